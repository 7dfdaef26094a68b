import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database readiness',
  tags: ['platform'],
  auth: 'public',
  success: { status: 200, body: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
  errors: ['SERVICE_UNAVAILABLE'],
});
