import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionToken, setSessionCookie } from '../../platform/sessions.ts';
import { EID_CALLBACK_PATH } from './eid-config.ts';
import { completeEid } from './eid-service.ts';

function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The broker sends the browser back here (a navigation, not an API call, so it is no contract
 * endpoint): on success the browser goes on to the page the sign-in started from, with the session
 * cookie set; a cancel or a failure goes there too, saying so. An unknown, expired or replayed state
 * is refused outright (400 EID_FAILED): there is no page of ours to go back to.
 */
export function registerEidCallback(app: FastifyInstance, ctx: AppContext): void {
  app.get(EID_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, ctx.config.publicOrigin);
    const outcome = await completeEid(ctx, url, sessionToken(ctx, request));
    reply.header('cache-control', 'no-store');
    switch (outcome.kind) {
      case 'logged-in':
        setSessionCookie(ctx, reply, outcome.token);
        return reply.redirect(outcome.returnTo, 303);
      case 'stepped-up':
        return reply.redirect(withParam(outcome.returnTo, 'eid', 'confirmed'), 303);
      case 'cancelled':
        return reply.redirect(withParam(outcome.returnTo, 'eid', 'cancelled'), 303);
      case 'failed':
        return reply.redirect(withParam(outcome.returnTo, 'eid', 'failed'), 303);
    }
  });
}
