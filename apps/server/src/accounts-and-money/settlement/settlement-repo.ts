import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertFromJson } from '../../db/json-insert.ts';
import { settlements } from '../../db/schema/money-out.ts';

export type SettlementRow = typeof settlements.$inferSelect;

/** Records a sale's cash as unsettled; the same execution again changes nothing. */
export async function insertSettlement(tx: Db, row: Omit<SettlementRow, 'settledAt'>): Promise<void> {
  await tx.insert(settlements).values(row).onConflictDoNothing();
}

/** insertSettlement for one or more rows, as part of a larger statement. */
export function settlementsInsert(rows: readonly Omit<SettlementRow, 'settledAt'>[]): SQL {
  return sql`${insertFromJson(settlements, rows)} on conflict do nothing`;
}

/** Each account's cash still waiting for settlement, account currency. */
export async function unsettledOf(db: Db, accids: readonly string[]): Promise<Map<string, string>> {
  if (accids.length === 0) return new Map();
  const rows = await db
    .select({ accid: settlements.accid, amount: sql<string>`sum(${settlements.amount})::text` })
    .from(settlements)
    .where(and(inArray(settlements.accid, [...accids]), isNull(settlements.settledAt)))
    .groupBy(settlements.accid);
  return new Map(rows.map((r) => [r.accid, r.amount]));
}

/** Stamps every sale whose settlement day has come (on or before `today`); how many it settled. */
export async function settleDue(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(settlements)
    .set({ settledAt: now })
    .where(and(isNull(settlements.settledAt), lte(settlements.settleDate, today)))
    .returning({ executionId: settlements.executionId });
  return rows.length;
}

export async function settlementOf(db: Db, executionId: string): Promise<SettlementRow | undefined> {
  const [row] = await db.select().from(settlements).where(eq(settlements.executionId, executionId));
  return row;
}
