import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Counts one hit of a key in a window, creating the window's row; the new count. One upsert. */
export async function incrementRateLimit(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${key}, ${windowStart.toISOString()}, 1, ${expiresAt.toISOString()})
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 1);
}

/**
 * Counts one hit of `first` and, only if its new count is within `firstLimit`, one of `second` (same
 * window): two counters in one round trip. The new counts; `second` is null when it was not counted.
 */
export async function incrementRateLimitPair(
  db: Db,
  first: { key: string; limit: number },
  secondKey: string,
  windowStart: Date,
  expiresAt: Date,
): Promise<{ first: number; second: number | null }> {
  const ctes = rateLimitPairCtes(
    {
      firstKey: first.key,
      firstLimit: first.limit,
      secondKey,
      windowStart: windowStart.toISOString(),
      expiresAt: expiresAt.toISOString(),
    },
    sql`true`,
  );
  const rows = await db.execute<{ first: number; second: number | null }>(sql`
    with ${ctes}
    select (select count from first_hit) as first, (select count from second_hit) as second`);
  const row = rowsOf<{ first: number; second: number | null }>(rows)[0];
  return {
    first: Number(row?.first ?? 1),
    second: row?.second === null || row?.second === undefined ? null : Number(row.second),
  };
}

/**
 * `incrementRateLimitPair`'s two counts as the CTEs `first_hit` and `second_hit` of a larger statement
 * (a write that counts its own abuse limit), counted only `when`; each returns the new count, or no
 * row when it was not counted. Each value is a parameter or a prepared statement's placeholder.
 */
export function rateLimitPairCtes(
  v: { firstKey: unknown; firstLimit: unknown; secondKey: unknown; windowStart: unknown; expiresAt: unknown },
  when: SQL,
): SQL {
  return sql`first_hit as (
      insert into rate_limits (key, window_start, count, expires_at)
      select ${v.firstKey}::text, ${v.windowStart}::timestamptz, 1, ${v.expiresAt}::timestamptz where ${when}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), second_hit as (
      insert into rate_limits (key, window_start, count, expires_at)
      select ${v.secondKey}::text, ${v.windowStart}::timestamptz, 1, ${v.expiresAt}::timestamptz
      from first_hit where first_hit.count <= ${v.firstLimit}::integer
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count
    )`;
}

/** A key's hits in one window (0 when it has none). */
export async function rateLimitCount(db: Db, key: string, windowStart: Date): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start = ${windowStart.toISOString()}`,
  );
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
}

/** Forgets a key's hits in every window: a successful login clears the account's failures. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Windows that have ended are of no use to anyone: the hourly sweep deletes them. */
export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where expires_at < ${now.toISOString()}`);
}
