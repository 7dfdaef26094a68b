import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { CatchUpMarks, type PendingMark } from '../../platform/catch-up-marks.ts';
import { keepListening } from '../../platform/keep-listening.ts';
import type { SessionCache } from '../../platform/session-cache.ts';
import type { ProfileRow } from '../profiles/profile-access.ts';
import type { ContentRow, FeedState } from './contents-repo.ts';
import type { FeedFragments } from './read-model/feed-json.ts';
import type { SharedContent } from './read-model/hydrator.ts';
import type { ViewerState } from './read-model/viewer-state-repo.ts';

/**
 * The channel the database announces a changed feed on (`instrument:<id>`, `group:<uuid>`, `*` for all)
 * and a changed profile (`profile:<uuid>`), whose pages show it as an author.
 */
export const FEED_CHANGED_CHANNEL = 'havn_feed_changed';

/** The part of a feed page every reader shares, rendered once for a visitor and kept. */
export interface KeptFeedPage {
  feed: string;
  version: number;
  postCount: number;
  roots: ContentRow[];
  children: ContentRow[];
  nextCursor: string | null;
  shared: SharedContent;
  /** The authors' profiles: the page is forgotten when the database announces a change to one. */
  authors: Map<string, ProfileRow>;
  /** Each item rendered for readers without state of their own: UTF-8 JSON without its closing brace. */
  fragments: FeedFragments;
  /** The whole response as every visitor, and every member without state of their own on it, gets it. */
  bodies: { visitor?: KeptBody; member?: KeptBody };
  /** Per member state object (read/kept-viewer.ts): whether its holder gets the `member` body. */
  plainFor: WeakMap<ViewerState, boolean>;
  /** The bodies of the last few members whose own state shows on the page, by their kept state object. */
  own: Map<ViewerState, KeptBody>;
  /** After this the page is read again: a poll on it ends, or the age limit. */
  expiresAt: number;
}

/** A response's bytes; one many readers share also keeps its compressed forms once asked for. */
export interface KeptBody {
  plain: Buffer;
  shared: boolean;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Pages kept per process, the least recently read going first when either bound is reached: a
 * page's memory is reckoned at four times its fragments' bytes (its rows, its kept and compressed
 * bodies), so a process keeps at most about 64 MB of pages.
 */
const MAX_ENTRIES = 400;
const MAX_BYTES = 64 * 1024 * 1024;
/** Bounds what no announcement covers: a translation the provider could not give at the time, a renamed instrument. */
export const MAX_AGE_MS = 60_000;
const PROFILE_PREFIX = 'profile:';

/**
 * Feed pages kept in memory, so a visitor's page asks the database nothing and a member's asks only
 * for their own part (with the feed's version, to know the kept page is current).
 *
 * Correctness: every write that changes what a feed shows (an item, a reaction, a vote, an image,
 * a move between feeds) announces the feed on commit, from a database trigger; every process then
 * forgets the feed's version it knew, so the next read asks the database again. A kept page is only
 * served at the version it was read at, and versions never repeat (a sum of +1s). An author's profile
 * change (`profile:<id>` on the same channel) forgets the pages that show it. A lookup that was in flight when an
 * announcement arrived is not kept (the generation), so a read that raced a write cannot put old
 * state back. While the LISTEN session is down nothing is kept or served from memory.
 */
export class FeedCache {
  readonly #pages = new Map<string, KeptFeedPage & { bytes: number }>();
  #bytes = 0;
  readonly #pagesByAuthor = new Map<string, Set<string>>();
  readonly #versions = new Map<string, FeedState>();
  readonly #forgottenAt = new Map<string, number>();
  readonly #reading = new Map<string, Promise<KeptFeedPage>>();
  #generation = 0;
  #allForgottenAt = 0;
  #authorsForgottenAt = 0;
  #live = false;
  readonly #marks = new CatchUpMarks(() => this.forgetAll());

  /** Where a lookup starts: pass it back to `learn`/`keep` so a raced write wins. */
  get generation(): number {
    return this.#generation;
  }

  get live(): boolean {
    return this.#live;
  }

  /** The feed's state as last read and not announced since, or null (ask the database). */
  state(feed: string): FeedState | null {
    return this.#live ? (this.#versions.get(feed) ?? null) : null;
  }

  learn(feed: string, state: FeedState, generation: number): void {
    if (!this.#live || this.#stale(feed, generation)) return;
    this.#versions.set(feed, state);
  }

  /** The page kept under `key` if it is at `version`. */
  page(key: string, version: number, now: number): KeptFeedPage | null {
    if (!this.#live) return null;
    const kept = this.#pages.get(key);
    if (!kept || kept.version !== version) return null;
    if (now >= kept.expiresAt) {
      this.#drop(key);
      return null;
    }
    this.#pages.delete(key);
    this.#pages.set(key, kept);
    return kept;
  }

  /** The page kept under `key` at whatever version: a member's one query checks it is current. */
  latest(key: string): KeptFeedPage | null {
    return this.#live ? (this.#pages.get(key) ?? null) : null;
  }

  /**
   * One read of a page at a version however many requests miss it at once (a busy feed's page is
   * missed by every reader at the moment it changes): the others wait for that read.
   */
  reading(key: string, version: number, read: () => Promise<KeptFeedPage>): Promise<KeptFeedPage> {
    const id = `${version}|${key}`;
    let pending = this.#reading.get(id);
    if (!pending) {
      pending = read().finally(() => this.#reading.delete(id));
      this.#reading.set(id, pending);
    }
    return pending;
  }

  keep(key: string, page: KeptFeedPage, generation: number): void {
    if (!this.#live || this.#stale(page.feed, generation) || this.#authorsForgottenAt > generation) return;
    this.#drop(key);
    let bytes = 0;
    for (const fragment of page.fragments.visitor.values()) bytes += fragment.length * 4;
    for (const fragment of page.fragments.member.values()) bytes += fragment.length;
    this.#pages.set(key, { ...page, bytes });
    this.#bytes += bytes;
    for (const author of page.authors.keys()) {
      const keys = this.#pagesByAuthor.get(author) ?? new Set<string>();
      keys.add(key);
      this.#pagesByAuthor.set(author, keys);
    }
    this.#bound();
  }

  #bound(): void {
    while (this.#pages.size > MAX_ENTRIES || (this.#bytes > MAX_BYTES && this.#pages.size > 1)) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  /**
   * A mark for a logged-in write to send and wait for (with the session cache's, see
   * SessionCache.caughtUp): once heard, every feed announcement committed before the write's answer
   * has been heard, so the writer's next page here is current without asking for the feed's version.
   */
  expectMark(): PendingMark | null {
    return this.#live ? this.#marks.expect(FEED_CHANGED_CHANNEL) : null;
  }

  /**
   * A body kept with the page under `key` (a member's own): its bytes count to the page's, and the
   * least recently read pages go when the bound is passed. Nothing if `page` is no longer the kept one.
   */
  grow(key: string, page: KeptFeedPage, bytes: number): void {
    const kept = this.#pages.get(key);
    if (!kept || kept.own !== page.own) return;
    kept.bytes += bytes;
    this.#bytes += bytes;
    this.#bound();
  }

  /** What the LISTEN session heard: a changed feed, `*` (every feed), a changed profile or a catch-up mark. */
  heard(payload: string): void {
    if (this.#marks.heard(payload)) return;
    if (payload.startsWith(PROFILE_PREFIX)) this.heardProfile(payload.slice(PROFILE_PREFIX.length));
    else this.heardFeed(payload);
  }

  heardFeed(feed: string): void {
    this.#generation += 1;
    if (feed === '*') {
      this.forgetAll();
      return;
    }
    this.#versions.delete(feed);
    this.#forgottenAt.set(feed, this.#generation);
  }

  /** A changed profile: the pages that show it as an author's go. */
  heardProfile(profileId: string): void {
    this.#generation += 1;
    this.#authorsForgottenAt = this.#generation;
    for (const key of this.#pagesByAuthor.get(profileId) ?? []) this.#drop(key);
    this.#pagesByAuthor.delete(profileId);
  }

  forgetAll(): void {
    this.#generation += 1;
    this.#allForgottenAt = this.#generation;
    this.#authorsForgottenAt = this.#generation;
    this.#versions.clear();
    this.#forgottenAt.clear();
    this.#pages.clear();
    this.#bytes = 0;
    this.#pagesByAuthor.clear();
  }

  setLive(live: boolean): void {
    this.forgetAll();
    this.#live = live;
    if (!live) this.#marks.releaseAll();
  }

  #stale(feed: string, generation: number): boolean {
    return this.#allForgottenAt > generation || (this.#forgottenAt.get(feed) ?? 0) > generation;
  }

  #drop(key: string): void {
    const kept = this.#pages.get(key);
    if (!kept) return;
    this.#pages.delete(key);
    this.#bytes -= kept.bytes;
    for (const author of kept.authors.keys()) this.#pagesByAuthor.get(author)?.delete(key);
  }
}

export type RunningFeedCache = FeedCache & { close(): Promise<void> };

/**
 * A feed cache that hears the database on a LISTEN session of its own, re-opened with backoff when it
 * drops (the cache serves nothing meanwhile).
 */
export async function startFeedCache(options: {
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
}): Promise<RunningFeedCache> {
  const { database, log } = options;
  const cache = new FeedCache();
  const listening = await keepListening({
    database,
    channel: FEED_CHANGED_CHANNEL,
    log,
    name: 'feed cache',
    heard: (payload) => cache.heard(payload),
    onLive: (live) => cache.setLive(live),
  });
  return Object.assign(cache, { close: () => listening.close() });
}

const running = new WeakMap<Db, Promise<RunningFeedCache>>();

/** Starts the process's feed cache for a database (the feed route does, when its server is ready). */
export function openFeedCache(ctx: {
  db: Db;
  database: Database;
  log: FastifyBaseLogger;
  sessionCache: Pick<SessionCache, 'addCompanion'>;
}): Promise<RunningFeedCache> {
  let cache = running.get(ctx.db);
  if (!cache) {
    cache = startFeedCache({ database: ctx.database, log: ctx.log }).then((started) => {
      // A logged-in write's catch-up hears this cache's channel too.
      const remove = ctx.sessionCache.addCompanion(started);
      const close = started.close.bind(started);
      return Object.assign(started, {
        async close() {
          remove();
          await close();
        },
      });
    });
    running.set(ctx.db, cache);
  }
  return cache;
}

export async function closeFeedCache(db: Db): Promise<void> {
  const cache = running.get(db);
  running.delete(db);
  await (await cache)?.close();
}

/** The running cache, if its server started one; without it every page is read from the database. */
export async function feedCacheOf(db: Db): Promise<FeedCache | null> {
  return (await running.get(db)) ?? null;
}
