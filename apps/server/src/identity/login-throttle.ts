import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimited } from '../platform/rate-limit.ts';
import { countLoginFailure, loginFailureExpiry, setLoginFailureExpiry } from './login-throttle-repo.ts';

/**
 * Login throttling that nobody else can turn against the owner (issue 12, item 3):
 * - failures count per account *and address* (or per known device), with growing delays: the first
 *   few are free (typos), then each further failure locks that pair for 1 s, 2 s, 4 s, … up to 15 min;
 * - a known device (a signed long-lived cookie from an earlier successful login) is counted apart, so
 *   an attacker hammering from anywhere else never delays the owner's right password on it;
 * - a looser cap per address counts only failures (password spraying across many accounts);
 * - successful logins are never counted: an office behind one address logs in as often as it likes.
 */
export const FREE_LOGIN_FAILURES = 3;
export const LOGIN_LOCK_MAX_MS = 15 * 60 * 1000;
/** How long a key stays on record after its lock ends, so the next failure keeps growing the delay. */
const QUIET_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_IP = 100;
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The lock after the `failures`-th failure in a row: none for the free ones, then doubling. */
export function loginLockMs(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(LOGIN_LOCK_MAX_MS, 1000 * 2 ** (failures - FREE_LOGIN_FAILURES - 1));
}

export function pairKey(username: string, ip: string): string {
  return `login:fail:${username.toLowerCase()}:${ip}`;
}

export function deviceKey(deviceId: string): string {
  return `login:fail:device:${deviceId}`;
}

function ipKey(ip: string): string {
  return `login:ipfail:${ip}`;
}

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/** 429 when the key is locked now. */
export async function assertNotLocked(ctx: AppContext, key: string, now: Date): Promise<void> {
  const expiry = await loginFailureExpiry(ctx.db, key);
  if (expiry === null) return;
  const lockedUntil = new Date(expiry.getTime() - QUIET_MS);
  if (lockedUntil > now) throw rateLimited(secondsUntil(lockedUntil, now));
}

/** 429 when the address has failed too often in the current window (successes never count). */
export async function assertAddressNotSpraying(ctx: AppContext, ip: string, now: Date): Promise<void> {
  const failures = await peekRateLimit(ctx.db, ipKey(ip), LOGIN_IP_WINDOW_MS, now);
  if (failures >= LOGIN_FAILURES_PER_IP) {
    const windowEnd = Math.floor(now.getTime() / LOGIN_IP_WINDOW_MS + 1) * LOGIN_IP_WINDOW_MS;
    throw rateLimited(secondsUntil(new Date(windowEnd), now));
  }
}

/** Records one failure on the key (and on the address unless from a known device). */
export async function recordLoginFailure(
  ctx: AppContext,
  key: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  const failures = await countLoginFailure(ctx.db, key, now, new Date(now.getTime() + QUIET_MS));
  const lock = loginLockMs(failures);
  if (lock > 0) await setLoginFailureExpiry(ctx.db, key, new Date(now.getTime() + lock + QUIET_MS));
  if (ip !== null) await hitRateLimit(ctx.db, ipKey(ip), LOGIN_FAILURES_PER_IP, LOGIN_IP_WINDOW_MS, now);
}

export async function clearLoginFailures(ctx: AppContext, key: string): Promise<void> {
  await clearRateLimit(ctx.db, key);
}

// A known device: `<deviceId>.<mac>`, the MAC keyed by the user's password hash, which never leaves
// the server; a new password therefore forgets every device, and no configured secret is needed.
function deviceMac(user: { id: string; passwordHash: string }, deviceId: string): string {
  return createHmac('sha256', user.passwordHash).update(`device:${user.id}:${deviceId}`).digest('base64url');
}

export function newDeviceCookie(user: { id: string; passwordHash: string }): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${deviceMac(user, deviceId)}`;
}

/** The device id when the cookie was issued to this user, else null. */
export function knownDeviceOf(
  user: { id: string; passwordHash: string },
  cookie: string | undefined,
): string | null {
  const match = cookie?.match(/^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const [, deviceId = '', mac = ''] = match;
  const expected = Buffer.from(deviceMac(user, deviceId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

export function deviceCookieName(ctx: AppContext): string {
  return ctx.config.secureCookies ? '__Host-havn_device' : 'havn_device';
}

export function deviceCookie(ctx: AppContext, request: FastifyRequest): string | undefined {
  return request.cookies[deviceCookieName(ctx)];
}

/** Long-lived, httpOnly and same-site: it proves only that this browser logged in here before. */
export function setDeviceCookie(ctx: AppContext, reply: FastifyReply, value: string): void {
  reply.setCookie(deviceCookieName(ctx), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
