import type { FastifyInstance } from 'fastify';

/**
 * Counts requests from routing until their handler is done, so shutdown can wait for the last one
 * before closing the database: `app.close()` stops taking connections but can resolve while a handler
 * on a busy keep-alive connection is still running (seen under load in the benchmark).
 *
 * A request is done when its reply is being sent (onSend: the handler, or the error handler, has
 * finished with the database), not when its socket closes: a client that gives up mid-request (a load
 * generator stopping) closes the socket while the handler still runs. A hijacked reply (the event
 * stream) never reaches onSend; it is done when its connection closes.
 */
export function trackRequestsInFlight(app: FastifyInstance): { drained(timeoutMs: number): Promise<void> } {
  let count = 0;
  let wake: (() => void) | null = null;
  const settled = new WeakSet<object>();
  const settle = (request: object) => {
    if (settled.has(request)) return;
    settled.add(request);
    count -= 1;
    if (count === 0) wake?.();
  };
  app.addHook('onRequest', async (request, reply) => {
    count += 1;
    reply.raw.once('close', () => {
      if (reply.sent) settle(request);
    });
  });
  app.addHook('onSend', async (request) => {
    settle(request);
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
