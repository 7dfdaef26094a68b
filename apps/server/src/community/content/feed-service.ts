import type { ContentItemView } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { instrumentById } from '../../market-data/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireGroupContentReaderUser, requireGroupFeedReader } from '../groups/group-access.ts';
import { profileById, profilesByIds } from '../profiles/profiles-repo.ts';
import {
  contentById,
  type FeedKeyset,
  type FeedState,
  feedCursor,
  feedKey,
  feedKeyset,
  feedRoots,
  feedState,
  latestChildren,
  profilePosts,
  profilePostsCursor,
  profilePostsKeyset,
  threadDescendants,
} from './contents-repo.ts';
import { type FeedCache, feedCacheOf, type KeptFeedPage, MAX_AGE_MS } from './feed-cache.ts';
import { feedFragments, threadsJson } from './read-model/feed-json.ts';
import { hydrateShared } from './read-model/hydrator.ts';
import { presentThreads } from './read-model/pipeline.ts';
import { translationTarget } from './read-model/translations.ts';
import { type ContentViewer, contentViewer } from './read-model/viewer.ts';
import { memberFeedStateOf, type ViewerState, viewerStateOf } from './read-model/viewer-state-repo.ts';

/** The server clamps what a client may ask for, whatever it sends. */
export const MAX_FEED_LIMIT = 50;
export const MAX_CHILD_LIMIT = 20;

export interface FeedRequest {
  instrumentId?: number | undefined;
  groupId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  childLimit: number;
  contentId?: string | undefined;
  language?: string | undefined;
}

/**
 * A page of an instrument's or a group's feed, as JSON. The part every reader shares (the threads,
 * their authors, counts, polls, images and translations, each item rendered for a visitor) is kept
 * per process (feed-cache.ts): a visitor's page then asks the database nothing, a member's asks once
 * (the feed's version with their own follows, mutes, likes and votes). Access to a group's feed is
 * checked on every request.
 */
export async function feedPageJson(
  ctx: AppContext,
  user: UserRow | null,
  request: FeedRequest,
): Promise<Buffer> {
  const limit = Math.min(request.limit, MAX_FEED_LIMIT);
  const childLimit = Math.min(request.childLimit, MAX_CHILD_LIMIT);
  const after = feedCursor.decode(request.cursor);
  if (request.groupId !== undefined) await requireGroupFeedReader(ctx, user, request.groupId);
  const where = { instrumentId: request.instrumentId, groupId: request.groupId };
  const feed = feedKey(where);
  const cache = await feedCacheOf(ctx.db);
  const generation = cache?.generation ?? 0;
  const now = ctx.clock.now();
  const viewer: ContentViewer = {
    userId: user?.id ?? null,
    profileId: null,
    language: request.language ?? null,
    country: user?.country ?? null,
  };
  const target = await translationTarget(ctx, viewer);
  const key = `${feed}|${request.cursor ?? ''}|${limit}|${childLimit}|${target ?? ''}|${request.contentId ?? ''}`;
  const build = (state: FeedState) =>
    keptPage(ctx, cache, generation, key, {
      feed,
      where,
      after,
      limit,
      childLimit,
      target,
      state,
      now,
      request,
    });

  let state: FeedState;
  let kept: KeptFeedPage | null;
  let own: ViewerState | null = null;
  if (!user) {
    const known = cache?.state(feed);
    state = known ?? (await feedState(ctx.db, feed));
    if (!known) cache?.learn(feed, state, generation);
    await requireFeedExists(ctx, state, request.instrumentId);
    kept = cache?.page(key, state.version, now.getTime()) ?? (await build(state));
  } else {
    // The page kept last is a guess: the one statement says whether it is still current.
    const guess = cache?.latest(key) ?? null;
    const items = guess ? [...guess.roots, ...guess.children] : [];
    const asked = await memberFeedStateOf(
      ctx.db,
      user.id,
      feed,
      items.map((i) => i.profileId),
      items.map((i) => i.id),
      items.filter((i) => i.type === 'POLL').map((i) => i.id),
    );
    state = asked.feed;
    viewer.profileId = asked.profileId;
    cache?.learn(feed, state, generation);
    await requireFeedExists(ctx, state, request.instrumentId);
    kept = cache?.page(key, state.version, now.getTime()) ?? null;
    if (kept) own = asked.state;
    else {
      kept = await build(state);
      const built = [...kept.roots, ...kept.children];
      own = viewer.profileId
        ? await viewerStateOf(
            ctx.db,
            viewer.profileId,
            built.map((i) => i.profileId),
            built.map((i) => i.id),
            built.filter((i) => i.type === 'POLL').map((i) => i.id),
          )
        : null;
    }
  }
  // A visitor's page is the same bytes for every visitor: kept whole with the page.
  if (!user && kept.visitorBody) return kept.visitorBody;
  const threads = threadsJson(kept, kept.fragments, viewer, own, { now, markedId: request.contentId });
  // The count is shown above the first page; a later page (a cursor) does not show it.
  const postCount = after ? 'null' : String(state.postCount);
  const body = Buffer.concat([
    Buffer.from('{"threads":'),
    ...threads,
    Buffer.from(`,"nextCursor":${JSON.stringify(kept.nextCursor)},"postCount":${postCount}}`),
  ]);
  if (!user) kept.visitorBody = body;
  return body;
}

/** A feed with a row has had a post, so its instrument exists; only an empty one needs the check. */
async function requireFeedExists(ctx: AppContext, state: FeedState, instrumentId: number | undefined) {
  if (!state.exists && instrumentId !== undefined && !(await instrumentById(ctx.db, instrumentId))) {
    throw new AppError('NOT_FOUND', 'No such instrument.');
  }
}

/** Reads a page's shared part at `state` and keeps it (when the cache is live and nothing raced it). */
async function keptPage(
  ctx: AppContext,
  cache: FeedCache | null,
  generation: number,
  key: string,
  page: {
    feed: string;
    where: { instrumentId?: number | undefined; groupId?: string | undefined };
    after: FeedKeyset | null;
    limit: number;
    childLimit: number;
    target: string | null;
    state: FeedState;
    now: Date;
    request: FeedRequest;
  },
): Promise<KeptFeedPage> {
  const rows = await feedRoots(ctx.db, page.where, page.after, page.limit + 1);
  const { page: roots, nextCursor } = feedCursor.page(rows, page.limit, feedKeyset);
  const children = await latestChildren(
    ctx.db,
    roots.map((r) => r.id),
    page.childLimit,
  );
  const items = [...roots, ...children];
  const [shared, authors] = await Promise.all([
    hydrateShared(ctx, items, page.target),
    profilesByIds(
      ctx.db,
      items.map((i) => i.profileId),
    ),
  ]);
  const parts = { roots, children, shared, authors };
  // A poll that ends while kept would still say it runs: the page goes when the first one ends.
  const ends = items
    .filter((i) => i.type === 'POLL' && i.endingAt && i.endingAt > page.now)
    .map((i) => i.endingAt!.getTime());
  const kept: KeptFeedPage = {
    ...parts,
    feed: page.feed,
    version: page.state.version,
    postCount: page.state.postCount,
    nextCursor,
    fragments: feedFragments(parts, { now: page.now, markedId: page.request.contentId }),
    expiresAt: Math.min(page.now.getTime() + MAX_AGE_MS, ...ends),
  };
  cache?.keep(key, kept, generation);
  return kept;
}

/** A member's posts and polls on their profile page, newest first; a deactivated member has none to show. */
export async function profilePostsPage(
  ctx: AppContext,
  user: UserRow | null,
  profileId: string,
  request: { cursor?: string | undefined; limit: number; childLimit: number; language?: string | undefined },
): Promise<{ threads: ContentItemView[]; nextCursor: string | null }> {
  const limit = Math.min(request.limit, MAX_FEED_LIMIT);
  const childLimit = Math.min(request.childLimit, MAX_CHILD_LIMIT);
  const after = profilePostsCursor.decode(request.cursor);
  const profile = await profileById(ctx.db, profileId);
  if (profile?.status !== 'ACTIVE') throw new AppError('NOT_FOUND', 'No such member.');
  const [rows, viewer] = await Promise.all([
    profilePosts(ctx.db, profile.id, after, limit + 1),
    contentViewer(ctx, user, request.language),
  ]);
  const { page, nextCursor } = profilePostsCursor.page(rows, limit, profilePostsKeyset);
  const children = await latestChildren(
    ctx.db,
    page.map((r) => r.id),
    childLimit,
  );
  const threads = await presentThreads(ctx, page, children, viewer);
  return { threads, nextCursor };
}

/** One whole thread around any item in it, the item marked. */
export async function threadAround(
  ctx: AppContext,
  user: UserRow | null,
  contentId: string,
  language?: string,
) {
  const item = await contentById(ctx.db, contentId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  const root = item.rootId ? await contentById(ctx.db, item.rootId) : item;
  if (!root) throw new AppError('NOT_FOUND', 'No such content.');
  await requireGroupContentReaderUser(ctx, user, root.groupId);
  const [descendants, viewer] = await Promise.all([
    threadDescendants(ctx.db, root.id),
    contentViewer(ctx, user, language),
  ]);
  const [view] = await presentThreads(ctx, [root], descendants, viewer, { markedId: item.id });
  return { root: view!, classicUri: root.classicUri, totalChildCount: root.totalChildCount };
}
