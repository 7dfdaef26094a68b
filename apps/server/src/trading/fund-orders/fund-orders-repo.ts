import type { FundOrderState } from '@havn/domain/broker/index';
import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundOrders } from '../../db/schema/fund-orders.ts';
import { ledgerTransactions } from '../../db/schema/ledger.ts';

export type FundOrderRow = typeof fundOrders.$inferSelect;
export type NewFundOrderRow = typeof fundOrders.$inferInsert;

export async function insertFundOrder(tx: Db, row: NewFundOrderRow): Promise<FundOrderRow> {
  const [inserted] = await tx.insert(fundOrders).values(row).returning();
  return inserted!;
}

export async function fundOrderByRequestKey(db: Db, requestKey: string): Promise<FundOrderRow | undefined> {
  const [row] = await db.select().from(fundOrders).where(eq(fundOrders.requestKey, requestKey));
  return row;
}

export async function fundOrderById(db: Db, id: string): Promise<FundOrderRow | undefined> {
  const [row] = await db.select().from(fundOrders).where(eq(fundOrders.id, id));
  return row;
}

/** The fund order, locked until the transaction ends (after its account's lock, as every balance change). */
export async function lockFundOrder(tx: Db, id: string): Promise<FundOrderRow | undefined> {
  const [row] = await tx.select().from(fundOrders).where(eq(fundOrders.id, id)).for('update');
  return row;
}

export function fundOrdersOfAccount(db: Db, accid: string): Promise<FundOrderRow[]> {
  return db
    .select()
    .from(fundOrders)
    .where(eq(fundOrders.accid, accid))
    .orderBy(desc(fundOrders.createdAt), desc(fundOrders.id))
    .limit(200);
}

export function fundOrdersByIds(db: Db, ids: readonly string[]): Promise<FundOrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fundOrders)
    .where(inArray(fundOrders.id, [...ids]));
}

export async function updateFundOrder(
  tx: Db,
  id: string,
  change: Partial<Pick<FundOrderRow, 'units' | 'nav' | 'settledAmount' | 'rejectReason'>> & {
    state: FundOrderState;
    at: Date;
  },
): Promise<FundOrderRow> {
  const { at, ...values } = change;
  const [row] = await tx
    .update(fundOrders)
    .set({ ...values, updatedAt: at })
    .where(eq(fundOrders.id, id))
    .returning();
  return row!;
}

/** A priced fund order as a trade: its units at the NAV, and the FILL transaction that booked it. */
export interface FundTrade {
  id: string;
  instrumentId: number;
  side: FundOrderRow['side'];
  units: string;
  nav: string;
  /** The cash that changed hands, account currency. */
  amount: string;
  ledgerTransactionId: number;
  pricedAt: Date;
}

/**
 * An account's priced fund orders in ledger order (the filters as trading/fills-repo.ts
 * `fillsOfAccount` takes them): joined to their FILL transaction by its unique reference.
 */
export async function fundTradesOfAccount(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
  since?: Date,
  afterTransaction?: number,
): Promise<FundTrade[]> {
  if (instrumentIds?.length === 0) return [];
  const rows = await db
    .select({
      id: fundOrders.id,
      instrumentId: fundOrders.instrumentId,
      side: fundOrders.side,
      units: fundOrders.units,
      nav: fundOrders.nav,
      amount: fundOrders.settledAmount,
      ledgerTransactionId: ledgerTransactions.id,
      pricedAt: ledgerTransactions.createdAt,
    })
    .from(fundOrders)
    .innerJoin(
      ledgerTransactions,
      eq(ledgerTransactions.reference, sql`'fund-order:' || ${fundOrders.id} || ':priced'`),
    )
    .where(
      and(
        eq(fundOrders.accid, accid),
        inArray(fundOrders.state, ['PRICED', 'SETTLED']),
        instrumentIds ? inArray(fundOrders.instrumentId, [...instrumentIds]) : undefined,
        since ? gte(ledgerTransactions.createdAt, since) : undefined,
        afterTransaction === undefined ? undefined : gt(ledgerTransactions.id, afterTransaction),
      ),
    )
    .orderBy(asc(ledgerTransactions.id));
  return rows.map((row) => ({
    ...row,
    units: row.units ?? '0',
    nav: row.nav ?? '0',
    amount: row.amount ?? '0',
  }));
}
