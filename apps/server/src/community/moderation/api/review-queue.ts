import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { reportKeyset, reviewQueueCursor, reviewQueuePage } from '../moderation-repo.ts';
import { requireModerator } from '../moderator.ts';
import { presentQueueReport } from '../views.ts';

export const reviewQueueRoute = route(api.community.moderation.reviewQueue, async ({ ctx, user, query }) => {
  requireModerator(user);
  const rows = await reviewQueuePage(ctx.db, query.status, {
    after: reviewQueueCursor.decode(query.cursor),
    limit: query.limit,
  });
  const { page, nextCursor } = reviewQueueCursor.page(rows, query.limit, reportKeyset);
  return { reports: page.map(presentQueueReport), nextCursor };
});
