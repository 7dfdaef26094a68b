import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { closeOrder } from '../order-service.ts';
import { orderOfAccount } from '../orders-repo.ts';

export const cancelOrderRoute = route(api.trading.cancelOrder, async ({ ctx, params, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  const order = await orderOfAccount(ctx.db, account.accid, params.orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const cancelled = await closeOrder(ctx, order.id, 'CANCELLED', account.userId);
  if (!cancelled) throw new AppError('ORDER_NOT_OPEN', 'This order is no longer open.');
  return undefined;
});
