import type { Db } from '../../db/client.ts';
import type { ContentRow } from './contents-repo.ts';
import type { SharedContent } from './read-model/hydrator.ts';

/** The part of a feed page every reader shares: its threads' rows and their shared state. */
export interface SharedFeedPage {
  roots: ContentRow[];
  children: ContentRow[];
  nextCursor: string | null;
  shared: SharedContent;
}

interface Entry {
  version: number;
  storedAt: number;
  page: SharedFeedPage;
}

/** Pages kept per process; the least recently read goes first. About 100 KB each at the largest page. */
const MAX_ENTRIES = 400;
/**
 * A kept page is only ever served at the version it was read at, so a write anywhere (any process)
 * is seen on the next read. The age limit bounds what no version tracks: a translation that the
 * provider could not give at the time.
 */
const MAX_AGE_MS = 60_000;

/**
 * Shared feed pages by feed, cursor, sizes and translation language, each under the feed's version
 * (`feed_post_counts.version`, moved by triggers in every writing transaction).
 */
export class FeedPageCache {
  readonly #entries = new Map<string, Entry>();

  get(key: string, version: number, now: number): SharedFeedPage | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || now - entry.storedAt > MAX_AGE_MS) {
      this.#entries.delete(key);
      return null;
    }
    // Read again: the most recent in the map's order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  set(key: string, version: number, now: number, page: SharedFeedPage): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, storedAt: now, page });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

const caches = new WeakMap<Db, FeedPageCache>();

/** One cache per database a process serves (a test's servers each have their own). */
export function feedPageCache(db: Db): FeedPageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FeedPageCache();
    caches.set(db, cache);
  }
  return cache;
}
