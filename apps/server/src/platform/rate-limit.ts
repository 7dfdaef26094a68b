import { ABUSE_LIMITS, type AbuseAction } from '@havn/domain';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { incrementRateLimit, rateLimitCount } from './rate-limits-repo.ts';

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
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const count = await incrementRateLimit(db, key, windowStart, expiresAt);
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
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
 * `memberKey` is the profile or user id.
 */
export async function enforceAbuseLimit(
  ctx: { db: Db; clock: { now(): Date } },
  action: AbuseAction,
  memberKey: string,
  ip: string,
): Promise<void> {
  const limit = ABUSE_LIMITS[action];
  const now = ctx.clock.now();
  const member = await hitRateLimit(
    ctx.db,
    `${action}:member:${memberKey}`,
    limit.perMember,
    limit.windowMs,
    now,
  );
  if (!member.allowed) throw rateLimited(member.retryAfterSeconds);
  const perIp = await hitRateLimit(ctx.db, `${action}:ip:${ip}`, limit.perIp, limit.windowMs, now);
  if (!perIp.allowed) throw rateLimited(perIp.retryAfterSeconds);
}
