import { api } from '@havn/contract';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { route } from '../route.ts';

export const healthRoute = route(api.platform.health, async ({ ctx, request }) => {
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    request.log.error({ err: error }, 'health check: database unreachable');
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
  }
  return { status: 'ok' as const, database: 'ok' as const };
});
