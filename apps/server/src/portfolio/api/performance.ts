import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { accountPerformance } from '../analytics.ts';

export const performanceRoute = route(api.portfolio.performance, async ({ ctx, params, query, user }) =>
  accountPerformance(ctx, await ownAccount(ctx, user, params.accid), query.range),
);
