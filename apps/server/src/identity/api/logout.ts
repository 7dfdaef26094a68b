import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { clearSessionCookie, revokeSession, sessionToken } from '../../platform/sessions.ts';

export const logoutRoute = route(api.identity.logout, async ({ ctx, request, reply }) => {
  const token = sessionToken(ctx, request);
  if (token) await revokeSession(ctx, token);
  clearSessionCookie(ctx, reply);
  return undefined;
});
