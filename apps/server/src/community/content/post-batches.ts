import type { Database } from '../../db/client.ts';
import { batchesPer } from '../../platform/write-batches.ts';
import {
  type CountedPost,
  insertPostCounted,
  insertPostsCounted,
  type PostCounted,
} from './contents-repo.ts';

/**
 * The posts of a process written together (platform/write-batches.ts): the posts that arrive while
 * statements of posts are out go in the next statement all at once (contents-repo.ts
 * `insertPostsCounted`): one round trip and one commit for many, each post still counted, keyed and
 * answered on its own. A member or an address appears once in a statement (its counter's row moves
 * once per statement); a second post of theirs waits for the next. When the database refuses a
 * statement of several (one names an instrument that does not exist), each of its posts is written
 * alone, to fail alone.
 *
 * Batches go on the database's lane (db/client.ts `Database.lane`), two out at once: the second waits
 * on the wire behind the first and PostgreSQL starts it the moment the first is done, instead of idling
 * a round trip and the time this process takes to answer the first batch's posts. Measured (bench, post
 * create, 5,000 members): the machine idle 10–12 % of the run against 24–26 % with one statement out,
 * and about a tenth more posts (README, issue 17, 2026-12-01); two statements on two pooled
 * connections gained nothing (each smaller, and the two sessions contend for the same index pages).
 * The second goes once four posts wait (eight measured worse).
 */
const postBatches = batchesPer((database: Database) => ({
  holds: (post: CountedPost) => [post.counting.hit.firstKey, post.counting.hit.secondKey],
  one: (post: CountedPost) => insertPostCounted(database.db, post.item, post.published, post.counting),
  many: async (posts: readonly CountedPost[]) => insertPostsCounted(await database.lane(), posts),
  maxBatch: 50,
  maxInFlight: 2,
  minBatchBesides: 4,
}));

/** Writes a post with its counts and key (`insertPostCounted`), together with the posts arriving with it. */
export function writePost(database: Database, post: CountedPost): Promise<PostCounted> {
  return postBatches(database).write(post);
}
