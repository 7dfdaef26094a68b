import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';
import { myReportsCursor, reportKeyset, reportsByReporter } from '../moderation-repo.ts';
import { presentMyReport } from '../views.ts';

/** "My reports": a deactivated member may still read what became of their reports. */
export const myReportsRoute = route(api.community.moderation.myReports, async ({ ctx, user, query }) => {
  const profile = await profileOfUser(ctx.db, requireUser(user).id);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 'Join the community to report content.');
  const rows = await reportsByReporter(ctx.db, profile.id, {
    after: myReportsCursor.decode(query.cursor),
    limit: query.limit,
  });
  const { page, nextCursor } = myReportsCursor.page(rows, query.limit, reportKeyset);
  return { reports: page.map(presentMyReport), nextCursor };
});
