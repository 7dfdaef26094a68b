import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { internalTransfers } from '../../db/schema/payments.ts';

export type InternalTransferRow = typeof internalTransfers.$inferSelect;

export async function insertInternalTransfer(db: Db, row: InternalTransferRow): Promise<void> {
  await db.insert(internalTransfers).values(row);
}

/**
 * The taxable securities moves (AF→ISK sales at the last price) out of or into an account, in these
 * instruments only when given, in the order the ledger booked them.
 */
export function taxableTransfersOfAccount(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
): Promise<InternalTransferRow[]> {
  if (instrumentIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(internalTransfers)
    .where(
      and(
        eq(internalTransfers.taxableSale, true),
        isNotNull(internalTransfers.amount),
        or(eq(internalTransfers.fromAccid, accid), eq(internalTransfers.toAccid, accid)),
        instrumentIds ? inArray(internalTransfers.instrumentId, [...instrumentIds]) : undefined,
      ),
    )
    .orderBy(asc(internalTransfers.ledgerTransactionId));
}
