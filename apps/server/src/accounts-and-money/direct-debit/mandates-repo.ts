import type { MandateStatus } from '@havn/domain/broker/index';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directDebitMandates } from '../../db/schema/direct-debit.ts';

export type MandateRow = typeof directDebitMandates.$inferSelect;

/** Adds one; undefined when the payout account already has a live (REQUESTED or ACTIVE) mandate. */
export async function insertMandate(
  db: Db,
  row: Omit<MandateRow, 'id' | 'rejectReason' | 'activatedAt' | 'stoppedAt'>,
): Promise<MandateRow | undefined> {
  const [inserted] = await db.insert(directDebitMandates).values(row).onConflictDoNothing().returning();
  return inserted;
}

export function mandatesOfUser(db: Db, userId: string): Promise<MandateRow[]> {
  return db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.userId, userId))
    .orderBy(desc(directDebitMandates.createdAt), desc(directDebitMandates.id))
    .limit(100);
}

export async function mandateById(db: Db, id: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(directDebitMandates).where(eq(directDebitMandates.id, id));
  return row;
}

/** The payout account's live mandate (REQUESTED or ACTIVE), if any: at most one (a partial unique index). */
export async function liveMandateOf(db: Db, payoutAccountId: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.payoutAccountId, payoutAccountId),
        inArray(directDebitMandates.status, ['REQUESTED', 'ACTIVE']),
      ),
    );
  return row;
}

/** The bank's answer, applied once: only a REQUESTED mandate changes. */
export async function decideMandate(
  db: Db,
  id: string,
  decision: { status: Extract<MandateStatus, 'ACTIVE' | 'REJECTED'>; reason: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(directDebitMandates)
    .set({
      status: decision.status,
      rejectReason: decision.reason,
      activatedAt: decision.status === 'ACTIVE' ? decision.at : null,
    })
    .where(and(eq(directDebitMandates.id, id), eq(directDebitMandates.status, 'REQUESTED')))
    .returning({ id: directDebitMandates.id });
  return rows.length > 0;
}

/** Stops a live mandate; one already stopped or rejected stays as it is. Returns the row as it now is. */
export async function stopMandateRow(db: Db, id: string, at: Date): Promise<MandateRow | undefined> {
  await db
    .update(directDebitMandates)
    .set({ status: 'STOPPED', stoppedAt: at })
    .where(and(eq(directDebitMandates.id, id), inArray(directDebitMandates.status, ['REQUESTED', 'ACTIVE'])));
  return mandateById(db, id);
}
