import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { createSession, revokeSession, sessionToken, setSessionCookie } from '../../platform/sessions.ts';
import { authenticate } from '../auth-service.ts';
import { presentSessionUser } from '../user-view.ts';

export const loginRoute = route(api.identity.login, async ({ ctx, body, request, reply }) => {
  const user = await authenticate(ctx, body.username, body.password, request.ip);
  // Rotate: whatever session the browser carried before login dies, so a planted id is useless.
  const previous = sessionToken(ctx, request);
  if (previous) await revokeSession(ctx, previous);
  setSessionCookie(ctx, reply, await createSession(ctx, user.id));
  return presentSessionUser(user, await ctx.ports.communityProfiles.activeProfileOf(ctx.db, user.id));
});
