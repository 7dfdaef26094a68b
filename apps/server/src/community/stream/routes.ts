import type { RouteDefinition } from '../../platform/route.ts';
import { eventsRoute } from './api/events.ts';

export const streamRoutes: readonly RouteDefinition[] = [eventsRoute];
