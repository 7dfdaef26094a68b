import type { SessionUser } from '@havn/contract';
import {
  LOGIN_ATTEMPTS_PER_IP,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_MS,
  REGISTRATIONS_PER_IP_PER_HOUR,
} from '@havn/domain';
import { openFirstAccount } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword, verifyPassword } from '../platform/password.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, rateLimited } from '../platform/rate-limit.ts';
import { createSession, revokeSession, type UserRow } from '../platform/sessions.ts';
import { presentSessionUser } from './user-view.ts';
import { insertUser, userByUsername } from './users-repo.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface RegistrationInput {
  username: string;
  password: string;
  country: string;
  email?: string | undefined;
  name?: string | undefined;
}

/** A new customer and their first brokerage account, in one transaction: both or neither. */
export async function registerCustomer(
  ctx: AppContext,
  input: RegistrationInput,
  ip: string,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const limit = await hitRateLimit(ctx.db, `register:ip:${ip}`, REGISTRATIONS_PER_IP_PER_HOUR, HOUR_MS, now);
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
  if (input.password.toLowerCase().includes(input.username.toLowerCase())) {
    throw new AppError('WEAK_PASSWORD', 'The password must not contain the username.');
  }
  const passwordHash = await hashPassword(input.password, ctx.config.scryptLogN);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        passwordHash,
        country: input.country,
        email: input.email ?? null,
        name: input.name ?? null,
        createdAt: now,
      });
      await openFirstAccount(tx, user.id, input.country, now);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) {
      throw new AppError('USERNAME_TAKEN', 'That username is already registered.');
    }
    throw error;
  }
}

/** A hash to verify against when the username is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a username and password. Attempts are limited per IP and failures per account, counted in
 * PostgreSQL so every server process sees the same numbers.
 */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const accountKey = `login:account:${username.toLowerCase()}`;
  const perIp = await hitRateLimit(ctx.db, `login:ip:${ip}`, LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_MS, now);
  if (!perIp.allowed) throw rateLimited(perIp.retryAfterSeconds);
  const failures = await peekRateLimit(ctx.db, accountKey, LOGIN_WINDOW_MS, now);
  if (failures >= LOGIN_FAILURES_PER_ACCOUNT) {
    const windowEnd = Math.floor(now.getTime() / LOGIN_WINDOW_MS + 1) * LOGIN_WINDOW_MS;
    throw rateLimited(Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
  }

  const user = await userByUsername(ctx.db, username);
  dummyHash ??= hashPassword('not-a-real-password', ctx.config.scryptLogN);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    const failed = await hitRateLimit(ctx.db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS, now);
    if (!failed.allowed) throw rateLimited(failed.retryAfterSeconds);
    throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password.');
  }
  await clearRateLimit(ctx.db, accountKey);
  return user;
}

/** A new session for a registered customer: the token for the cookie and the user as the API shows it. */
export async function registerAndLogIn(
  ctx: AppContext,
  input: RegistrationInput,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const user = await registerCustomer(ctx, input, ip);
  return { token: await createSession(ctx, user.id), user: presentSessionUser(user, null) };
}

/**
 * Logs in and rotates the session: whatever session the browser carried before dies, so a planted
 * id is useless.
 */
export async function logIn(
  ctx: AppContext,
  credentials: { username: string; password: string },
  ip: string,
  previousToken: string | undefined,
): Promise<{ token: string; user: SessionUser }> {
  const user = await authenticate(ctx, credentials.username, credentials.password, ip);
  if (previousToken) await revokeSession(ctx, previousToken);
  const token = await createSession(ctx, user.id);
  return { token, user: await sessionUser(ctx, user) };
}

/** The logged-in customer with their community profile (asked through the port), as the API shows them. */
export async function sessionUser(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  return presentSessionUser(user, await ctx.ports.communityProfiles.activeProfileOf(ctx.db, user.id));
}
