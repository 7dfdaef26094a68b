import type { RouteDefinition } from '../../platform/route.ts';

export const streamRoutes: readonly RouteDefinition[] = [];
