import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { resolveReport } from '../moderation-service.ts';
import { requireModerator } from '../moderator.ts';
import { presentQueueReport } from '../views.ts';

export const resolveReportRoute = route(
  api.community.moderation.resolveReport,
  async ({ ctx, user, params, body }) => {
    const moderator = requireModerator(user);
    const resolved = await resolveReport(ctx, moderator, {
      reportId: params.reportId,
      action: body.action,
      note: body.note ?? '',
    });
    return presentQueueReport(resolved);
  },
);
