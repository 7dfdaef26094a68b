import type { FastifyInstance } from 'fastify';

/**
 * Counts requests from routing to the end of their response, so shutdown can wait for the last one
 * before closing the database: `app.close()` stops taking connections but can resolve while a
 * handler on a busy keep-alive connection is still running (seen under load in the benchmark).
 */
export function trackRequestsInFlight(app: FastifyInstance): { drained(timeoutMs: number): Promise<void> } {
  let count = 0;
  let wake: (() => void) | null = null;
  app.addHook('onRequest', async (_request, reply) => {
    count += 1;
    reply.raw.once('close', () => {
      count -= 1;
      if (count === 0) wake?.();
    });
  });
  return {
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
