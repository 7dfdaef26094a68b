import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { fileReport } from '../moderation-service.ts';

export const reportContentRoute = route(
  api.community.moderation.reportContent,
  async ({ ctx, user, params, body, request }) => {
    const reporter = await requireActiveProfile(ctx, user);
    const report = await fileReport(ctx, reporter, {
      contentId: params.contentId,
      reportComment: body.reportComment,
      country: body.country,
      ip: request.ip,
    });
    return { id: report.id, status: report.status };
  },
);
