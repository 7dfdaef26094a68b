import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const ofKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims a key for a request now running; false when someone holds it already. Written as plain SQL
 * (as `completeKey`): every idempotent write runs both, and the query builder cost more than the rest.
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { userId: string; key: string; fingerprint: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const now = row.now.toISOString();
  const result = await db.execute<{ key: string }>(sql`
    insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
    values (${row.userId}, ${row.key}, ${row.fingerprint}, 'IN_FLIGHT', ${now}, ${now}, ${row.expiresAt.toISOString()})
    on conflict do nothing
    returning key`);
  return rowsOf(result).length > 0;
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
  const body = responseBody === null || responseBody === undefined ? null : JSON.stringify(responseBody);
  await db.execute(sql`
    update idempotency_keys set state = 'DONE', response_status = ${responseStatus}, response_body = ${body}::jsonb
    where user_id = ${userId} and key = ${key} and state = 'IN_FLIGHT'`);
}

/** Lets go of a key whose request failed in a way a retry may fix. */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'IN_FLIGHT')));
}

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
