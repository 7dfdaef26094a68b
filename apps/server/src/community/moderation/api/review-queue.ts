import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { decodeCursor, pageOf } from '../cursor.ts';
import { reviewQueuePage } from '../moderation-repo.ts';
import { requireModerator } from '../moderator.ts';
import { presentQueueReport } from '../views.ts';

export const reviewQueueRoute = route(api.community.moderation.reviewQueue, async ({ ctx, user, query }) => {
  requireModerator(user);
  const rows = await reviewQueuePage(ctx.db, query.status, {
    after: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => row.report);
  return { reports: page.map(presentQueueReport), nextCursor };
});
