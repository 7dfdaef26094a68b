import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long to wait before listening again after a drop: doubling from minMs up to maxMs. */
export interface Backoff {
  minMs: number;
  maxMs: number;
}

const LISTEN_BACKOFF: Backoff = { minMs: 250, maxMs: 30_000 };

export interface KeepListeningOptions {
  database: Pick<Database, 'listen'>;
  channel: string;
  log: FastifyBaseLogger;
  /** Who listens, as its log lines name it ("event bus", "session cache"). */
  name: string;
  heard: (payload: string) => void;
  /**
   * Listening, or not: `true` on every open, `false` as soon as the session drops (and on close), since
   * what is kept meanwhile may miss a change.
   */
  onLive?: (live: boolean) => void;
  /** Listening again after a drop or a failed first try: what was announced meanwhile was not heard. */
  onReopen?: () => void;
  /** When true, a failed first LISTEN rejects (the caller cannot start without it); else it retries. */
  mustOpen?: boolean;
  backoff?: Backoff;
}

export interface Listening {
  close(): Promise<void>;
}

/**
 * A LISTEN session kept open for as long as its owner runs: when it drops (the database restarted, a
 * connection was cut) it is opened again with a capped exponential backoff, half fixed and half random
 * so that processes that lost the database together do not come back in step. Every process's kept
 * state (session lookups, feed pages, the event bus) hears the database this one way.
 */
export async function keepListening(options: KeepListeningOptions): Promise<Listening> {
  const { database, channel, log, name, heard } = options;
  const backoff = options.backoff ?? LISTEN_BACKOFF;
  const onLive = options.onLive ?? (() => {});
  let closed = false;
  let attempt = 0;
  let tried = false;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const stop = async () => {
    const running = unlisten;
    unlisten = null;
    await running?.().catch(() => {});
  };
  const onLost = (error: Error) => {
    onLive(false);
    void stop();
    if (closed || timer) return;
    log.warn({ err: error }, `${name}: the LISTEN connection dropped; reconnecting`);
    schedule();
  };
  const schedule = () => {
    const ceiling = Math.min(backoff.maxMs, backoff.minMs * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(
      () => {
        timer = null;
        void open().catch(() => {});
      },
      Math.round(ceiling / 2 + (Math.random() * ceiling) / 2),
    );
    timer.unref();
  };
  const open = async (first = false) => {
    if (closed) return;
    try {
      const running = await database.listen(channel, heard, onLost);
      if (closed) {
        await running();
        return;
      }
      unlisten = running;
      attempt = 0;
      onLive(true);
      if (tried) {
        log.info(`${name}: listening again`);
        options.onReopen?.();
      }
      tried = true;
    } catch (error) {
      if (first && options.mustOpen) throw error;
      tried = true;
      log.warn({ err: error, attempt }, `${name}: LISTEN failed; trying again`);
      if (!timer) schedule();
    }
  };
  await open(true);

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      onLive(false);
      await stop();
    },
  };
}
