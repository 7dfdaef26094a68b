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
