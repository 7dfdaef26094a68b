import type { RouteDefinition } from '../../platform/route.ts';
import { getSettingRoute } from '../settings/api/get-setting.ts';
import { putSettingRoute } from '../settings/api/put-setting.ts';
import { translationStatusRoute } from './api/translation-status.ts';

/**
 * Members steer translation through their settings (translations.auto); the status says whether this
 * server translates at all.
 */
export const translationRoutes: readonly RouteDefinition[] = [
  getSettingRoute,
  putSettingRoute,
  translationStatusRoute,
];
