import type { RouteDefinition } from '../../platform/route.ts';
import { getSettingRoute } from '../settings/api/get-setting.ts';
import { putSettingRoute } from '../settings/api/put-setting.ts';

/** Translation has no endpoint of its own: members steer it through their settings (translations.auto). */
export const translationRoutes: readonly RouteDefinition[] = [getSettingRoute, putSettingRoute];
