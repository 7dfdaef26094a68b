import { randomUUID } from 'node:crypto';

/** A write waits at most this long to hear its own announcements back (a dropped LISTEN ends it sooner). */
const CATCH_UP_LIMIT_MS = 2000;
/** Announcements a process sends itself to know it has heard everything before them. */
const CAUGHT_UP_PREFIX = 'caught-up:';

export interface PendingMark {
  channel: string;
  mark: string;
  heard: Promise<void>;
  /** Stops waiting (the mark was heard, or the send failed). */
  done(): void;
}

/**
 * Marks a process sends itself on a LISTEN channel: hearing one back means every announcement on that
 * channel committed before it has been heard too (PostgreSQL delivers notifications in commit order).
 * Every process hears every process's marks; a mark it did not send is ignored.
 */
export class CatchUpMarks {
  readonly #waiting = new Map<string, () => void>();
  readonly #process = randomUUID();
  #nonces = 0;
  readonly #notHeard: () => void;

  /** `notHeard`: what to do when a mark is not heard in time (nothing kept can be trusted to be current). */
  constructor(notHeard: () => void) {
    this.#notHeard = notHeard;
  }

  /** Whether the payload is a mark (this process's or another's), which is then no announcement. */
  heard(payload: string): boolean {
    if (!payload.startsWith(CAUGHT_UP_PREFIX)) return false;
    const resolve = this.#waiting.get(payload);
    this.#waiting.delete(payload);
    resolve?.();
    return true;
  }

  /** A new mark to send on `channel`: `heard` resolves when it comes back (or the limit passes). */
  expect(channel: string): PendingMark {
    this.#nonces += 1;
    const mark = `${CAUGHT_UP_PREFIX}${this.#process}:${this.#nonces}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.#waiting.set(mark, resolve);
      timer = setTimeout(() => {
        this.#waiting.delete(mark);
        this.#notHeard();
        resolve();
      }, CATCH_UP_LIMIT_MS);
    });
    return {
      channel,
      mark,
      heard,
      done: () => {
        clearTimeout(timer);
        this.#waiting.delete(mark);
      },
    };
  }

  /** Nothing is served from memory now: writes waiting to catch up need not wait. */
  releaseAll(): void {
    for (const resolve of this.#waiting.values()) resolve();
    this.#waiting.clear();
  }
}
