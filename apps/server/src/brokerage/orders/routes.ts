import type { RouteDefinition } from '../../platform/route.ts';

export const tradingRoutes: readonly RouteDefinition[] = [];
