import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { accountPurchaseLots } from '../purchase-lots.ts';

export const purchaseLotsRoute = route(api.portfolio.purchaseLots, async ({ ctx, params, user }) =>
  accountPurchaseLots(ctx, await ownAccount(ctx, user, params.accid)),
);
