import type { RouteDefinition } from '../platform/route.ts';
import { contentRoutes } from './content/routes.ts';
import { groupRoutes } from './groups/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { searchRoute } from './search/api/search.ts';
import { translationRoutes } from './translation/routes.ts';

/** Every community endpoint, feature by feature. */
export const communityRoutes: readonly RouteDefinition[] = [
  ...profileRoutes,
  ...contentRoutes,
  ...groupRoutes,
  ...moderationRoutes,
  ...translationRoutes,
  searchRoute,
];
