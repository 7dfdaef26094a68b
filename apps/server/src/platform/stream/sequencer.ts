import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { SEQUENCE_BATCH, sequenceEvents } from './events-repo.ts';

/** Runs the event log's sequencer for this process when asked; `close` waits for a run in flight. */
export interface EventSequencer {
  request(): void;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 100;
/** The least time between the starts of two runs of one process (see `eventSequencer`). */
export const SEQUENCER_MIN_GAP_MS = 10;
const RETRY_MAX_MS = 30_000;

/**
 * Every process's bus asks for a run each time it hears that events are pending, and once whenever
 * its LISTEN session (re)opens, so events a crashed writer or a lost notification left behind move
 * too. Runs in one process go one at a time: a request during a run asks for one more run after it,
 * which sees everything committed before the request. Across processes the runs queue on the
 * sequencer's lock, and a run that finds nothing pending costs one read. A failed run is retried with
 * backoff (the platform's schedule `platform.event-log-sequencer` is the last resort).
 *
 * Runs start at least `minGapMs` apart: under a stream of writes one run moves what several wrote
 * (each run costs a lock, a round trip and a notification to every process), and an event waits at
 * most that much longer; a request after a quiet spell runs at once.
 */
export function eventSequencer(
  db: Db,
  log: FastifyBaseLogger,
  minGapMs: number = SEQUENCER_MIN_GAP_MS,
): EventSequencer {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let gapTimer: NodeJS.Timeout | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  const request = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    // A run is already due: it starts after this request, so it sees what the request announced.
    if (gapTimer) return;
    const wait = lastStart + minGapMs - performance.now();
    if (wait > 0) {
      gapTimer = setTimeout(() => {
        gapTimer = null;
        run();
      }, wait);
      return;
    }
    run();
  };

  const run = () => {
    if (closed) return;
    again = false;
    lastStart = performance.now();
    running = sequenceEvents(db)
      .then(
        (moved) => {
          failures = 0;
          // A full batch: more may be waiting, with nobody left to announce them.
          if (moved >= SEQUENCE_BATCH) again = true;
        },
        (error: unknown) => {
          if (closed) return;
          again = false; // the retry below runs instead
          failures += 1;
          log.error({ err: error, failures }, 'event sequencer: a run failed; retrying');
          retryLater();
        },
      )
      .finally(() => {
        running = null;
        if (again) request();
      });
  };

  const retryLater = () => {
    if (retryTimer) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      request();
    }, delay);
    retryTimer.unref();
  };

  return {
    request,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (gapTimer) clearTimeout(gapTimer);
      retryTimer = null;
      gapTimer = null;
      await running;
    },
  };
}
