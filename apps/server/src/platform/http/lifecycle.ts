import type { FastifyInstance } from 'fastify';
import { type RequestsInFlight, trackRequestsInFlight } from '../in-flight.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this server is shutting down and what it still holds: readiness, metrics and the drain read it. */
    lifecycle: ServerLifecycle;
  }
}

/**
 * One server's state for operators: draining or not, the requests in flight and the open event
 * streams. Draining starts once (SIGTERM) and never ends; the process exits after it.
 */
export class ServerLifecycle {
  readonly inFlight: RequestsInFlight;
  #draining = false;
  readonly #drainListeners: (() => void)[] = [];
  #openStreams: () => number = () => 0;

  constructor(inFlight: RequestsInFlight) {
    this.inFlight = inFlight;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Open event streams; the stream hub reports them (`countStreamsWith`). */
  get openStreams(): number {
    return this.#openStreams();
  }

  countStreamsWith(source: () => number): void {
    this.#openStreams = source;
  }

  /** Runs once, when draining starts (the stream hub tells its clients to reconnect elsewhere). */
  onDrain(listener: () => void): void {
    this.#drainListeners.push(listener);
  }

  /** Readiness turns false at once and every drain listener runs; a second call does nothing. */
  startDraining(): void {
    if (this.#draining) return;
    this.#draining = true;
    for (const listener of this.#drainListeners) listener();
  }
}

/**
 * Gives the app its lifecycle (`app.lifecycle`), before any route is registered. While draining every
 * answer carries `Connection: close`: a keep-alive client (a load balancer's pool) opens its next
 * request elsewhere, and no socket turns idle-but-open and holds the server's close.
 */
export function registerLifecycle(app: FastifyInstance): ServerLifecycle {
  const lifecycle = new ServerLifecycle(trackRequestsInFlight(app));
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return lifecycle;
}
