import type { Db } from '../../db/client.ts';
import { batchesPer } from '../../platform/write-batches.ts';
import {
  type CountedPost,
  insertPostCounted,
  insertPostsCounted,
  type PostCounted,
} from './contents-repo.ts';

/**
 * The posts of a process written together (platform/write-batches.ts): the posts that arrive while a
 * statement of posts is out go in the next statement all at once (contents-repo.ts
 * `insertPostsCounted`): one round trip and one commit for many, each post still counted, keyed and
 * answered on its own. A member or an address appears once in a statement (its counter's row moves
 * once per statement); a second post of theirs waits for the next. When the database refuses a
 * statement of several (one names an instrument that does not exist), each of its posts is written
 * alone, to fail alone. One statement out at a time measured best (bench, post create over 1,000
 * members): larger statements, fewer round trips.
 */
const postBatches = batchesPer((db: Db) => ({
  holds: (post: CountedPost) => [post.counting.hit.firstKey, post.counting.hit.secondKey],
  one: (post: CountedPost) => insertPostCounted(db, post.item, post.published, post.counting),
  many: (posts: readonly CountedPost[]) => insertPostsCounted(db, posts),
  maxBatch: 50,
  maxInFlight: 1,
}));

/** Writes a post with its counts and key (`insertPostCounted`), together with the posts arriving with it. */
export function writePost(db: Db, post: CountedPost): Promise<PostCounted> {
  return postBatches(db).write(post);
}
