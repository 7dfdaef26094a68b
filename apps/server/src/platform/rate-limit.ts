import { ABUSE_LIMITS, type AbuseAction } from '@havn/domain';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { incrementRateLimit, incrementRateLimitPair, rateLimitCount } from './rate-limits-repo.ts';

export { clearRateLimit, deleteExpiredRateLimits } from './rate-limits-repo.ts';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter in PostgreSQL, so every server process counts the same attempts.
 * One upsert per hit: the database serializes concurrent increments.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  const { windowStart, expiresAt, retryAfterSeconds } = windowOf(now, windowMs);
  const count = await incrementRateLimit(db, key, windowStart, expiresAt);
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** How many hits a key has in the current window, without counting one more. */
export async function peekRateLimit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return rateLimitCount(db, key, windowStart);
}

export function rateLimited(
  retryAfterSeconds: number,
  detail = 'Too many attempts. Try again later.',
): AppError {
  return new AppError('RATE_LIMITED', detail, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * Counts one `action` for the member and for the IP; over either limit is a 429 with Retry-After.
 * `memberKey` is the profile or user id. One statement: the IP's hit is counted only when the
 * member's was within its limit (a member refused does not use up their address's allowance).
 */
export async function enforceAbuseLimit(
  ctx: { db: Db; clock: { now(): Date } },
  action: AbuseAction,
  memberKey: string,
  ip: string,
): Promise<void> {
  const hit = abuseHit(action, memberKey, ip, ctx.clock.now());
  const counts = await incrementRateLimitPair(
    ctx.db,
    { key: hit.firstKey, limit: hit.firstLimit },
    hit.secondKey,
    new Date(hit.windowStart),
    new Date(hit.expiresAt),
  );
  refuseOverLimit(hit, counts);
}

/**
 * One `action` for the member and the IP as `rateLimitPairCtes` (rate-limits-repo.ts) counts it, for a
 * write that counts its abuse limit in its own statement; `refuseOverLimit` then judges the counts.
 */
export function abuseHit(action: AbuseAction, memberKey: string, ip: string, now: Date) {
  const limit = ABUSE_LIMITS[action];
  const { windowStart, expiresAt, retryAfterSeconds } = windowOf(now, limit.windowMs);
  return {
    firstKey: `${action}:member:${memberKey}`,
    firstLimit: limit.perMember,
    secondKey: `${action}:ip:${ip}`,
    secondLimit: limit.perIp,
    windowStart: windowStart.toISOString(),
    expiresAt: expiresAt.toISOString(),
    retryAfterSeconds,
  };
}

/** A 429 with Retry-After when the member's count or the IP's is over its limit (or was not counted). */
export function refuseOverLimit(
  hit: ReturnType<typeof abuseHit>,
  counts: { first: number; second: number | null },
): void {
  if (counts.first > hit.firstLimit || counts.second === null || counts.second > hit.secondLimit) {
    throw rateLimited(hit.retryAfterSeconds);
  }
}

/** The fixed window `now` falls in, and how long until it ends (at least a second). */
function windowOf(now: Date, windowMs: number) {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { windowStart, expiresAt, retryAfterSeconds };
}
