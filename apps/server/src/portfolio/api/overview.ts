import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { memberOverview } from '../overview.ts';

export const overviewRoute = route(api.portfolio.overview, async ({ ctx, user }) =>
  memberOverview(ctx, user!.id),
);
