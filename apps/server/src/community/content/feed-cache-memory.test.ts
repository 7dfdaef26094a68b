import { describe, expect, it } from 'vitest';
import type { ProfileRow } from '../profiles/profile-access.ts';
import { FeedCache, type KeptFeedPage } from './feed-cache.ts';

const FEED = 'instrument:1';

function page(version: number, authors: string[] = ['author-1'], expiresAt = 10_000): KeptFeedPage {
  return {
    feed: FEED,
    version,
    postCount: 1,
    roots: [],
    children: [],
    nextCursor: null,
    shared: {
      reactionCounts: new Map(),
      pollOptions: new Map(),
      images: new Map(),
      instrumentNames: new Map(),
      translations: new Map(),
    },
    authors: new Map(authors.map((id) => [id, { id } as ProfileRow])),
    fragments: { visitor: new Map(), member: new Map() },
    bodies: {},
    plainFor: new WeakMap(),
    own: new Map(),
    expiresAt,
  };
}

function liveCache(): FeedCache {
  const cache = new FeedCache();
  cache.setLive(true);
  return cache;
}

// The rules that keep the cache honest, without a database: what an announcement, a raced read and a
// dropped LISTEN session do to what is kept.
describe('the feed cache in memory', () => {
  it('serves a page only at the version it was kept under, and a version until the feed is announced', () => {
    const cache = liveCache();
    const start = cache.generation;
    cache.learn(FEED, { version: 5, postCount: 1, exists: true }, start);
    cache.keep('k', page(5), start);
    expect(cache.state(FEED)?.version).toBe(5);
    expect(cache.page('k', 5, 0)).not.toBeNull();
    expect(cache.page('k', 6, 0)).toBeNull();
    cache.heard(FEED);
    expect(cache.state(FEED)).toBeNull();
    // Another feed's announcement leaves this one alone.
    cache.learn(FEED, { version: 6, postCount: 2, exists: true }, cache.generation);
    cache.heard('instrument:2');
    expect(cache.state(FEED)?.version).toBe(6);
  });

  it('does not keep what a read that raced an announcement found', () => {
    const cache = liveCache();
    const start = cache.generation;
    cache.heard(FEED); // a write committed while the read was in flight
    cache.learn(FEED, { version: 5, postCount: 1, exists: true }, start);
    cache.keep('k', page(5), start);
    expect(cache.state(FEED)).toBeNull();
    expect(cache.latest('k')).toBeNull();
  });

  it("forgets the pages that show a changed author's profile, and does not keep one read meanwhile", () => {
    const cache = liveCache();
    cache.keep('a', page(1, ['author-1']), cache.generation);
    cache.keep('b', page(1, ['author-2']), cache.generation);
    const start = cache.generation;
    cache.heard('profile:author-1');
    expect(cache.latest('a')).toBeNull();
    expect(cache.latest('b')).not.toBeNull();
    cache.keep('c', page(1, ['author-3']), start);
    expect(cache.latest('c')).toBeNull();
  });

  it('forgets everything on "*" (a rebuild) and serves nothing while it cannot hear the database', () => {
    const cache = liveCache();
    cache.learn(FEED, { version: 5, postCount: 1, exists: true }, cache.generation);
    cache.keep('k', page(5), cache.generation);
    cache.heard('*');
    expect(cache.state(FEED)).toBeNull();
    expect(cache.latest('k')).toBeNull();

    cache.keep('k', page(5), cache.generation);
    cache.setLive(false);
    expect(cache.page('k', 5, 0)).toBeNull();
    cache.keep('k', page(5), cache.generation);
    cache.learn(FEED, { version: 5, postCount: 1, exists: true }, cache.generation);
    cache.setLive(true);
    expect(cache.latest('k')).toBeNull();
    expect(cache.state(FEED)).toBeNull();
  });

  it('lets the least recently read pages go when the kept pages outgrow their memory bound', () => {
    const cache = liveCache();
    const big = (version: number) => {
      const kept = page(version);
      kept.fragments.visitor.set('item', Buffer.alloc(10 * 1024 * 1024));
      return kept;
    };
    cache.keep('a', big(1), cache.generation);
    cache.keep('b', big(1), cache.generation);
    expect(cache.latest('a')).toBeNull();
    expect(cache.latest('b')).not.toBeNull();
  });

  it("counts a member's own body kept with a page to its memory, and only while that page is kept", () => {
    const cache = liveCache();
    const first = page(1);
    cache.keep('a', first, cache.generation);
    cache.keep('b', page(1), cache.generation);
    // A body kept with a page no longer kept (read again meanwhile) counts nothing.
    cache.grow('b', first, 60 * 1024 * 1024);
    expect(cache.latest('a')).not.toBeNull();
    // Past the bound the least recently read page goes (here the one grown).
    cache.grow('b', cache.latest('b')!, 30 * 1024 * 1024);
    expect(cache.latest('a')).not.toBeNull();
    cache.grow('a', first, 40 * 1024 * 1024);
    expect(cache.latest('a')).toBeNull();
    expect(cache.latest('b')).not.toBeNull();
  });

  it('reads a page missed by many requests at once only once per version', async () => {
    const cache = liveCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page(5);
    };
    const [a, b] = await Promise.all([cache.reading('k', 5, read), cache.reading('k', 5, read)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    await cache.reading('k', 6, read);
    await cache.reading('k', 5, read);
    expect(reads).toBe(3);
  });

  it('lets a page go when a poll on it ends (its expiry)', () => {
    const cache = liveCache();
    cache.keep('k', page(5, ['author-1'], 1000), cache.generation);
    expect(cache.page('k', 5, 999)).not.toBeNull();
    expect(cache.page('k', 5, 1000)).toBeNull();
  });
});
