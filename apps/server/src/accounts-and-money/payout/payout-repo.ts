import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PayoutAccountStatus, payoutAccounts } from '../../db/schema/money-out.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Adds one; a number the customer already added returns undefined (the unique key). */
export async function insertPayoutAccount(
  db: Db,
  row: Omit<PayoutAccountRow, 'id' | 'rejectReason' | 'decidedAt'>,
): Promise<PayoutAccountRow | undefined> {
  const [inserted] = await db.insert(payoutAccounts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export function payoutAccountsOfUser(db: Db, userId: string): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id));
}

export async function payoutAccountById(db: Db, id: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
  return row;
}

/** The bank's answer, applied once: only a PENDING_VERIFICATION account changes. */
export async function decidePayoutAccount(
  db: Db,
  id: string,
  decision: { status: Exclude<PayoutAccountStatus, 'PENDING_VERIFICATION'>; reason: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ status: decision.status, rejectReason: decision.reason, decidedAt: decision.at })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.status, 'PENDING_VERIFICATION')))
    .returning({ id: payoutAccounts.id });
  return rows.length > 0;
}
