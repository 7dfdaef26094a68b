import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { setSessionCookie } from '../../platform/sessions.ts';
import { registerAndLogIn } from '../auth-service.ts';

export const registerRoute = route(api.identity.register, async ({ ctx, body, request, reply }) => {
  const { token, user } = await registerAndLogIn(ctx, body, request.ip);
  setSessionCookie(ctx, reply, token);
  return user;
});
