import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mortgageApplications } from '../../db/schema/mortgages.ts';
import { eidIdentities } from '../../db/schema/onboarding.ts';

export type MortgageApplicationRow = typeof mortgageApplications.$inferSelect;

export async function insertApplication(
  tx: Db,
  row: typeof mortgageApplications.$inferInsert,
): Promise<void> {
  await tx.insert(mortgageApplications).values(row);
}

export async function applicationByRequestKey(
  db: Db,
  requestKey: string,
): Promise<MortgageApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(mortgageApplications)
    .where(eq(mortgageApplications.requestKey, requestKey));
  return row;
}

export async function applicationById(db: Db, id: string): Promise<MortgageApplicationRow | undefined> {
  const [row] = await db.select().from(mortgageApplications).where(eq(mortgageApplications.id, id));
  return row;
}

export function applicationsOfUser(db: Db, userId: string): Promise<MortgageApplicationRow[]> {
  return db
    .select()
    .from(mortgageApplications)
    .where(eq(mortgageApplications.userId, userId))
    .orderBy(desc(mortgageApplications.submittedAt), desc(mortgageApplications.id));
}

/** The customer's application still being decided, if any. */
export async function openApplicationOf(db: Db, userId: string): Promise<MortgageApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(mortgageApplications)
    .where(
      and(
        eq(mortgageApplications.userId, userId),
        inArray(mortgageApplications.status, ['SUBMITTED', 'IN_REVIEW']),
      ),
    );
  return row;
}

/** Every application not yet decided, oldest first: what the job asks about. */
export async function undecidedApplicationIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: mortgageApplications.id })
    .from(mortgageApplications)
    .where(inArray(mortgageApplications.status, ['SUBMITTED', 'IN_REVIEW']))
    .orderBy(mortgageApplications.submittedAt);
  return rows.map((r) => r.id);
}

/**
 * Moves an application on only if it still stands at `from`, so two runs at once apply an answer once;
 * true when this call moved it.
 */
export async function moveApplication(
  db: Db,
  id: string,
  from: MortgageApplicationRow['status'],
  change: Partial<
    Pick<
      MortgageApplicationRow,
      'status' | 'caseId' | 'decisionOutcome' | 'approvedAmount' | 'refusalReason' | 'decidedAt' | 'updatedAt'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(mortgageApplications)
    .set(change)
    .where(and(eq(mortgageApplications.id, id), eq(mortgageApplications.status, from)))
    .returning({ id: mortgageApplications.id });
  return rows.length > 0;
}

/** The personal number the customer's eID proved, if they signed in with one. */
export async function personalNumberOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ personalNumber: eidIdentities.personalNumber })
    .from(eidIdentities)
    .where(eq(eidIdentities.userId, userId));
  return row?.personalNumber ?? null;
}

/** The Havn customer a personal number belongs to (their eID proved it), if any. */
export async function userOfPersonalNumber(
  db: Db,
  country: string,
  personalNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: eidIdentities.userId })
    .from(eidIdentities)
    .where(
      and(
        sql`upper(${eidIdentities.country}) = ${country.toUpperCase()}`,
        eq(eidIdentities.personalNumber, personalNumber),
      ),
    );
  return row?.userId ?? null;
}
