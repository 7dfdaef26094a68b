import type { Db } from '../../db/client.ts';
import { internalTransfers } from '../../db/schema/payments.ts';

export type InternalTransferRow = typeof internalTransfers.$inferSelect;

export async function insertInternalTransfer(db: Db, row: InternalTransferRow): Promise<void> {
  await db.insert(internalTransfers).values(row);
}
