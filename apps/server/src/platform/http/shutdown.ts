import type { FastifyInstance } from 'fastify';

/** After the grace, closing what is left (the database, the event bus) gets this long before the process gives up on it. */
export const SHUTDOWN_CLEANUP_MS = 1000;

/** While closing, sockets that turn idle are closed this often (see `drainServer`). */
const IDLE_SWEEP_MS = 100;

export interface DrainOutcome {
  /** Requests still running when the grace ran out, whose connections were cut. */
  cut: number;
}

/**
 * Drains the HTTP side of a server within `graceMs` of being called (SIGTERM):
 *
 * 1. Draining starts: readiness answers 503 at once, every event stream is told to reconnect
 *    elsewhere and ends, and every answer from here on says `Connection: close`.
 * 2. Notice: the server keeps listening and serving (a load balancer that has not yet seen readiness
 *    fail still sends requests) until nothing is in flight, for at most half the grace. An idle
 *    server moves on at once.
 * 3. Close: the listener closes; anything new on a still-open socket gets Fastify's 503. Requests in
 *    flight finish until the grace runs out, then their connections are cut.
 *
 * Why a server once took 15 s and more: Node closes idle keep-alive sockets once, when the server
 * closes. A socket whose request was still running then turns idle afterwards and stays open until its
 * client hangs up or the keep-alive timeout (72 s in Fastify) ends it, and `app.close()` waits for it,
 * with no deadline. Now the drain answers with `Connection: close`, sweeps idle sockets while closing,
 * and cuts the rest at the grace; the caller's hard deadline covers whatever hangs after that.
 */
export async function drainServer(app: FastifyInstance, graceMs: number): Promise<DrainOutcome> {
  const { lifecycle } = app;
  const grace = delay(graceMs);
  lifecycle.startDraining();

  const notice = delay(graceMs / 2);
  await Promise.race([lifecycle.inFlight.drained(graceMs / 2), notice.done]);
  notice.cancel();

  const closed = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    // A handler whose client hung up still runs (and uses the database) after its socket is gone.
    const finished = Promise.all([closed, lifecycle.inFlight.drained(graceMs)]).then(() => true);
    const inTime = await Promise.race([finished, grace.done.then(() => false)]);
    if (inTime) return { cut: 0 };
    const cut = lifecycle.inFlight.count;
    app.server.closeAllConnections();
    await closed;
    return { cut };
  } finally {
    clearInterval(sweep);
    grace.cancel();
  }
}

/** A timer that can be awaited and cancelled; it keeps the process alive while it runs, on purpose. */
function delay(ms: number): { done: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { done, cancel: () => clearTimeout(timer) };
}
