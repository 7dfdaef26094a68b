import { api } from '@havn/contract';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { route } from '../route.ts';

/** A database that takes longer than this to answer `select 1` is as good as down for new traffic. */
const DATABASE_ANSWER_MS = 2000;

/**
 * GET /api/ready: whether this process should get traffic. Draining (SIGTERM) answers 503 at once,
 * before any database work; so does a database that does not answer in time. Liveness
 * (/api/health) stays 200 while draining: the process is alive, only leaving.
 */
export const readyRoute = route(api.platform.ready, async ({ ctx, request }) => {
  if (request.server.lifecycle.draining) {
    throw new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down.');
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(ctx.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_ANSWER_MS);
      }),
    ]);
  } catch (error) {
    request.log.error({ err: error }, 'readiness: database unreachable');
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ready' as const, database: 'ok' as const };
});
