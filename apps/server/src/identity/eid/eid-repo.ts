import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eidAttempts, eidIdentities } from '../../db/schema/onboarding.ts';

export type EidAttemptRow = typeof eidAttempts.$inferSelect;
export type EidIdentityRow = typeof eidIdentities.$inferSelect;

export async function insertAttempt(db: Db, values: typeof eidAttempts.$inferInsert): Promise<void> {
  await db.insert(eidAttempts).values(values);
}

/**
 * Takes an attempt for its one callback: the first caller gets it, a replay (or a second process
 * racing the first) gets null, and so does an attempt older than `notBefore`.
 */
export async function claimAttempt(
  db: Db,
  state: string,
  now: Date,
  notBefore: Date,
): Promise<EidAttemptRow | null> {
  const [row] = await db
    .update(eidAttempts)
    .set({ usedAt: now })
    .where(
      and(eq(eidAttempts.state, state), isNull(eidAttempts.usedAt), gt(eidAttempts.createdAt, notBefore)),
    )
    .returning();
  return row ?? null;
}

export async function identityByPerson(
  db: Db,
  country: string,
  personalNumber: string,
): Promise<EidIdentityRow | null> {
  const [row] = await db
    .select()
    .from(eidIdentities)
    .where(and(eq(eidIdentities.country, country), eq(eidIdentities.personalNumber, personalNumber)));
  return row ?? null;
}

export async function identityOfUser(db: Db, userId: string): Promise<EidIdentityRow | null> {
  const [row] = await db.select().from(eidIdentities).where(eq(eidIdentities.userId, userId));
  return row ?? null;
}

export async function insertIdentity(db: Db, values: typeof eidIdentities.$inferInsert): Promise<void> {
  await db.insert(eidIdentities).values(values);
}
