import type { RouteDefinition } from '../../platform/route.ts';

export const marketRoutes: readonly RouteDefinition[] = [];
