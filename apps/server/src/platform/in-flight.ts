import type { FastifyInstance } from 'fastify';

export interface RequestsInFlight {
  /** Requests routed and not yet done: an open event stream counts until its connection closes. */
  readonly count: number;
  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts requests from routing until their handler is done, so shutdown can wait for the last one
 * before closing the database: `app.close()` stops taking connections but can resolve while a handler
 * on a busy keep-alive connection is still running (seen under load in the benchmark).
 *
 * A request is done when its reply is being sent (onSend: the handler, or the error handler, has
 * finished with the database), not when its socket closes: a client that gives up mid-request (a load
 * generator stopping) closes the socket while the handler still runs. A hijacked reply (the event
 * stream) never reaches onSend; it is done when its connection closes.
 *
 * The hooks take callbacks rather than being async: they run on every request, and a promise each is
 * a cost the hot path does not need.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  let count = 0;
  const waiting = new Set<() => void>();
  const settled = new WeakSet<object>();
  const settle = (request: object) => {
    if (settled.has(request)) return;
    settled.add(request);
    count -= 1;
    if (count === 0) for (const wake of [...waiting]) wake();
  };
  app.addHook('onRequest', (request, reply, done) => {
    count += 1;
    reply.raw.once('close', () => {
      if (reply.sent) settle(request);
    });
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    settle(request);
    done(null, payload);
  });
  return {
    get count() {
      return count;
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const finish = (drainedInTime: boolean) => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(drainedInTime);
        };
        const wake = () => finish(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.add(wake);
      });
    },
  };
}
