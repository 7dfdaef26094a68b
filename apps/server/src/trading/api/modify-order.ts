import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { modifyAndMatch } from '../customer-orders.ts';

export const modifyOrderRoute = route(api.trading.modifyOrder, async ({ ctx, params, body, user }) =>
  modifyAndMatch(ctx, await ownAccount(ctx, user, params.accid), params.orderId, body),
);
