import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { sessionToken, setSessionCookie } from '../../platform/sessions.ts';
import { logIn } from '../auth-service.ts';

export const loginRoute = route(api.identity.login, async ({ ctx, body, request, reply }) => {
  const { token, user } = await logIn(ctx, body, request.ip, sessionToken(ctx, request));
  setSessionCookie(ctx, reply, token);
  return user;
});
