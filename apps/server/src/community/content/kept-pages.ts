import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { profilesByIds } from '../profiles/profiles-repo.ts';
import { type ContentRow, type FeedState, feedState } from './contents-repo.ts';
import { type FeedCache, feedCacheOf, type KeptBody, type KeptFeedPage, MAX_AGE_MS } from './feed-cache.ts';
import { feedFragments, seesMemberPage, threadsJson } from './read-model/feed-json.ts';
import { hydrateShared } from './read-model/hydrator.ts';
import { keptViewerOf } from './read-model/kept-viewer.ts';
import type { ContentViewer } from './read-model/viewer.ts';
import { type ViewerState, viewerStateOf } from './read-model/viewer-state-repo.ts';

/** What a kept page is read from: its feed, its key and how to read its rows when it is not kept. */
export interface KeptRead {
  key: string;
  feed: string;
  target: string | null;
  markedId: string | undefined;
  now: Date;
  /** The rows, read after the feed's state, so a kept page is never older than its version. */
  rows(): Promise<{ roots: ContentRow[]; children: ContentRow[]; nextCursor: string | null }>;
  /** Refusals that depend on the feed's state (an empty feed's instrument must exist). */
  check?(state: FeedState): Promise<void>;
}

export interface ReadPage {
  kept: KeptFeedPage;
  state: FeedState;
  viewer: ContentViewer;
  own: ViewerState | null;
  /**
   * Set when `own` is the member's kept state (one object until it changes): their own body may then
   * be kept with the page, its bytes counted to the page's.
   */
  keep: ((bytes: number) => void) | null;
}

/** A page keeps the own bodies of at most this many members (the most recent), beside the shared ones. */
const OWN_BODIES_PER_PAGE = 4;

const idsOf = (page: KeptFeedPage) => {
  const items = [...page.roots, ...page.children];
  return {
    authors: items.map((i) => i.profileId),
    items: items.map((i) => i.id),
    polls: items.filter((i) => i.type === 'POLL').map((i) => i.id),
  };
};

/**
 * A page's shared part from the process's feed cache, or read and kept: while the feed is unannounced
 * a visitor's page asks the database nothing, and so does a member's whose own state is kept
 * (read/kept-viewer.ts). A member whose state is not kept asks one statement (their state with the
 * feed's version); one with too much state to keep asks for theirs among the page's items.
 */
export async function readKept(ctx: AppContext, user: UserRow | null, read: KeptRead): Promise<ReadPage> {
  const cache = await feedCacheOf(ctx.db);
  const generation = cache?.generation ?? 0;
  const viewer: ContentViewer = {
    userId: user?.id ?? null,
    profileId: null,
    language: null,
    country: user?.country ?? null,
  };
  const at = read.now.getTime();
  const mine = user ? await keptViewerOf(ctx, user.id, read.feed) : null;
  viewer.profileId = mine?.viewer.profileId ?? null;
  // A logged-in write catches this process up on the feed's announcements before it answers (the
  // feed cache's mark in SessionCache.caughtUp), so the writer's next page here is current without
  // asking for the version.
  const known = mine?.feed ?? cache?.state(read.feed);
  const state = known ?? (await feedState(ctx.db, read.feed));
  if (!known || mine?.feed) cache?.learn(read.feed, state, generation);
  await read.check?.(state);
  const kept =
    cache?.page(read.key, state.version, at) ??
    (await (cache
      ? cache.reading(read.key, state.version, () => keepPage(ctx, cache, generation, read, state))
      : keepPage(ctx, cache, generation, read, state)));
  let own = mine?.viewer.state ?? null;
  const ownKept = own !== null;
  if (mine && !own && viewer.profileId) {
    const ids = idsOf(kept);
    own = await viewerStateOf(ctx.db, viewer.profileId, ids.authors, ids.items, ids.polls);
  }
  const grown = (bytes: number) => cache?.grow(read.key, kept, bytes);
  return { kept, state, viewer, own, keep: ownKept ? grown : null };
}

/** Reads a page's shared part at `state` and keeps it (when the cache is live and nothing raced it). */
async function keepPage(
  ctx: AppContext,
  cache: FeedCache | null,
  generation: number,
  read: KeptRead,
  state: FeedState,
): Promise<KeptFeedPage> {
  const { roots, children, nextCursor } = await read.rows();
  const items = [...roots, ...children];
  const [shared, authors] = await Promise.all([
    hydrateShared(ctx, items, read.target),
    profilesByIds(
      ctx.db,
      items.map((i) => i.profileId),
    ),
  ]);
  const parts = { roots, children, shared, authors };
  // A poll that ends while kept would still say it runs: the page goes when the first one ends.
  const ends = items
    .filter((i) => i.type === 'POLL' && i.endingAt && i.endingAt > read.now)
    .map((i) => i.endingAt!.getTime());
  const kept: KeptFeedPage = {
    ...parts,
    feed: read.feed,
    version: state.version,
    postCount: state.postCount,
    nextCursor,
    fragments: feedFragments(parts, { now: read.now, markedId: read.markedId }),
    bodies: {},
    plainFor: new WeakMap(),
    own: new Map(),
    expiresAt: Math.min(read.now.getTime() + MAX_AGE_MS, ...ends),
  };
  cache?.keep(read.key, kept, generation);
  return kept;
}

/**
 * Whether a member sees the page as any member without state of their own does. A member's kept
 * state is one object until it changes (and their profile id with it), so the answer is kept with
 * the page per state object, not worked out over every item on every read.
 */
function plainForMember({ kept, viewer, own }: ReadPage): boolean {
  if (!own) return seesMemberPage(kept, viewer, own);
  let plain = kept.plainFor.get(own);
  if (plain === undefined) {
    plain = seesMemberPage(kept, viewer, own);
    kept.plainFor.set(own, plain);
  }
  return plain;
}

/**
 * The response for this reader: `wrap` puts the threads' JSON pieces in their envelope. A visitor, and
 * a member whose own state shows on none of the page's items, get bytes kept with the page.
 */
export function pageBody(
  page: ReadPage,
  read: Pick<KeptRead, 'now' | 'markedId'>,
  wrap: (threads: Buffer[]) => Buffer[],
): KeptBody {
  const { kept, viewer, own } = page;
  const shared = viewer.userId === null ? 'visitor' : plainForMember(page) ? 'member' : null;
  const keptBody = shared ? kept.bodies[shared] : own && page.keep ? kept.own.get(own) : undefined;
  if (keptBody) return keptBody;
  // Only the items the reader's own state changes are rendered; the rest are the kept fragments' bytes.
  const threads = threadsJson(kept, kept.fragments, viewer, own, { now: read.now, markedId: read.markedId });
  const body: KeptBody = { plain: Buffer.concat(wrap(threads)), shared: shared !== null };
  if (shared) kept.bodies[shared] = body;
  else if (own && page.keep) {
    // A member reading the page again with the same state gets the same bytes: kept with the page.
    if (kept.own.size >= OWN_BODIES_PER_PAGE) {
      const oldest = kept.own.keys().next().value;
      if (oldest) kept.own.delete(oldest);
    }
    kept.own.set(own, body);
    page.keep(body.plain.length);
  }
  return body;
}
