import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { actionsOnContent } from '../moderation-repo.ts';
import { requireModerator } from '../moderator.ts';
import { presentModerationAction } from '../views.ts';

export const moderationActionsRoute = route(
  api.community.moderation.moderationActions,
  async ({ ctx, user, query }) => {
    requireModerator(user);
    const rows = await actionsOnContent(ctx.db, query.contentId);
    return { actions: rows.map(presentModerationAction) };
  },
);
