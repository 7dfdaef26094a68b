import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { myReports } from '../moderation-service.ts';

/** "My reports": a deactivated member may still read what became of their reports. */
export const myReportsRoute = route(api.community.moderation.myReports, ({ ctx, user, query }) =>
  myReports(ctx, requireUser(user), query),
);
