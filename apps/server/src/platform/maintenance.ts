import { api } from '@havn/contract';
import { maintenanceAt } from '@havn/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Logging in and out write a session, not the customer's data: a customer must be able to log in to
 * read their portfolio during the nightly break.
 */
const ALLOWED_WRITES = new Set([api.identity.login.path, api.identity.logout.path]);

/**
 * The nightly maintenance window (config MAINTENANCE_WINDOW): every write to the API answers 503
 * MAINTENANCE with Retry-After (seconds to the window's end), before any handler runs, so nothing is
 * half done; reads keep working. The web shows the nightly-downtime page on this code.
 */
export function registerMaintenance(app: FastifyInstance, ctx: AppContext): void {
  const window = ctx.config.maintenance;
  if (!window) return;
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
    const period = maintenanceAt(window, ctx.clock.now());
    if (!period) return;
    if (ALLOWED_WRITES.has(request.url.split('?')[0]!)) return;
    const retryAfter = Math.max(1, Math.ceil((period.end.getTime() - ctx.clock.now().getTime()) / 1000));
    throw new AppError(
      'MAINTENANCE',
      `Havn is down for scheduled maintenance until ${period.end.toISOString()}.`,
      { headers: { 'retry-after': String(retryAfter) } },
    );
  });
}
