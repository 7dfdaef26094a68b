import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Failed-login counters live in `rate_limits` under one fixed window per key (the epoch): `count` is
 * the failures in a row and `expires_at` is when the key's lock ends plus a quiet period, after which
 * the hourly sweep forgets it and the next failure starts again from one.
 */
const FIXED_WINDOW = new Date(0).toISOString();

/** Counts one failure (from one, when the key has been quiet past `expires_at`); the new count. */
export async function countLoginFailure(db: Db, key: string, now: Date, expiresAt: Date): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${key}, ${FIXED_WINDOW}, 1, ${expiresAt.toISOString()})
    on conflict (key, window_start) do update set
      count = case when rate_limits.expires_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      expires_at = ${expiresAt.toISOString()}
    returning count`);
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 1);
}

/** Moves a key's expiry (its lock's end plus the quiet period). */
export async function setLoginFailureExpiry(db: Db, key: string, expiresAt: Date): Promise<void> {
  await db.execute(
    sql`update rate_limits set expires_at = ${expiresAt.toISOString()} where key = ${key} and window_start = ${FIXED_WINDOW}`,
  );
}

/** A key's expiry, or null when it has no failures on record. */
export async function loginFailureExpiry(db: Db, key: string): Promise<Date | null> {
  const rows = await db.execute<{ expires_at: string | Date }>(
    sql`select expires_at from rate_limits where key = ${key} and window_start = ${FIXED_WINDOW}`,
  );
  const value = rowsOf<{ expires_at: string | Date }>(rows)[0]?.expires_at;
  return value === undefined ? null : new Date(value);
}
