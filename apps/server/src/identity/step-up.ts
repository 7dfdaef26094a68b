import { STEP_UP_MAX_AGE_SECONDS } from '@havn/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import { sessionEidVerifiedAt, sessionToken } from '../platform/sessions.ts';

/**
 * Step-up for sensitive changes (contact details, money out, terms accepted with eID): the session
 * making the call must have confirmed with eID within `maxAgeSeconds`, else 403 STEP_UP_REQUIRED.
 * The web then calls `api.identity.startEid` with `{ purpose: 'STEP_UP', returnTo: <this page> }`,
 * sends the browser to the answer's `redirectUrl`, and comes back to `returnTo?eid=confirmed` to
 * send the same request again. An API key never steps up: a call with one is refused.
 */
export async function requireFreshEid(
  ctx: AppContext,
  request: FastifyRequest,
  maxAgeSeconds: number = STEP_UP_MAX_AGE_SECONDS,
): Promise<void> {
  const token = sessionToken(ctx, request);
  const verifiedAt = token ? await sessionEidVerifiedAt(ctx, token) : null;
  const fresh =
    verifiedAt !== null && ctx.clock.now().getTime() - verifiedAt.getTime() <= maxAgeSeconds * 1000;
  if (!fresh) {
    throw new AppError('STEP_UP_REQUIRED', 'Confirm with your eID to make this change.');
  }
}

/** Whether the session making the call signed in or confirmed with eID at all (no age limit). */
export async function signedWithEid(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const token = sessionToken(ctx, request);
  return token !== undefined && (await sessionEidVerifiedAt(ctx, token)) !== null;
}
