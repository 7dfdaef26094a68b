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
  const limit = ABUSE_LIMITS[action];
  const now = ctx.clock.now();
  const { windowStart, expiresAt, retryAfterSeconds } = windowOf(now, limit.windowMs);
  const counts = await incrementRateLimitPair(
    ctx.db,
    { key: `${action}:member:${memberKey}`, limit: limit.perMember },
    `${action}:ip:${ip}`,
    windowStart,
    expiresAt,
  );
  if (counts.first > limit.perMember || counts.second === null || counts.second > limit.perIp) {
    throw rateLimited(retryAfterSeconds);
  }
}

/** The fixed window `now` falls in, and how long until it ends (at least a second). */
function windowOf(now: Date, windowMs: number) {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { windowStart, expiresAt, retryAfterSeconds };
}
