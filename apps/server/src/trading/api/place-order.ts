import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { route } from '../../platform/route.ts';
import { runMatching } from '../matching.ts';
import { placeOrder } from '../order-service.ts';
import { presentOrder } from '../order-view.ts';
import { averageFillPrices, orderOfAccount } from '../orders-repo.ts';

export const placeOrderRoute = route(
  api.trading.placeOrder,
  async ({ ctx, params, body, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    return idempotent(
      { ctx, userId: account.userId, request, reply, body, successStatus: 201 },
      async (key) => {
        const placed = await placeOrder(ctx, account, body, key);
        // A market order in an open market (or a marketable limit order) fills now, not on the next tick.
        await runMatching(ctx, { orderIds: [placed.id] });
        const order = (await orderOfAccount(ctx.db, account.accid, placed.id))!;
        const averages = await averageFillPrices(ctx.db, [order.id]);
        return presentOrder(order, averages.get(order.id) ?? null);
      },
    );
  },
);
