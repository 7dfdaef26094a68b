import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savingsPlanRuns, savingsPlans } from '../../db/schema/savings-plans.ts';

export type SavingsPlanRow = typeof savingsPlans.$inferSelect;
export type NewSavingsPlanRow = typeof savingsPlans.$inferInsert;
export type SavingsRunRow = typeof savingsPlanRuns.$inferSelect;

export async function insertSavingsPlan(db: Db, row: NewSavingsPlanRow): Promise<SavingsPlanRow> {
  const [inserted] = await db.insert(savingsPlans).values(row).returning();
  return inserted!;
}

export async function savingsPlanByRequestKey(
  db: Db,
  requestKey: string,
): Promise<SavingsPlanRow | undefined> {
  const [row] = await db.select().from(savingsPlans).where(eq(savingsPlans.requestKey, requestKey));
  return row;
}

export async function savingsPlanById(db: Db, id: string): Promise<SavingsPlanRow | undefined> {
  const [row] = await db.select().from(savingsPlans).where(eq(savingsPlans.id, id));
  return row;
}

/** The plan, locked until the transaction ends: a change and the making of a run take turns. */
export async function lockSavingsPlan(tx: Db, id: string): Promise<SavingsPlanRow | undefined> {
  const [row] = await tx.select().from(savingsPlans).where(eq(savingsPlans.id, id)).for('update');
  return row;
}

export function savingsPlansOfUser(db: Db, userId: string): Promise<SavingsPlanRow[]> {
  return db
    .select()
    .from(savingsPlans)
    .where(eq(savingsPlans.userId, userId))
    .orderBy(desc(savingsPlans.createdAt), desc(savingsPlans.id))
    .limit(100);
}

/** Plans with a run on or before `date` (a bound: each is checked in its own country's day). */
export function savingsPlansDueBy(db: Db, date: string): Promise<SavingsPlanRow[]> {
  return db
    .select()
    .from(savingsPlans)
    .where(and(isNotNull(savingsPlans.nextRunDate), lte(savingsPlans.nextRunDate, date)))
    .limit(500);
}

export async function updateSavingsPlan(
  tx: Db,
  id: string,
  change: Partial<Omit<SavingsPlanRow, 'id' | 'accid' | 'userId' | 'requestKey' | 'createdAt'>> & {
    updatedAt: Date;
  },
): Promise<SavingsPlanRow> {
  const [row] = await tx.update(savingsPlans).set(change).where(eq(savingsPlans.id, id)).returning();
  return row!;
}

/** The month's run, unless the plan has one for that month already (then null: it ran once, ever). */
export async function insertRun(
  tx: Db,
  row: typeof savingsPlanRuns.$inferInsert,
): Promise<SavingsRunRow | null> {
  const [inserted] = await tx.insert(savingsPlanRuns).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function runById(db: Db, id: string): Promise<SavingsRunRow | undefined> {
  const [row] = await db.select().from(savingsPlanRuns).where(eq(savingsPlanRuns.id, id));
  return row;
}

export async function setRunOrders(
  db: Db,
  id: string,
  change: Pick<SavingsRunRow, 'orders' | 'status'>,
): Promise<void> {
  await db.update(savingsPlanRuns).set(change).where(eq(savingsPlanRuns.id, id));
}

export function runsOfPlan(db: Db, planId: string): Promise<SavingsRunRow[]> {
  return db
    .select()
    .from(savingsPlanRuns)
    .where(eq(savingsPlanRuns.planId, planId))
    .orderBy(desc(savingsPlanRuns.month))
    .limit(120);
}
