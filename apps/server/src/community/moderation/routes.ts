import type { RouteDefinition } from '../../platform/route.ts';

export const moderationRoutes: readonly RouteDefinition[] = [];
