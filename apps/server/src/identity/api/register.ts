import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { createSession, setSessionCookie } from '../../platform/sessions.ts';
import { registerCustomer } from '../auth-service.ts';
import { presentSessionUser } from '../user-view.ts';

export const registerRoute = route(api.identity.register, async ({ ctx, body, request, reply }) => {
  const user = await registerCustomer(ctx, body, request.ip);
  setSessionCookie(ctx, reply, await createSession(ctx, user.id));
  return presentSessionUser(user, null);
});
