import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { runMatching } from '../matching.ts';
import { modifyOrder } from '../order-service.ts';
import { presentOrder } from '../order-view.ts';
import { averageFillPrices, orderOfAccount } from '../orders-repo.ts';

export const modifyOrderRoute = route(api.trading.modifyOrder, async ({ ctx, params, body, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  await modifyOrder(ctx, account, params.orderId, body);
  // A new limit may reach the quote: match now.
  await runMatching(ctx, { orderIds: [params.orderId] });
  const order = (await orderOfAccount(ctx.db, account.accid, params.orderId))!;
  const averages = await averageFillPrices(ctx.db, [order.id]);
  return presentOrder(order, averages.get(order.id) ?? null);
});
