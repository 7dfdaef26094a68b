import { ageOn } from '@havn/domain/broker/index';
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

/** The customer's birth date (YYYY-MM-DD) from their eID; null when it gave none. */
export async function birthDateOfUser(db: Db, userId: string): Promise<string | null> {
  return (await identityOfUser(db, userId))?.birthDate ?? null;
}

/** The customer's whole years of age on `day` (YYYY-MM-DD), from their eID's birth date; null when it gave none. */
export async function ageOfUser(db: Db, userId: string, day: string): Promise<number | null> {
  const identity = await identityOfUser(db, userId);
  return identity?.birthDate ? ageOn(identity.birthDate, day) : null;
}

export async function insertIdentity(db: Db, values: typeof eidIdentities.$inferInsert): Promise<void> {
  await db.insert(eidIdentities).values(values);
}
