import type { RouteDefinition } from '../route.ts';
import { eventsRoute } from './api/events.ts';

export const streamRoutes: readonly RouteDefinition[] = [eventsRoute];
