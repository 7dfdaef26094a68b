import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { profilesByIds } from '../profiles/profiles-repo.ts';
import { type ContentRow, type FeedState, feedState } from './contents-repo.ts';
import { type FeedCache, feedCacheOf, type KeptBody, type KeptFeedPage, MAX_AGE_MS } from './feed-cache.ts';
import { feedFragments, seesMemberPage, threadsJson } from './read-model/feed-json.ts';
import { hydrateShared } from './read-model/hydrator.ts';
import type { ContentViewer } from './read-model/viewer.ts';
import { memberFeedStateOf, type ViewerState, viewerStateOf } from './read-model/viewer-state-repo.ts';

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
}

const idsOf = (page: KeptFeedPage | null) => {
  const items = page ? [...page.roots, ...page.children] : [];
  return {
    authors: items.map((i) => i.profileId),
    items: items.map((i) => i.id),
    polls: items.filter((i) => i.type === 'POLL').map((i) => i.id),
  };
};

/**
 * A page's shared part from the process's feed cache, or read and kept: a visitor asks the database
 * nothing while the feed is unannounced; a member asks once (the feed's version with their own state
 * among the kept page's items), twice more only when the page must be read again.
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
  if (!user) {
    const known = cache?.state(read.feed);
    const state = known ?? (await feedState(ctx.db, read.feed));
    if (!known) cache?.learn(read.feed, state, generation);
    await read.check?.(state);
    const kept =
      cache?.page(read.key, state.version, at) ?? (await keepPage(ctx, cache, generation, read, state));
    return { kept, state, viewer, own: null };
  }
  // The page kept last is a guess: the one statement says whether it is still current.
  const guess = cache?.latest(read.key) ?? null;
  const ids = idsOf(guess);
  const asked = await memberFeedStateOf(ctx.db, user.id, read.feed, ids.authors, ids.items, ids.polls);
  viewer.profileId = asked.profileId;
  cache?.learn(read.feed, asked.feed, generation);
  await read.check?.(asked.feed);
  const current = cache?.page(read.key, asked.feed.version, at) ?? null;
  if (current) return { kept: current, state: asked.feed, viewer, own: asked.state };
  const kept = await keepPage(ctx, cache, generation, read, asked.feed);
  const built = idsOf(kept);
  const own = viewer.profileId
    ? await viewerStateOf(ctx.db, viewer.profileId, built.authors, built.items, built.polls)
    : null;
  return { kept, state: asked.feed, viewer, own };
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
    expiresAt: Math.min(read.now.getTime() + MAX_AGE_MS, ...ends),
  };
  cache?.keep(read.key, kept, generation);
  return kept;
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
  const shared = viewer.userId === null ? 'visitor' : seesMemberPage(kept, viewer, own) ? 'member' : null;
  const keptBody = shared ? kept.bodies[shared] : undefined;
  if (keptBody) return keptBody;
  const threads = threadsJson(kept, kept.fragments, viewer, own, { now: read.now, markedId: read.markedId });
  const body: KeptBody = { plain: Buffer.concat(wrap(threads)), shared: shared !== null };
  if (shared) kept.bodies[shared] = body;
  return body;
}
