import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLines } from '../../db/schema/credit-lines.ts';

export type CreditLineRow = typeof creditLines.$inferSelect;

/** The account's ACTIVE credit line, if it has one. */
export async function activeCreditLine(db: Db, accid: string): Promise<CreditLineRow | null> {
  const [row] = await db
    .select()
    .from(creditLines)
    .where(and(eq(creditLines.accid, accid), eq(creditLines.status, 'ACTIVE')));
  return row ?? null;
}

/** The ACTIVE credit lines of `accids`, by account. */
export async function activeCreditLines(
  db: Db,
  accids: readonly string[],
): Promise<Map<string, CreditLineRow>> {
  if (accids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(creditLines)
    .where(and(inArray(creditLines.accid, [...accids]), eq(creditLines.status, 'ACTIVE')));
  return new Map(rows.map((r) => [r.accid, r]));
}

export async function creditLineByRequestKey(db: Db, requestKey: string): Promise<CreditLineRow | null> {
  const [row] = await db.select().from(creditLines).where(eq(creditLines.requestKey, requestKey));
  return row ?? null;
}

export async function insertCreditLine(db: Db, row: typeof creditLines.$inferInsert): Promise<CreditLineRow> {
  const [inserted] = await db.insert(creditLines).values(row).returning();
  return inserted!;
}

export async function closeCreditLine(db: Db, id: string, at: Date): Promise<void> {
  await db.update(creditLines).set({ status: 'CLOSED', closedAt: at }).where(eq(creditLines.id, id));
}
