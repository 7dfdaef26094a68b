import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { reviewQueue } from '../moderation-service.ts';
import { requireModerator } from '../moderator.ts';

export const reviewQueueRoute = route(api.community.moderation.reviewQueue, ({ ctx, user, query }) => {
  requireModerator(user);
  return reviewQueue(ctx, query.status, query);
});
