import { and, desc, eq, gt, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundTransferItems, fundTransfers } from '../../db/schema/fund-transfers.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { FINAL_MOVE_STATUSES } from '../../db/schema/signed-moves.ts';

export type FundTransferRow = typeof fundTransfers.$inferSelect;
export type FundTransferItemRow = typeof fundTransferItems.$inferSelect;

export async function insertTransfer(
  tx: Db,
  transfer: typeof fundTransfers.$inferInsert,
  items: (typeof fundTransferItems.$inferInsert)[],
): Promise<void> {
  await tx.insert(fundTransfers).values(transfer);
  await tx.insert(fundTransferItems).values(items);
}

export async function transferByRequestKey(db: Db, requestKey: string): Promise<FundTransferRow | undefined> {
  const [row] = await db.select().from(fundTransfers).where(eq(fundTransfers.requestKey, requestKey));
  return row;
}

export async function transferById(db: Db, id: string): Promise<FundTransferRow | undefined> {
  const [row] = await db.select().from(fundTransfers).where(eq(fundTransfers.id, id));
  return row;
}

/** The transfer, locked for the rest of the transaction: its status and its funds change under it. */
export async function lockTransfer(tx: Db, id: string): Promise<FundTransferRow | undefined> {
  const [row] = await tx.select().from(fundTransfers).where(eq(fundTransfers.id, id)).for('update');
  return row;
}

export function transfersOfUser(db: Db, userId: string): Promise<FundTransferRow[]> {
  return db
    .select()
    .from(fundTransfers)
    .where(eq(fundTransfers.userId, userId))
    .orderBy(desc(fundTransfers.signedAt), desc(fundTransfers.id));
}

export async function itemsOfTransfers(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, FundTransferItemRow[]>> {
  const byTransfer = new Map<string, FundTransferItemRow[]>();
  if (ids.length === 0) return byTransfer;
  const rows = await db
    .select()
    .from(fundTransferItems)
    .where(inArray(fundTransferItems.transferId, [...ids]))
    .orderBy(fundTransferItems.name, fundTransferItems.holdingId);
  for (const row of rows) byTransfer.set(row.transferId, [...(byTransfer.get(row.transferId) ?? []), row]);
  return byTransfer;
}

/** The unfinished transfer each of these holdings is in, by holding id. */
export async function movingHoldings(db: Db, holdingIds: readonly string[]): Promise<Map<string, string>> {
  if (holdingIds.length === 0) return new Map();
  const rows = await db
    .select({ holdingId: fundTransferItems.holdingId, transferId: fundTransferItems.transferId })
    .from(fundTransferItems)
    .where(
      and(
        inArray(fundTransferItems.holdingId, [...holdingIds]),
        notInArray(fundTransferItems.status, FINAL_MOVE_STATUSES),
      ),
    );
  return new Map(rows.map((r) => [r.holdingId, r.transferId]));
}

export async function unfinishedTransferIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: fundTransfers.id })
    .from(fundTransfers)
    .where(notInArray(fundTransfers.status, FINAL_MOVE_STATUSES))
    .orderBy(fundTransfers.signedAt);
  return rows.map((r) => r.id);
}

export async function updateItem(
  tx: Db,
  transferId: string,
  holdingId: string,
  change: Partial<
    Pick<
      FundTransferItemRow,
      | 'status'
      | 'caseId'
      | 'rejectReason'
      | 'completedAt'
      | 'units'
      | 'acquisitionCost'
      | 'ledgerTransactionId'
    >
  >,
): Promise<void> {
  await tx
    .update(fundTransferItems)
    .set(change)
    .where(and(eq(fundTransferItems.transferId, transferId), eq(fundTransferItems.holdingId, holdingId)));
}

export async function updateTransfer(
  tx: Db,
  id: string,
  change: Pick<FundTransferRow, 'status' | 'reachedAt' | 'updatedAt'>,
): Promise<void> {
  await tx.update(fundTransfers).set(change).where(eq(fundTransfers.id, id));
}

export interface FundInstrument {
  id: number;
  isin: string;
  type: string;
  country: string;
  currency: string;
}

/** Havn's instruments by ISIN (the funds it offers). */
export async function instrumentsByIsin(
  db: Db,
  isins: readonly string[],
): Promise<Map<string, FundInstrument>> {
  if (isins.length === 0) return new Map();
  const rows = await db
    .select({
      id: instruments.id,
      isin: instruments.isin,
      type: instruments.type,
      country: instruments.country,
      currency: instruments.currency,
    })
    .from(instruments)
    .where(inArray(instruments.isin, [...new Set(isins)]));
  return new Map(rows.map((r) => [r.isin, r]));
}

/**
 * The funds moved into `accid` and booked, as the purchases they count as for the acquisition cost
 * (account-trades.ts): ledger order, the same filters as the account's other trades.
 */
export function bookedTransfersInto(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
  since?: Date,
  afterTransaction?: number,
): Promise<(FundTransferItemRow & { ledgerTransactionId: number; completedAt: Date })[]> {
  return db
    .select({ item: fundTransferItems })
    .from(fundTransferItems)
    .innerJoin(fundTransfers, eq(fundTransfers.id, fundTransferItems.transferId))
    .where(
      and(
        eq(fundTransfers.toAccid, accid),
        eq(fundTransferItems.status, 'COMPLETED'),
        isNotNull(fundTransferItems.ledgerTransactionId),
        instrumentIds ? inArray(fundTransferItems.instrumentId, [...instrumentIds]) : undefined,
        since ? gte(fundTransferItems.completedAt, since) : undefined,
        afterTransaction === undefined
          ? undefined
          : gt(fundTransferItems.ledgerTransactionId, afterTransaction),
      ),
    )
    .then((rows) =>
      rows.map((r) => r.item as FundTransferItemRow & { ledgerTransactionId: number; completedAt: Date }),
    );
}
