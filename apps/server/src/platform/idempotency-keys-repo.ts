import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const ofKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Claims a key for a request now running; false when someone holds it already. */
export async function claimIdempotencyKey(
  db: Db,
  row: { userId: string; key: string; fingerprint: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({
      userId: row.userId,
      key: row.key,
      fingerprint: row.fingerprint,
      state: 'IN_FLIGHT',
      createdAt: row.now,
      lockedAt: row.now,
      expiresAt: row.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted !== undefined;
}

export async function idempotencyKeyOfUser(
  db: Db,
  userId: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(ofKey(userId, key));
  return row ?? null;
}

/** Frees a key whose day has passed (only if it still has), so it can be claimed afresh. */
export async function deleteExpiredKey(db: Db, userId: string, key: string, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), lte(idempotencyKeys.expiresAt, now)));
}

/** Takes over a request whose holder went quiet: only if nobody else took it since `seenLockedAt`. */
export async function takeOverKey(
  db: Db,
  userId: string,
  key: string,
  seenLockedAt: Date,
  now: Date,
): Promise<boolean> {
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(
      and(
        ofKey(userId, key),
        eq(idempotencyKeys.state, 'IN_FLIGHT'),
        eq(idempotencyKeys.lockedAt, seenLockedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken !== undefined;
}

/** Stores the answer a replay will send; only for the request that holds the key. */
export async function completeKey(
  db: Db,
  userId: string,
  key: string,
  responseStatus: number,
  responseBody: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'DONE', responseStatus, responseBody })
    .where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'IN_FLIGHT')));
}

/** Lets go of a key whose request failed in a way a retry may fix. */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'IN_FLIGHT')));
}

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
