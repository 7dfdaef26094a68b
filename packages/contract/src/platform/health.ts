import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Liveness: the process answers and its database does. A draining process is still alive. */
export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database readiness',
  tags: ['platform'],
  auth: 'public',
  success: { status: 200, body: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
  errors: ['SERVICE_UNAVAILABLE'],
});

/**
 * Readiness, for a load balancer or an orchestrator: 200 while this process should get traffic, 503
 * once it is shutting down (it finishes what it has, but new work belongs elsewhere) or when its
 * database does not answer.
 */
export const ready = endpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: the database answers and the process is not shutting down',
  tags: ['platform'],
  auth: 'public',
  success: { status: 200, body: z.object({ status: z.literal('ready'), database: z.literal('ok') }) },
  errors: ['SERVICE_UNAVAILABLE'],
});

export const SERVICE_STATES = ['OK', 'DEGRADED', 'MAINTENANCE'] as const;
export const COMPONENT_NAMES = [
  'database',
  'trading',
  'marketData',
  'backgroundJobs',
  'translation',
] as const;
export const COMPONENT_STATES = ['OK', 'DEGRADED', 'DOWN', 'MAINTENANCE', 'OFF'] as const;

const maintenancePeriod = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

/**
 * The platform's status for customers and the status page (api.md, Platform): the whole and each
 * component. MAINTENANCE during the nightly window (every write answers 503 MAINTENANCE with
 * Retry-After, reads keep working); `nextMaintenance` is the window under way or the next one.
 */
export const status = endpoint({
  method: 'GET',
  path: '/api/status',
  summary: 'Platform status: the whole, each component, and the next maintenance window',
  tags: ['platform'],
  auth: 'public',
  success: {
    status: 200,
    body: z.object({
      status: z.enum(SERVICE_STATES),
      components: z.array(z.object({ name: z.enum(COMPONENT_NAMES), status: z.enum(COMPONENT_STATES) })),
      nextMaintenance: maintenancePeriod.optional(),
    }),
  },
  errors: [],
});
export type PlatformStatus = z.infer<typeof status.success.body>;
