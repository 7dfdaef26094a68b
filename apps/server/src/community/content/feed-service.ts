import type { ContentItemView } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { instrumentById } from '../../market-data/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireGroupContentReaderUser, requireGroupFeedReader } from '../groups/group-access.ts';
import { profileById } from '../profiles/profiles-repo.ts';
import {
  contentById,
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
import { feedPageCache } from './feed-cache.ts';
import { assembleThreads } from './read-model/content-view.ts';
import { hydrateShared, hydrateViewer } from './read-model/hydrator.ts';
import { presentThreads } from './read-model/pipeline.ts';
import { translationTarget } from './read-model/translations.ts';
import { contentViewer } from './read-model/viewer.ts';

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
 * A page of an instrument's or a group's feed. The part every reader shares (the threads, their
 * counts, polls, images and translations) is kept per process under the feed's version, read in the
 * same query as the post count; the reader's own part (authors, relationships, reactions, votes) is
 * read on every request. Access to a group's feed is checked on every request too.
 */
export async function feedPage(
  ctx: AppContext,
  user: UserRow | null,
  request: FeedRequest,
): Promise<{ threads: ContentItemView[]; nextCursor: string | null; postCount: number | null }> {
  const limit = Math.min(request.limit, MAX_FEED_LIMIT);
  const childLimit = Math.min(request.childLimit, MAX_CHILD_LIMIT);
  const after = feedCursor.decode(request.cursor);
  if (request.groupId !== undefined) await requireGroupFeedReader(ctx, user, request.groupId);
  const where = { instrumentId: request.instrumentId, groupId: request.groupId };
  const feed = feedKey(where);
  const [state, viewer] = await Promise.all([
    feedState(ctx.db, feed),
    contentViewer(ctx, user, request.language),
  ]);
  // A feed with a row has had a post, so its instrument exists; only an empty one needs the check.
  if (!state && request.instrumentId !== undefined && !(await instrumentById(ctx.db, request.instrumentId))) {
    throw new AppError('NOT_FOUND', 'No such instrument.');
  }
  const target = await translationTarget(ctx, viewer);
  const version = state?.version ?? 0;
  const cache = feedPageCache(ctx.db);
  const key = `${feed}|${request.cursor ?? ''}|${limit}|${childLimit}|${target ?? ''}`;
  const now = ctx.clock.now().getTime();
  let shared = cache.get(key, version, now);
  if (!shared) {
    const rows = await feedRoots(ctx.db, where, after, limit + 1);
    const { page, nextCursor } = feedCursor.page(rows, limit, feedKeyset);
    const children = await latestChildren(
      ctx.db,
      page.map((r) => r.id),
      childLimit,
    );
    shared = {
      roots: page,
      children,
      nextCursor,
      shared: await hydrateShared(ctx, [...page, ...children], target),
    };
    cache.set(key, version, now, shared);
  }
  const own = await hydrateViewer(ctx, [...shared.roots, ...shared.children], viewer);
  const threads = assembleThreads(shared.roots, shared.children, { ...shared.shared, ...own }, viewer, {
    markedId: request.contentId,
    now: ctx.clock.now(),
  });
  // The count is shown above the first page; a later page (a cursor) does not show it.
  return { threads, nextCursor: shared.nextCursor, postCount: after ? null : (state?.postCount ?? 0) };
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
