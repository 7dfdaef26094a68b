import type { OrderView } from '@havn/contract';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import type { UserRow } from '../platform/sessions.ts';
import { runMatching } from './matching.ts';
import {
  closeOrder,
  type ModifyOrderInput,
  modifyOrder,
  type PlaceOrderInput,
  placeOrderOn,
} from './order-service.ts';
import { presentOrder } from './order-view.ts';
import {
  averageFillPrices,
  type OrderRow,
  orderKeyset,
  orderOfAccount,
  orderOfAccountWithAverage,
  orderOfUserByNumber,
  ordersCursor,
  ordersOfAccount,
} from './orders-repo.ts';

/**
 * The customer's side of the order desk: each request's whole choreography (the write, an immediate
 * matching run, the order as it now stands), so the endpoints only authenticate, parse and answer.
 */

async function presented(ctx: AppContext, order: OrderRow): Promise<OrderView> {
  const averages = await averageFillPrices(ctx.db, [order.id]);
  return presentOrder(order, averages.get(order.id) ?? null);
}

/** Places an order and matches it at once: a market order in an open market fills now, not on the next tick. */
export async function placeAndMatch(
  ctx: AppContext,
  account: AccountRow,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<OrderView> {
  const { order, instrument, averagePrice } = await placeOrderOn(ctx, account, input, idempotencyKey, {
    fillAtOnce: true,
  });
  // Filled in its own placement: the write knows the answer.
  if (averagePrice !== undefined) return presentOrder(order, averagePrice);
  await runMatching(ctx, {
    placed: { order: { ...order, tradable: instrument.tradable }, instrument },
  });
  const now = (await orderOfAccountWithAverage(ctx.db, account.accid, order.id))!;
  return presentOrder(now.order, now.averagePrice);
}

/** Changes an open order; a new limit may reach the quote, so it is matched at once too. */
export async function modifyAndMatch(
  ctx: AppContext,
  account: AccountRow,
  orderId: string,
  input: ModifyOrderInput,
): Promise<OrderView> {
  await modifyOrder(ctx, account, orderId, input);
  await runMatching(ctx, { orderIds: [orderId] });
  return presented(ctx, (await orderOfAccount(ctx.db, account.accid, orderId))!);
}

/** The customer cancels an open order of the account. */
export async function cancelOrder(ctx: AppContext, account: AccountRow, orderId: string): Promise<void> {
  const order = await orderOfAccount(ctx.db, account.accid, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const cancelled = await closeOrder(ctx, order.id, 'CANCELLED', account.userId);
  if (!cancelled) throw new AppError('ORDER_NOT_OPEN', 'This order is no longer open.');
}

/** One page of an account's orders, newest first. */
export async function ordersPage(
  ctx: AppContext,
  account: AccountRow,
  query: { openOnly: boolean; limit: number; cursor?: string | undefined },
): Promise<{ orders: OrderView[]; nextCursor: string | null }> {
  const rows = await ordersOfAccount(ctx.db, account.accid, {
    openOnly: query.openOnly,
    limit: query.limit + 1,
    after: ordersCursor.decode(query.cursor),
  });
  const { page, nextCursor } = ordersCursor.page(rows, query.limit, orderKeyset);
  const averages = await averageFillPrices(
    ctx.db,
    page.map((o) => o.id),
  );
  return { orders: page.map((o) => presentOrder(o, averages.get(o.id) ?? null)), nextCursor };
}

/**
 * The caller's order with that number, on whichever of their accounts. Someone else's order answers
 * exactly like one that does not exist.
 */
export async function orderByNumber(ctx: AppContext, user: UserRow, orderNumber: number): Promise<OrderView> {
  const order = await orderOfUserByNumber(ctx.db, user.id, orderNumber);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  return presented(ctx, order);
}
