import type { SessionUser } from '@havn/contract';
import { REGISTRATIONS_PER_IP_PER_HOUR } from '@havn/domain';
import { openFirstAccount } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword, verifyPassword } from '../platform/password.ts';
import { hitRateLimit, rateLimited } from '../platform/rate-limit.ts';
import { createSession, revokeSession, type UserRow } from '../platform/sessions.ts';
import {
  assertAddressNotSpraying,
  assertNotLocked,
  clearLoginFailures,
  deviceKey,
  knownDeviceOf,
  newDeviceCookie,
  pairKey,
  recordLoginFailure,
} from './login-throttle.ts';
import type { SessionCommunityProfile } from './ports.ts';
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

/**
 * A new customer and their first brokerage account, in one transaction: both or neither. For the
 * demo's customers only: someone who signs up through the API is a prospect (`registerProspect`).
 */
export function registerCustomer(ctx: AppContext, input: RegistrationInput, ip: string): Promise<UserRow> {
  return registerUser(ctx, input, ip, 'CUSTOMER');
}

/**
 * Someone who signs up with a username and password: a login for the community, a PROSPECT with no
 * account. A password proves nobody's identity, so trading and money wait for eID and the customer
 * questions (eid-service.ts, kyc-service.ts), as for everyone: no account opens, no deposit or order.
 */
export function registerProspect(ctx: AppContext, input: RegistrationInput, ip: string): Promise<UserRow> {
  return registerUser(ctx, input, ip, 'PROSPECT');
}

async function registerUser(
  ctx: AppContext,
  input: RegistrationInput,
  ip: string,
  status: 'CUSTOMER' | 'PROSPECT',
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
        customerStatus: status,
        createdAt: now,
      });
      if (status === 'CUSTOMER') await openFirstAccount(tx, user.id, input.country, now);
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
 * Checks a username and password (see login-throttle.ts for the limits). Failures count per account
 * and address, or per known device when the browser brings one issued to this account; successes are
 * never counted. Counted in PostgreSQL so every server process sees the same numbers.
 */
export async function authenticate(
  ctx: AppContext,
  credentials: { username: string; password: string },
  ip: string,
  deviceCookie: string | undefined,
): Promise<{ user: UserRow; deviceId: string | null }> {
  const now = ctx.clock.now();
  const user = await userByUsername(ctx.db, credentials.username);
  const deviceId = user ? knownDeviceOf(user, deviceCookie) : null;
  const key = deviceId !== null ? deviceKey(deviceId) : pairKey(credentials.username, ip);
  if (deviceId === null) await assertAddressNotSpraying(ctx, ip, now);
  await assertNotLocked(ctx, key, now);

  dummyHash ??= hashPassword('not-a-real-password', ctx.config.scryptLogN);
  // Someone who signs in with eID only has no password: checked against the dummy, in the same time.
  const usable = user?.passwordHash.startsWith('scrypt$') ? user.passwordHash : undefined;
  const ok =
    (await verifyPassword(credentials.password, usable ?? (await dummyHash))) && usable !== undefined;
  if (!user || !ok) {
    await recordLoginFailure(ctx, key, deviceId === null ? ip : null, now);
    throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password.');
  }
  await clearLoginFailures(ctx, key);
  return { user, deviceId };
}

/** A new session for someone who signed up (a prospect): the token for the cookie and the user as the API shows it. */
export async function registerAndLogIn(
  ctx: AppContext,
  input: RegistrationInput,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const user = await registerProspect(ctx, input, ip);
  return { token: await createSession(ctx, user.id), user: presentSessionUser(user, null, ctx.clock.now()) };
}

/**
 * Logs in and rotates the session: whatever session the browser carried before dies, so a planted
 * id is useless.
 */
export async function logIn(
  ctx: AppContext,
  credentials: { username: string; password: string },
  client: { ip: string; previousToken: string | undefined; deviceCookie: string | undefined },
): Promise<{ token: string; user: SessionUser; deviceCookie: string }> {
  const { user, deviceId } = await authenticate(ctx, credentials, client.ip, client.deviceCookie);
  if (client.previousToken) await revokeSession(ctx, client.previousToken);
  const token = await createSession(ctx, user.id);
  // A browser that logged in successfully is a known device from now on (its cookie is kept as is).
  const deviceCookie = deviceId !== null && client.deviceCookie ? client.deviceCookie : newDeviceCookie(user);
  return { token, user: await sessionUser(ctx, user), deviceCookie };
}

/** The logged-in customer with their community profile (asked through the port), as the API shows them. */
export async function sessionUser(ctx: AppContext, user: UserRow): Promise<SessionUser> {
  const now = ctx.clock.now();
  const cache = ctx.sessionCache;
  const kept = cache.profile<SessionCommunityProfile>(user.id, now.getTime());
  let profile: SessionCommunityProfile;
  if (kept) {
    profile = kept.value;
  } else {
    const generation = cache.generation;
    profile = await ctx.ports.communityProfiles.activeProfileOf(ctx.db, user.id);
    cache.keepProfile(user.id, profile, generation, now.getTime());
  }
  return presentSessionUser(user, profile, now);
}
