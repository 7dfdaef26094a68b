import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { ordersPage } from '../customer-orders.ts';

export const listOrdersRoute = route(api.trading.listOrders, async ({ ctx, params, query, user }) =>
  ordersPage(ctx, await ownAccount(ctx, user, params.accid), {
    openOnly: query.state === 'OPEN',
    limit: query.limit,
    cursor: query.cursor,
  }),
);
