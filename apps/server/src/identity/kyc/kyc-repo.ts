import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complianceDecisions, eidIdentities, kycRecords } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';

export type KycRecordRow = typeof kycRecords.$inferSelect;

export async function kycRecordOf(db: Db, userId: string): Promise<KycRecordRow | null> {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId));
  return row ?? null;
}

/** The customer's answers replace the ones before (the decisions on them stay in the audit). */
export async function saveKycRecord(db: Db, values: typeof kycRecords.$inferInsert): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db.insert(kycRecords).values(values).onConflictDoUpdate({ target: kycRecords.userId, set: changes });
}

export async function setOnboardingState(
  db: Db,
  userId: string,
  state: {
    customerStatus: (typeof users.$inferSelect)['customerStatus'];
    kycReviewDueAt: Date | null;
  },
): Promise<void> {
  await db.update(users).set(state).where(eq(users.id, userId));
}

/** Answers waiting for a compliance officer, oldest first, with who answered them. */
export async function openReviews(db: Db) {
  return db
    .select({
      record: kycRecords,
      name: users.name,
      country: users.country,
      birthDate: eidIdentities.birthDate,
    })
    .from(kycRecords)
    .innerJoin(users, eq(users.id, kycRecords.userId))
    .leftJoin(eidIdentities, eq(eidIdentities.userId, kycRecords.userId))
    .where(eq(kycRecords.status, 'IN_REVIEW'))
    .orderBy(asc(kycRecords.submittedAt))
    .limit(200);
}

export async function insertComplianceDecision(
  db: Db,
  values: typeof complianceDecisions.$inferInsert,
): Promise<void> {
  await db.insert(complianceDecisions).values(values);
}

export async function decisionsOn(db: Db, userId: string) {
  return db.select().from(complianceDecisions).where(eq(complianceDecisions.userId, userId));
}

export async function setContact(db: Db, userId: string, contact: { email: string; phone: string | null }) {
  await db.update(users).set(contact).where(eq(users.id, userId));
}

export async function userById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
