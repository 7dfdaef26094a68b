import { api } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { presentOrder } from '../order-view.ts';
import { averageFillPrices } from '../orders-repo.ts';

/**
 * GET /api/orders/:orderNumber: the caller's order with that number, on whichever of their accounts.
 * Someone else's order answers exactly like one that does not exist.
 */
export const orderByNumberRoute = route(api.trading.orderByNumber, async ({ ctx, params, user }) => {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, Number(params.orderNumber)), eq(orders.userId, user.id)));
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const averages = await averageFillPrices(ctx.db, [order.id]);
  return presentOrder(order, averages.get(order.id) ?? null);
});
