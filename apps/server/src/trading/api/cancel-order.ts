import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { cancelOrder } from '../customer-orders.ts';

export const cancelOrderRoute = route(api.trading.cancelOrder, async ({ ctx, params, user }) => {
  await cancelOrder(ctx, await ownAccount(ctx, user, params.accid), params.orderId);
  return undefined;
});
