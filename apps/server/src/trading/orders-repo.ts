import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertFromJson } from '../db/json-insert.ts';
import { type Keyset, keysetCursor } from '../db/keyset-cursor.ts';
import { instruments } from '../db/schema/instruments.ts';
import { orderFills, orders } from '../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
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

/** A customer's order by its number, on whichever of their accounts. */
export async function orderOfUserByNumber(
  db: Db,
  userId: string,
  orderNumber: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  return row;
}

/** What a write needs to know before it takes any lock: whose order it is and in which currencies. */
export async function orderHead(
  db: Db,
  orderId: string,
): Promise<Pick<OrderRow, 'accid' | 'instrumentId' | 'currency' | 'accountCurrency'> | undefined> {
  const [row] = await db
    .select({
      accid: orders.accid,
      instrumentId: orders.instrumentId,
      currency: orders.currency,
      accountCurrency: orders.accountCurrency,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Locks an order's row; take the account's lock first (lockAccount), always in that order. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Locks an order's row (after its account's, as lockOrder) and says in the same round trip whether
 * `executionId` was applied already. Under the account's lock no other fill of the account is under
 * way, so what this statement sees of the fills is final.
 */
export async function lockOrderForFill(
  tx: Db,
  orderId: string,
  executionId: string,
): Promise<{ order: OrderRow; recorded: boolean } | undefined> {
  const [row] = await tx
    .select({
      order: orders,
      recorded: sql<boolean>`exists (select 1 from ${orderFills} where ${orderFills.executionId} = ${executionId})`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/** The account's order with the average price of its fills (null before any), in one statement. */
export async function orderOfAccountWithAverage(
  db: Db,
  accid: string,
  orderId: string,
): Promise<{ order: OrderRow; averagePrice: string | null } | undefined> {
  const [row] = await db
    .select({
      order: orders,
      averagePrice: sql<
        string | null
      >`(select (sum(${orderFills.price} * ${orderFills.volume}) / sum(${orderFills.volume}))::numeric(20, 6)::text from ${orderFills} where ${orderFills.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accid, accid)));
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

/** An account's orders page newest first on (created_at, id). */
export const ordersCursor = keysetCursor('orders', 'time', 'uuid');
export type OrderKeyset = Keyset<readonly ['time', 'uuid']>;

export function orderKeyset(order: OrderRow): OrderKeyset {
  return [order.createdAt, order.id];
}

export async function ordersOfAccount(
  db: Db,
  accid: string,
  options: { openOnly: boolean; limit: number; after: OrderKeyset | null },
): Promise<OrderRow[]> {
  const conditions = [eq(orders.accid, accid)];
  if (options.openOnly) conditions.push(inArray(orders.state, [...OPEN_STATES]));
  if (options.after) {
    const [createdAt, id] = options.after;
    conditions.push(
      or(lt(orders.createdAt, createdAt), and(eq(orders.createdAt, createdAt), lt(orders.id, id)))!,
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

export async function insertOrder(tx: Db, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** The order's insert as part of a larger statement, returning only its new number. */
export function orderInsert(values: NewOrderRow): SQL {
  return sql`${insertFromJson(orders, [values])} returning "order_number"`;
}

/** Several new orders' insert, for a larger statement: returns each one's id and number. */
export function ordersInsert(values: readonly NewOrderRow[]): SQL {
  return sql`${insertFromJson(orders, values)} returning "id", "order_number"`;
}

/** The order's new state after a fill, a change or its end; the caller holds the order's lock. */
export async function updateOrder(
  tx: Db,
  orderId: string,
  changes: Partial<
    Pick<
      NewOrderRow,
      | 'state'
      | 'volume'
      | 'filledVolume'
      | 'priceLimit'
      | 'limitPrice'
      | 'reservedCash'
      | 'filledValue'
      | 'feesPaid'
      | 'fillCount'
    >
  > & { updatedAt: Date },
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

/**
 * Marks a waiting stop loss triggered (once: a second run finds it marked) and returns the order as it
 * now stands, for its TRIGGERED audit record; undefined when it was triggered, or closed, already.
 */
export async function markTriggered(tx: Db, orderId: string, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ triggeredAt: at, updatedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.triggeredAt} is null`,
        inArray(orders.state, [...OPEN_STATES]),
      ),
    )
    .returning();
  return row;
}

/** An open order as the matching engine sees it, with whether its instrument still trades. */
export interface OrderToMatch {
  id: string;
  side: OrderRow['side'];
  priceLimit: string;
  /** A stop loss's trigger, and when it was reached (null while it waits). */
  triggerPrice: string | null;
  triggeredAt: Date | null;
  volume: number;
  filledVolume: number;
  fillCount: number;
  validUntil: Date;
  instrumentId: number;
  tradable: boolean;
  accid: string;
  currency: string;
  accountCurrency: string;
}

/** Open orders, oldest first, at most `limit`; `orderIds` narrows them to those. */
export function openOrdersToMatch(
  db: Db,
  options: { orderIds?: readonly string[] | undefined; limit: number },
): Promise<OrderToMatch[]> {
  const conditions = [inArray(orders.state, [...OPEN_STATES])];
  if (options.orderIds) conditions.push(inArray(orders.id, [...options.orderIds]));
  return db
    .select({
      id: orders.id,
      side: orders.side,
      priceLimit: orders.priceLimit,
      triggerPrice: orders.triggerPrice,
      triggeredAt: orders.triggeredAt,
      volume: orders.volume,
      filledVolume: orders.filledVolume,
      fillCount: orders.fillCount,
      validUntil: orders.validUntil,
      instrumentId: orders.instrumentId,
      tradable: instruments.tradable,
      accid: orders.accid,
      currency: orders.currency,
      accountCurrency: orders.accountCurrency,
    })
    .from(orders)
    .innerJoin(instruments, eq(instruments.id, orders.instrumentId))
    .where(and(...conditions))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(options.limit);
}
