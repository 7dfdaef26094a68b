import { api } from '@havn/contract';
import { eq } from 'drizzle-orm';
import { groups } from '../../../db/schema/groups.ts';
import { instruments } from '../../../db/schema/instruments.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { decodeCursor, encodeCursor, feedRoots, latestChildren } from '../contents-repo.ts';
import { presentThreads } from '../read-model/pipeline.ts';
import { contentViewer } from '../read-model/viewer.ts';

/** The server clamps what a client may ask for, whatever it sends. */
export const MAX_FEED_LIMIT = 50;
export const MAX_CHILD_LIMIT = 20;

export const feedRoute = route(api.community.content.feed, async ({ ctx, query, user }) => {
  const limit = Math.min(query.limit, MAX_FEED_LIMIT);
  const childLimit = Math.min(query.childLimit, MAX_CHILD_LIMIT);
  const cursor = decodeCursor(query.cursor);
  if (query.cursor && !cursor)
    throw new AppError('BAD_REQUEST', 'That cursor is not one this feed gave out.');
  if (query.instrumentId !== undefined) {
    const [found] = await ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.id, query.instrumentId));
    if (!found) throw new AppError('NOT_FOUND', 'No such instrument.');
  }
  if (query.groupId !== undefined) {
    const [found] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.id, query.groupId));
    if (!found) throw new AppError('NOT_FOUND', 'No such group.');
  }
  const [rows, viewer] = await Promise.all([
    feedRoots(ctx.db, { instrumentId: query.instrumentId, groupId: query.groupId }, cursor, limit + 1),
    contentViewer(ctx, user, query.language),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const children = await latestChildren(
    ctx.db,
    page.map((r) => r.id),
    childLimit,
  );
  const threads = await presentThreads(ctx, page, children, viewer, { markedId: query.contentId });
  return {
    threads,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ pinned: last.isPinned, postedAt: last.postedAt.toISOString(), id: last.id })
        : null,
  };
});
