import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type RecurringRunStatus,
  recurringDepositRuns,
  recurringDeposits,
} from '../../db/schema/direct-debit.ts';

export type RecurringDepositRow = typeof recurringDeposits.$inferSelect;
export type RecurringRunRow = typeof recurringDepositRuns.$inferSelect;

/** How many of a deposit's latest runs its view shows. */
export const RUNS_SHOWN = 6;

export async function insertRecurringDeposit(
  tx: Db,
  row: Omit<RecurringDepositRow, 'id' | 'stoppedAt'>,
): Promise<RecurringDepositRow> {
  const [inserted] = await tx.insert(recurringDeposits).values(row).returning();
  return inserted!;
}

export async function recurringDepositByRequestKey(
  db: Db,
  requestKey: string,
): Promise<RecurringDepositRow | undefined> {
  const [row] = await db.select().from(recurringDeposits).where(eq(recurringDeposits.requestKey, requestKey));
  return row;
}

export async function recurringDepositById(db: Db, id: string): Promise<RecurringDepositRow | undefined> {
  const [row] = await db.select().from(recurringDeposits).where(eq(recurringDeposits.id, id));
  return row;
}

/** The deposit, locked until the transaction ends: a stop and the run that is being made take turns. */
export async function lockRecurringDeposit(tx: Db, id: string): Promise<RecurringDepositRow | undefined> {
  const [row] = await tx.select().from(recurringDeposits).where(eq(recurringDeposits.id, id)).for('update');
  return row;
}

export function recurringDepositsOfAccount(db: Db, accid: string): Promise<RecurringDepositRow[]> {
  return db
    .select()
    .from(recurringDeposits)
    .where(eq(recurringDeposits.accid, accid))
    .orderBy(desc(recurringDeposits.createdAt), desc(recurringDeposits.id))
    .limit(100);
}

/** The active deposits that pull through a payout account, for the mandate's monthly maximum. */
export function activeDepositsOfPayoutAccount(
  db: Db,
  payoutAccountId: string,
): Promise<RecurringDepositRow[]> {
  return db
    .select()
    .from(recurringDeposits)
    .where(
      and(eq(recurringDeposits.payoutAccountId, payoutAccountId), eq(recurringDeposits.status, 'ACTIVE')),
    );
}

/** The deposits whose next run is on or before `date` (the latest local date of any scheme's country). */
export function recurringDepositsDueBy(db: Db, date: string): Promise<RecurringDepositRow[]> {
  return db
    .select()
    .from(recurringDeposits)
    .where(and(isNotNull(recurringDeposits.nextRunDate), lte(recurringDeposits.nextRunDate, date)))
    .limit(1000);
}

export async function setNextRun(
  tx: Db,
  id: string,
  next: { month: string; runDate: string } | null,
): Promise<void> {
  await tx
    .update(recurringDeposits)
    .set({ nextMonth: next?.month ?? null, nextRunDate: next?.runDate ?? null })
    .where(eq(recurringDeposits.id, id));
}

export async function markRecurringDepositStopped(
  tx: Db,
  id: string,
  change: { at: Date; next: { month: string; runDate: string } | null },
): Promise<RecurringDepositRow> {
  const [row] = await tx
    .update(recurringDeposits)
    .set({
      status: 'STOPPED',
      stoppedAt: change.at,
      nextMonth: change.next?.month ?? null,
      nextRunDate: change.next?.runDate ?? null,
    })
    .where(eq(recurringDeposits.id, id))
    .returning();
  return row!;
}

/** Makes a month's run; undefined when that month already has one (the unique key): never twice. */
export async function insertRun(
  tx: Db,
  row: Omit<RecurringRunRow, 'id' | 'failReason'>,
): Promise<RecurringRunRow | undefined> {
  const [inserted] = await tx.insert(recurringDepositRuns).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function lockRun(tx: Db, id: string): Promise<RecurringRunRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringDepositRuns)
    .where(eq(recurringDepositRuns.id, id))
    .for('update');
  return row;
}

export async function runById(db: Db, id: string): Promise<RecurringRunRow | undefined> {
  const [row] = await db.select().from(recurringDepositRuns).where(eq(recurringDepositRuns.id, id));
  return row;
}

export async function setRunStatus(
  tx: Db,
  id: string,
  change: { status: RecurringRunStatus; at: Date; reason?: string | null },
): Promise<void> {
  await tx
    .update(recurringDepositRuns)
    .set({ status: change.status, updatedAt: change.at, failReason: change.reason ?? null })
    .where(eq(recurringDepositRuns.id, id));
}

/** The latest runs of each deposit, newest first, in one query. */
export async function latestRunsOf(db: Db, ids: readonly string[]): Promise<Map<string, RecurringRunRow[]>> {
  const byDeposit = new Map<string, RecurringRunRow[]>();
  if (ids.length === 0) return byDeposit;
  const ranked = db
    .select({
      id: recurringDepositRuns.id,
      rank: sql<number>`row_number() over (partition by ${recurringDepositRuns.recurringDepositId} order by ${recurringDepositRuns.month} desc)`.as(
        'rank',
      ),
    })
    .from(recurringDepositRuns)
    .where(inArray(recurringDepositRuns.recurringDepositId, [...ids]))
    .as('ranked');
  const rows = await db
    .select({ run: recurringDepositRuns })
    .from(recurringDepositRuns)
    .innerJoin(ranked, eq(ranked.id, recurringDepositRuns.id))
    .where(lte(ranked.rank, RUNS_SHOWN))
    .orderBy(desc(recurringDepositRuns.month));
  for (const { run } of rows) {
    byDeposit.set(run.recurringDepositId, [...(byDeposit.get(run.recurringDepositId) ?? []), run]);
  }
  return byDeposit;
}

/**
 * What has been, or is being, collected through a payout account's mandate in a month (runs EXPECTED
 * or RECEIVED of any deposit on it): the AvtaleGiro monthly maximum counts it.
 */
export async function collectedThisMonth(
  db: Db,
  payoutAccountId: string,
  month: string,
  exceptRunId: string,
): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${recurringDepositRuns.amount}), 0)::text` })
    .from(recurringDepositRuns)
    .innerJoin(recurringDeposits, eq(recurringDeposits.id, recurringDepositRuns.recurringDepositId))
    .where(
      and(
        eq(recurringDeposits.payoutAccountId, payoutAccountId),
        eq(recurringDepositRuns.month, month),
        ne(recurringDepositRuns.id, exceptRunId),
        inArray(recurringDepositRuns.status, ['EXPECTED', 'RECEIVED']),
      ),
    );
  return row?.total ?? '0';
}
