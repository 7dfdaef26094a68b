import { isDeadlock, isStatementRefused } from '../db/errors.ts';
import { perKey } from './per-key.ts';

/** How the writes of one kind share round trips (`WriteBatches`). */
export interface BatchedWrite<Item, Answer> {
  /**
   * What an item holds while its batch is out (an account's lock, a counter's row, an idempotency key):
   * two items sharing one go in different batches, one after the other.
   */
  holds(item: Item): readonly string[];
  /** Writes one item on its own. */
  one(item: Item): Promise<Answer>;
  /** Writes several together and answers each, in the order given. */
  many(items: readonly Item[]): Promise<Answer[]>;
  /** At most this many items in one batch. */
  maxBatch: number;
  /** Batches out at once from one process; the items arriving meanwhile wait for the next. */
  maxInFlight: number;
  /**
   * While a batch is out, another goes out only once this many items wait (1 unless said): under load
   * the items arriving one by one as answers go back would otherwise each take the free place alone,
   * a transaction apiece. With nothing out, whatever waits goes at once.
   */
  minBatchBesides?: number;
}

interface Waiting<Item, Answer> {
  item: Item;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * The writes of a process that arrive together, written together (issue 17): while `maxInFlight`
 * batches are out, the items that arrive wait, and the next batch takes all of them at once (`many`):
 * one transaction's round trips and one commit for many, each item still judged and answered on its
 * own. An item that finds nothing out goes at once, alone (`one`), so a quiet process adds no wait.
 * When the database refuses a batch having written nothing (one item's data broke a constraint, or two
 * batches of different processes deadlocked), each of its items is written alone, to fail alone. Any
 * other error (a lost connection: whether it committed is unknown) is every item's answer.
 */
export class WriteBatches<Item, Answer> {
  readonly #write: BatchedWrite<Item, Answer>;
  #waiting: Waiting<Item, Answer>[] = [];
  #inFlight = 0;

  constructor(write: BatchedWrite<Item, Answer>) {
    this.#write = write;
  }

  write(item: Item): Promise<Answer> {
    const { promise, resolve, reject } = Promise.withResolvers<Answer>();
    this.#waiting.push({ item, resolve, reject });
    this.#pump();
    return promise;
  }

  #pump(): void {
    const besides = this.#write.minBatchBesides ?? 1;
    while (
      this.#inFlight < this.#write.maxInFlight &&
      this.#waiting.length >= (this.#inFlight === 0 ? 1 : besides)
    ) {
      const batch = this.#take();
      this.#inFlight += 1;
      let freed = false;
      void this.#send(batch, () => {
        if (freed) return;
        freed = true;
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  /** The next batch, in the order of arrival: each thing held by one item only. */
  #take(): Waiting<Item, Answer>[] {
    const held = new Set<string>();
    const batch: Waiting<Item, Answer>[] = [];
    const rest: Waiting<Item, Answer>[] = [];
    for (const waiting of this.#waiting) {
      const holds = this.#write.holds(waiting.item);
      if (batch.length < this.#write.maxBatch && !holds.some((h) => held.has(h))) {
        for (const h of holds) held.add(h);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.#waiting = rest;
    return batch;
  }

  /**
   * Writes a batch and frees its place (`free`) once the database has answered, BEFORE its items are
   * answered: the next batch's statement goes out first, and the database works on it while this
   * batch's answers are sent (each a response written to its caller), instead of waiting for them all.
   */
  async #send(batch: Waiting<Item, Answer>[], free: () => void): Promise<void> {
    try {
      if (batch.length > 1) {
        try {
          const answers = await this.#write.many(batch.map((w) => w.item));
          free();
          for (const [i, w] of batch.entries()) w.resolve(answers[i]!);
          return;
        } catch (error) {
          if (!isStatementRefused(error) && !isDeadlock(error)) {
            free();
            for (const w of batch) w.reject(error);
            return;
          }
        }
      }
      // Each alone (a batch of one, or one the database refused): all written, then the place freed,
      // then each answered.
      const written = await Promise.allSettled(batch.map(({ item }) => this.#write.one(item)));
      free();
      for (const [i, result] of written.entries()) {
        if (result.status === 'fulfilled') batch[i]!.resolve(result.value);
        else batch[i]!.reject(result.reason);
      }
    } finally {
      free();
    }
  }
}

/** One `WriteBatches` per key (a database handle, a context), made when first asked for. */
export function batchesPer<Key extends object, Item, Answer>(
  make: (key: Key) => BatchedWrite<Item, Answer>,
): (key: Key) => WriteBatches<Item, Answer> {
  return perKey((key: Key) => new WriteBatches(make(key)));
}
