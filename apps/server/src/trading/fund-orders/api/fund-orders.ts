import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { assertKycCurrent } from '../../../identity/index.ts';
import { idempotentTransaction } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { cancelFundOrder, listFundOrders, placeFundOrder, placeFundSwitch } from '../fund-orders.ts';

export const placeFundOrderRoute = route(
  api.trading.placeFundOrder,
  async ({ ctx, params, body, user, request, reply }) => {
    const me = requireUser(user);
    const account = await ownAccount(ctx, me, params.accid);
    // Trading waits while KYC is due again (or not approved): the customer answers first.
    assertKycCurrent(me, ctx.clock.now());
    const call = { ctx, userId: me.id, request, reply, body, successStatus: 201 };
    return idempotentTransaction(call, (tx, idempotencyKey) =>
      placeFundOrder(ctx, tx, me, account, { ...body, idempotencyKey }),
    );
  },
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
  async ({ ctx, params, body, user, request, reply }) => {
    const me = requireUser(user);
    const account = await ownAccount(ctx, me, params.accid);
    assertKycCurrent(me, ctx.clock.now());
    const call = { ctx, userId: me.id, request, reply, body, successStatus: 201 };
    return idempotentTransaction(call, (tx, idempotencyKey) =>
      placeFundSwitch(ctx, tx, me, account, { ...body, idempotencyKey }),
    );
  },
  { changesOwn: 'money' },
);
