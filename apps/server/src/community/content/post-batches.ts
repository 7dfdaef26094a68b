import type { Db } from '../../db/client.ts';
import { isStatementRefused } from '../../db/errors.ts';
import {
  type CountedPost,
  insertPostCounted,
  insertPostsCounted,
  type PostCounted,
} from './contents-repo.ts';

/** At most this many posts in one statement. */
const MAX_BATCH = 50;
/**
 * Statements of posts out at once from one process; posts arriving meanwhile wait for the next. One
 * measured best (bench, post create over 1,000 members): larger statements, fewer round trips.
 */
const MAX_IN_FLIGHT = 1;

interface Waiting {
  post: CountedPost;
  resolve(counted: PostCounted): void;
  reject(error: unknown): void;
}

/**
 * The posts of a process written together: while a statement of posts is out (MAX_IN_FLIGHT), the
 * posts that arrive wait, and the next statement writes all of them at once (contents-repo.ts
 * `insertPostsCounted`): one round trip and one commit for many, each post still counted, keyed and
 * answered on its own. A post that finds nothing out goes at once, alone, so a quiet process adds no
 * wait. A member or an address appears once in a statement (its counter's row moves once per
 * statement); a second post of theirs waits for the next. When the database refuses a statement of
 * several (one names an instrument that does not exist), each of its posts is written alone, to fail
 * alone.
 */
class PostWriter {
  readonly #db: Db;
  #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  write(post: CountedPost): Promise<PostCounted> {
    const { promise, resolve, reject } = Promise.withResolvers<PostCounted>();
    this.#waiting.push({ post, resolve, reject });
    this.#pump();
    return promise;
  }

  #pump(): void {
    while (this.#inFlight < MAX_IN_FLIGHT && this.#waiting.length > 0) {
      const batch = this.#take();
      this.#inFlight += 1;
      void this.#send(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  /** The next statement's posts, in their order of arrival: each counter's key once. */
  #take(): Waiting[] {
    const keys = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of this.#waiting) {
      const { firstKey, secondKey } = waiting.post.counting.hit;
      if (batch.length < MAX_BATCH && !keys.has(firstKey) && !keys.has(secondKey)) {
        keys.add(firstKey);
        keys.add(secondKey);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.#waiting = rest;
    return batch;
  }

  async #send(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const answers = await insertPostsCounted(
          this.#db,
          batch.map((w) => w.post),
        );
        for (const [i, w] of batch.entries()) w.resolve(answers[i]!);
        return;
      } catch (error) {
        // A post the database refused (an instrument that does not exist) refused them all, having
        // written nothing: each is written alone below, so that one fails on its own. Any other error
        // (a lost connection: whether it committed is unknown) is every post's answer.
        if (!isStatementRefused(error)) {
          for (const w of batch) w.reject(error);
          return;
        }
      }
    }
    await Promise.all(
      batch.map(({ post, resolve, reject }) =>
        insertPostCounted(this.#db, post.item, post.published, post.counting).then(resolve, reject),
      ),
    );
  }
}

const writers = new WeakMap<Db, PostWriter>();

/** Writes a post with its counts and key (`insertPostCounted`), together with the posts arriving with it. */
export function writePost(db: Db, post: CountedPost): Promise<PostCounted> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new PostWriter(db);
    writers.set(db, writer);
  }
  return writer.write(post);
}
