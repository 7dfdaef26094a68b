import type { RouteDefinition } from '../../platform/route.ts';

export const groupRoutes: readonly RouteDefinition[] = [];
