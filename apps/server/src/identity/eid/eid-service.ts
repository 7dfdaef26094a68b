import { randomBytes } from 'node:crypto';
import { isSiteId, siteLanguage } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createSession,
  hashToken,
  markSessionEidVerified,
  readSession,
  revokeSession,
  type UserRow,
} from '../../platform/sessions.ts';
import { insertUser } from '../users-repo.ts';
import {
  claimAttempt,
  type EidIdentityRow,
  identityByPerson,
  identityOfUser,
  insertAttempt,
  insertIdentity,
} from './eid-repo.ts';
import { authorizationRequest, type ProvenIdentity, redeemCallback } from './relying-party.ts';

/** How long a started sign-in may take before its callback is no longer taken. */
const ATTEMPT_TTL_MS = 10 * 60 * 1000;

/** The eID login's language: the site of the page it returns to (`/se/…` is Swedish). */
function languageOf(returnTo: string): string {
  const site = returnTo.split('/')[1];
  return isSiteId(site) ? siteLanguage[site] : 'en';
}

/**
 * Starts a sign-in at the eID broker. A STEP_UP is bound to the session asking for it, so the
 * confirmation counts for that session only.
 */
export async function startEid(
  ctx: AppContext,
  input: { purpose: 'LOGIN' | 'STEP_UP'; returnTo: string },
  caller: { user: UserRow | null; sessionToken: string | undefined },
): Promise<{ redirectUrl: string }> {
  if (input.purpose === 'STEP_UP' && (!caller.user || !caller.sessionToken)) {
    throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  }
  const request = await authorizationRequest(ctx, languageOf(input.returnTo));
  await insertAttempt(ctx.db, {
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    purpose: input.purpose,
    returnTo: input.returnTo,
    sessionHash: input.purpose === 'STEP_UP' && caller.sessionToken ? hashToken(caller.sessionToken) : null,
    createdAt: ctx.clock.now(),
  });
  return { redirectUrl: request.url };
}

export type EidOutcome =
  | { kind: 'logged-in'; token: string; returnTo: string }
  | { kind: 'stepped-up'; returnTo: string }
  | { kind: 'cancelled'; returnTo: string }
  | { kind: 'failed'; returnTo: string; code: 'EID_FAILED' };

function loginName(identity: ProvenIdentity): string {
  const base =
    identity.givenName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') || 'customer';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** A person new to Havn becomes a prospect: a user with the eID's data and no account yet. */
async function newProspect(ctx: AppContext, identity: ProvenIdentity): Promise<UserRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: loginName(identity),
      // Signs in with eID only: no password hash matches this.
      passwordHash: '!eid',
      country: identity.country,
      name: `${identity.givenName} ${identity.familyName}`.trim(),
      customerStatus: 'PROSPECT',
      createdAt: now,
    });
    await insertIdentity(tx, {
      userId: user.id,
      country: identity.country,
      personalNumber: identity.personalNumber,
      method: identity.method,
      givenName: identity.givenName,
      familyName: identity.familyName,
      birthDate: identity.birthDate,
      address: identity.address,
      verifiedAt: now,
    });
    return user;
  });
}

function samePerson(known: EidIdentityRow | null, proven: ProvenIdentity): boolean {
  return known !== null && known.country === proven.country && known.personalNumber === proven.personalNumber;
}

/**
 * The broker's callback. Its state must name an attempt of ours not used before (a replayed callback
 * is refused before anything else); openid-client then checks state, PKCE and nonce. A LOGIN signs in
 * the customer with that personal number, or makes a prospect of a new person; a STEP_UP marks the
 * session that asked as freshly confirmed, if the same person confirmed.
 */
export async function completeEid(
  ctx: AppContext,
  callbackUrl: URL,
  currentToken: string | undefined,
): Promise<EidOutcome> {
  const now = ctx.clock.now();
  const state = callbackUrl.searchParams.get('state') ?? '';
  const attempt = await claimAttempt(ctx.db, state, now, new Date(now.getTime() - ATTEMPT_TTL_MS));
  if (!attempt) throw new AppError('EID_FAILED', 'This eID sign-in is unknown, expired or already used.');
  if (callbackUrl.searchParams.has('error')) return { kind: 'cancelled', returnTo: attempt.returnTo };

  let identity: ProvenIdentity;
  try {
    identity = await redeemCallback(ctx, callbackUrl, attempt);
  } catch (error) {
    ctx.log.warn({ err: error }, 'eID: the callback did not check out');
    return { kind: 'failed', returnTo: attempt.returnTo, code: 'EID_FAILED' };
  }

  if (attempt.purpose === 'STEP_UP') {
    const current = currentToken ? hashToken(currentToken) : null;
    if (!current || current !== attempt.sessionHash) {
      return { kind: 'failed', returnTo: attempt.returnTo, code: 'EID_FAILED' };
    }
    const user = await readSession(ctx, currentToken!);
    if (!user || !samePerson(await identityOfUser(ctx.db, user.id), identity)) {
      return { kind: 'failed', returnTo: attempt.returnTo, code: 'EID_FAILED' };
    }
    await markSessionEidVerified(ctx, current);
    return { kind: 'stepped-up', returnTo: attempt.returnTo };
  }

  const known = await identityByPerson(ctx.db, identity.country, identity.personalNumber);
  const userId = known ? known.userId : (await newProspect(ctx, identity)).id;
  if (currentToken) await revokeSession(ctx, currentToken);
  const token = await createSession(ctx, userId, { eidVerified: true });
  return { kind: 'logged-in', token, returnTo: attempt.returnTo };
}
