import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { portfolioReport } from '../analytics.ts';

export const reportRoute = route(api.portfolio.report, async ({ ctx, params, query, user }) =>
  portfolioReport(ctx, await ownAccount(ctx, user, params.accid), query.year),
);
