import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
