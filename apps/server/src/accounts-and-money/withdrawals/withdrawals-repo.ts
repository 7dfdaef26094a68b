import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type WithdrawalStatus, withdrawals } from '../../db/schema/money-out.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(
  tx: Db,
  row: Omit<WithdrawalRow, 'id' | 'rejectReason'>,
): Promise<WithdrawalRow> {
  const [inserted] = await tx.insert(withdrawals).values(row).returning();
  return inserted!;
}

export async function withdrawalByRequestKey(db: Db, requestKey: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey));
  return row;
}

/** The withdrawal, locked until the transaction ends (after its account's lock, as every balance change). */
export async function lockWithdrawal(tx: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function withdrawalById(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export function withdrawalsOfAccount(db: Db, accid: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.accid, accid))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(200);
}

export async function setWithdrawalStatus(
  tx: Db,
  id: string,
  change: { status: WithdrawalStatus; at: Date; reason?: string | null },
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: change.status, updatedAt: change.at, rejectReason: change.reason ?? null })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}
