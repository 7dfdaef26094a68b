import { hash, randomBytes } from 'node:crypto';
import { SIGNED_IN_HINT_COOKIE } from '@havn/contract';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@havn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  announce,
  insertSession,
  liveSessionByHash,
  markEidVerified,
  revokeSessionByHash,
  touchSession,
  type UserRow,
} from './sessions-repo.ts';

export type { UserRow };

/** Refresh last_seen_at at most once a minute: a session read is not a write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function sessionCookieName(ctx: AppContext): string {
  // `__Host-` pins the cookie to this exact origin over https (no Domain, Path=/, Secure).
  return ctx.config.secureCookies ? '__Host-havn_session' : 'havn_session';
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A fresh 128-bit random session; the cookie carries the token, the database only its hash. */
export async function createSession(
  ctx: AppContext,
  userId: string,
  options: { eidVerified?: boolean } = {},
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  const now = ctx.clock.now();
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    eidVerifiedAt: options.eidVerified ? now : null,
  });
  return token;
}

/** The user behind a token, or null when the session is unknown, logged out, idle too long or expired. */
export async function readSession(ctx: AppContext, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const now = ctx.clock.now().getTime();
  const cache = ctx.sessionCache;
  let row = cache.session(tokenHash, now);
  if (!row) {
    const generation = cache.generation;
    row = await liveSessionByHash(ctx.db, tokenHash);
    if (!row) return null;
    cache.keepSession(tokenHash, row, generation, now);
  }
  if (row.session.expiresAt.getTime() <= now) return null;
  if (row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  if (now - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(ctx.db, tokenHash, new Date(now));
    cache.touched(tokenHash, new Date(now));
  }
  return row.user;
}

export async function revokeSession(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await revokeSessionByHash(ctx.db, tokenHash, ctx.clock.now());
  ctx.sessionCache.forgetSession(tokenHash);
}

export function sessionToken(ctx: AppContext, request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(ctx)];
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : undefined;
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  const options = {
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  } as const;
  reply.setCookie(sessionCookieName(ctx), token, { ...options, httpOnly: true });
  // The web's hint that there is a session worth asking about; it carries nothing secret.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  const options = { sameSite: 'lax', secure: ctx.config.secureCookies, path: '/' } as const;
  reply.clearCookie(sessionCookieName(ctx), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...options, httpOnly: false });
}

/** The hint cookie outlived its session (expired, idle, revoked elsewhere): take it away with the session cookie. */
export function hasSignedInHint(request: FastifyRequest): boolean {
  return request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
}

/** When the holder of this session last confirmed with eID (null: never), for a step-up check. */
export async function sessionEidVerifiedAt(ctx: AppContext, token: string): Promise<Date | null> {
  const row = await liveSessionByHash(ctx.db, hashToken(token));
  return row?.session.eidVerifiedAt ?? null;
}

export async function markSessionEidVerified(ctx: AppContext, tokenHash: string): Promise<void> {
  await markEidVerified(ctx.db, tokenHash, ctx.clock.now());
  ctx.sessionCache.forgetSession(tokenHash);
}

/** After a write: wait until this process has heard the database's announcements up to it. */
export async function catchUpSessions(ctx: AppContext, options = { users: true }): Promise<void> {
  await ctx.sessionCache.caughtUp((marks) => announce(ctx.db, marks), options);
}
