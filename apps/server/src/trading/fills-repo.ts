import { and, asc, eq, gt, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertFromJson, insertFromJsonEach } from '../db/json-insert.ts';
import { queryBuilder } from '../db/prepared-sql.ts';
import { accounts } from '../db/schema/accounts.ts';
import { orderFills } from '../db/schema/orders.ts';

/** The order_fills table: one row per execution, written once with its ledger transaction. */

export type FillRow = typeof orderFills.$inferSelect;
export type NewFillRow = typeof orderFills.$inferInsert;

/** Whether this execution has been applied already (the execution id is the primary key). */
export async function isExecutionRecorded(db: Db, executionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderFills.executionId })
    .from(orderFills)
    .where(eq(orderFills.executionId, executionId));
  return row !== undefined;
}

export async function insertFill(tx: Db, values: NewFillRow): Promise<void> {
  await tx.insert(orderFills).values(values);
}

/** The fill's insert as part of a larger statement, its ledger transaction's id found by SQL. */
export function fillInsert(values: Omit<NewFillRow, 'ledgerTransactionId'>, ledgerTransactionId: SQL): SQL {
  return insertFromJson(orderFills, [values], { ledger_transaction_id: ledgerTransactionId });
}

/**
 * Several fills' insert as part of a larger statement, each finding its ledger transaction's id by
 * its reference in the CTE `transactions` names.
 */
export function fillsInsert(
  fills: readonly { row: Omit<NewFillRow, 'ledgerTransactionId'>; ledgerReference: string }[],
  transactions: string,
): SQL {
  return insertFromJsonEach(
    orderFills,
    fills.map((f) => ({ values: f.row, extra: { reference: f.ledgerReference } })),
    {
      ledger_transaction_id: (x) =>
        sql`(select "id" from ${sql.identifier(transactions)} where "reference" = ${x}->>'_reference')`,
    },
  );
}

/** The fills behind ledger transactions, for showing a FILL transaction as the trade it was. */
export function fillsOfLedgerTransactions(
  db: Db,
  ledgerTransactionIds: readonly number[],
): Promise<FillRow[]> {
  if (ledgerTransactionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderFills)
    .where(inArray(orderFills.ledgerTransactionId, [...ledgerTransactionIds]));
}

/**
 * An account's fills (in these instruments only, executed from `since` on, booked after ledger transaction
 * `afterTransaction`, when given), in the order the ledger booked them.
 */
export function fillsOfAccount(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
  since?: Date,
  afterTransaction?: number,
): Promise<FillRow[]> {
  if (instrumentIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderFills)
    .where(
      and(
        eq(orderFills.accid, accid),
        instrumentIds ? inArray(orderFills.instrumentId, [...instrumentIds]) : undefined,
        since ? gte(orderFills.executedAt, since) : undefined,
        afterTransaction === undefined ? undefined : gt(orderFills.ledgerTransactionId, afterTransaction),
      ),
    )
    .orderBy(asc(orderFills.ledgerTransactionId));
}

/**
 * When the customer last bought the instrument, on any of their accounts, up to `at` (null if never): a
 * query for a statement that asks it with others (one row, `lastBuyAt`), its values given as the
 * statement's parameters (portfolio/author-position.ts prepares it once).
 */
export function lastBuyOfUserQuery(userId: SQLWrapper, instrumentId: SQLWrapper, at: SQLWrapper) {
  const mine = queryBuilder
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return queryBuilder
    .select({ lastBuyAt: sql<Date | string | null>`max(${orderFills.executedAt})` })
    .from(orderFills)
    .where(
      and(
        inArray(orderFills.accid, mine),
        eq(orderFills.instrumentId, instrumentId),
        eq(orderFills.side, 'BUY'),
        lte(orderFills.executedAt, at),
      ),
    );
}
