import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { accountHoldings } from '../positions.ts';

export const positionsRoute = route(api.portfolio.positions, async ({ ctx, params, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  return (await accountHoldings(ctx, account)).map((h) => h.view);
});
