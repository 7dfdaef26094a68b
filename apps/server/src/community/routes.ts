import type { RouteDefinition } from '../platform/route.ts';
import { groupRoutes } from './groups/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { streamRoutes } from './stream/routes.ts';
import { translationRoutes } from './translation/routes.ts';

/** Every community endpoint, feature by feature. */
export const communityRoutes: readonly RouteDefinition[] = [
  ...groupRoutes,
  ...moderationRoutes,
  ...streamRoutes,
  ...translationRoutes,
];
