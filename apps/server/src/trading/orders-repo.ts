import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instruments } from '../db/schema/instruments.ts';
import { orderFills, orders } from '../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type InstrumentRow = typeof instruments.$inferSelect;
export const OPEN_STATES = ['PENDING', 'PARTIALLY_FILLED'] as const;

export function isOpen(order: Pick<OrderRow, 'state'>): boolean {
  return (OPEN_STATES as readonly string[]).includes(order.state);
}

export async function instrumentById(db: Db, id: number): Promise<InstrumentRow | undefined> {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  return row;
}

export async function orderOfAccount(db: Db, accid: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accid, accid)));
  return row;
}

/** Locks an order's row; take the account's lock first (lockAccount), always in that order. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function orderByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** A keyset cursor over (created_at, id), newest first. */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

export async function ordersOfAccount(
  db: Db,
  accid: string,
  options: { openOnly: boolean; limit: number; after: OrderCursor | null },
): Promise<OrderRow[]> {
  const conditions = [eq(orders.accid, accid)];
  if (options.openOnly) conditions.push(inArray(orders.state, [...OPEN_STATES]));
  if (options.after) {
    conditions.push(
      or(
        lt(orders.createdAt, options.after.createdAt),
        and(eq(orders.createdAt, options.after.createdAt), lt(orders.id, options.after.id)),
      )!,
    );
  }
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit);
}

/** The volume-weighted fill price of each order, in one query. */
export async function averageFillPrices(db: Db, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderFills.orderId,
      average: sql<string>`(sum(${orderFills.price} * ${orderFills.volume}) / sum(${orderFills.volume}))::numeric(20, 6)::text`,
    })
    .from(orderFills)
    .where(inArray(orderFills.orderId, [...orderIds]))
    .groupBy(orderFills.orderId);
  return new Map(rows.map((r) => [r.orderId, r.average]));
}
