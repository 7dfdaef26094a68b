import type { RouteDefinition } from '../../platform/route.ts';

export const translationRoutes: readonly RouteDefinition[] = [];
