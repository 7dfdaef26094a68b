import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { ownAccountTransaction } from '../../../accounts-and-money/accounts/own-account-transaction.ts';
import { route } from '../../../platform/route.ts';
import { cancelFundOrder, listFundOrders, placeFundOrder, placeFundSwitch } from '../fund-orders.ts';

export const placeFundOrderRoute = route(
  api.trading.placeFundOrder,
  async (call) =>
    ownAccountTransaction(call, (tx, me, account, idempotencyKey) =>
      placeFundOrder(call.ctx, tx, me, account, { ...call.body, idempotencyKey }),
    ),
  { changesOwn: 'money' },
);

export const fundOrdersRoute = route(api.trading.listFundOrders, async ({ ctx, params, user }) =>
  listFundOrders(ctx, await ownAccount(ctx, user, params.accid)),
);

export const cancelFundOrderRoute = route(
  api.trading.cancelFundOrder,
  async ({ ctx, params, user }) => {
    await cancelFundOrder(ctx, await ownAccount(ctx, user, params.accid), params.id);
    return null;
  },
  { changesOwn: 'money' },
);

export const placeFundSwitchRoute = route(
  api.trading.placeFundSwitch,
  async (call) =>
    ownAccountTransaction(call, (tx, me, account, idempotencyKey) =>
      placeFundSwitch(call.ctx, tx, me, account, { ...call.body, idempotencyKey }),
    ),
  { changesOwn: 'money' },
);
