import type { ContentItemView } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { instrumentById } from '../../market-data/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireGroupContentReaderUser, requireGroupFeedReader } from '../groups/group-access.ts';
import { profileById } from '../profiles/profiles-repo.ts';
import {
  type ContentRow,
  contentById,
  feedCursor,
  feedKey,
  feedKeyset,
  feedRoots,
  latestChildren,
  profilePosts,
  profilePostsCursor,
  profilePostsKeyset,
  threadDescendants,
} from './contents-repo.ts';
import { feedCacheOf, type KeptBody } from './feed-cache.ts';
import { type KeptRead, pageBody, type ReadPage, readKept } from './kept-pages.ts';
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
): Promise<KeptBody> {
  const limit = Math.min(request.limit, MAX_FEED_LIMIT);
  const childLimit = Math.min(request.childLimit, MAX_CHILD_LIMIT);
  const after = feedCursor.decode(request.cursor);
  if (request.groupId !== undefined) await requireGroupFeedReader(ctx, user, request.groupId);
  const where = { instrumentId: request.instrumentId, groupId: request.groupId };
  const feed = feedKey(where);
  const target = await translationTarget(ctx, {
    userId: user?.id ?? null,
    profileId: null,
    language: request.language ?? null,
    country: user?.country ?? null,
  });
  const read: KeptRead = {
    key: `${feed}|${request.cursor ?? ''}|${limit}|${childLimit}|${target ?? ''}|${request.contentId ?? ''}`,
    feed,
    target,
    markedId: request.contentId,
    now: ctx.clock.now(),
    async rows() {
      const rows = await feedRoots(ctx.db, where, after, limit + 1);
      const { page, nextCursor } = feedCursor.page(rows, limit, feedKeyset);
      const children = await latestChildren(
        ctx.db,
        page.map((r) => r.id),
        childLimit,
      );
      return { roots: page, children, nextCursor };
    },
    // A feed with a row has had a post, so its instrument exists; only an empty one needs the check.
    async check(state) {
      if (state.exists || request.instrumentId === undefined) return;
      if (!(await instrumentById(ctx.db, request.instrumentId))) {
        throw new AppError('NOT_FOUND', 'No such instrument.');
      }
    },
  };
  const page = await readKept(ctx, user, read);
  // The count is shown above the first page; a later page (a cursor) does not show it.
  const postCount = after ? 'null' : String(page.kept.postCount);
  return pageBody(page, read, (threads) => [
    Buffer.from('{"threads":'),
    ...threads,
    Buffer.from(`,"nextCursor":${JSON.stringify(page.kept.nextCursor)},"postCount":${postCount}}`),
  ]);
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

/**
 * One whole thread around any item in it, the item marked, as JSON: kept like a feed page, under the
 * version of the feed its root is in (every item of a thread is in its root's feed).
 */
export async function threadJson(
  ctx: AppContext,
  user: UserRow | null,
  contentId: string,
  language?: string,
): Promise<KeptBody> {
  const target = await translationTarget(ctx, {
    userId: user?.id ?? null,
    profileId: null,
    language: language ?? null,
    country: user?.country ?? null,
  });
  const key = `thread|${contentId}|${target ?? ''}`;
  // Where the item's thread is: from the kept page if there is one (an item never changes thread).
  const guess = (await feedCacheOf(ctx.db))?.latest(key)?.roots[0] ?? (await rootOf(ctx, contentId));
  const feed =
    guess.instrumentId !== null || guess.groupId !== null
      ? feedKey({ instrumentId: guess.instrumentId ?? undefined, groupId: guess.groupId ?? undefined })
      : null;
  if (!feed) return whole(await threadAround(ctx, user, contentId, language));
  await requireGroupContentReaderUser(ctx, user, guess.groupId);
  let root = guess;
  const read: KeptRead = {
    key,
    feed,
    target,
    markedId: contentId,
    now: ctx.clock.now(),
    async rows() {
      // Read again after the feed's version: the kept root is never older than the version.
      const fresh = await contentById(ctx.db, guess.id);
      if (!fresh) throw new AppError('NOT_FOUND', 'No such content.');
      // Moved to another feed meanwhile (moderation): read whole, not kept under the old feed.
      if (fresh.instrumentId !== guess.instrumentId || fresh.groupId !== guess.groupId) throw MOVED;
      return { roots: [fresh], children: await threadDescendants(ctx.db, fresh.id), nextCursor: null };
    },
  };
  let page: ReadPage;
  try {
    page = await readKept(ctx, user, read);
  } catch (error) {
    if (error !== MOVED) throw error;
    return whole(await threadAround(ctx, user, contentId, language));
  }
  root = page.kept.roots[0] ?? root;
  const { classicUri, totalChildCount } = root;
  // The threads array of one: its root's object without the brackets.
  return pageBody(page, read, (threads) => [
    Buffer.from('{"root":'),
    ...threads.slice(1, -1),
    Buffer.from(`,"classicUri":${JSON.stringify(classicUri)},"totalChildCount":${totalChildCount}}`),
  ]);
}

const MOVED = new Error('the thread moved to another feed');

const whole = (view: unknown): KeptBody => ({ plain: Buffer.from(JSON.stringify(view)), shared: false });

async function rootOf(ctx: AppContext, contentId: string): Promise<ContentRow> {
  const item = await contentById(ctx.db, contentId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  const root = item.rootId ? await contentById(ctx.db, item.rootId) : item;
  if (!root) throw new AppError('NOT_FOUND', 'No such content.');
  return root;
}

/** One whole thread around any item in it, the item marked (read whole, for a thread outside any feed). */
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
