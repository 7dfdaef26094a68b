import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { sessionToken, setSessionCookie } from '../../platform/sessions.ts';
import { logIn } from '../auth-service.ts';
import { deviceCookie, setDeviceCookie } from '../login-throttle.ts';

export const loginRoute = route(api.identity.login, async ({ ctx, body, request, reply }) => {
  const session = await logIn(ctx, body, {
    ip: request.ip,
    previousToken: sessionToken(ctx, request),
    deviceCookie: deviceCookie(ctx, request),
  });
  setSessionCookie(ctx, reply, session.token);
  setDeviceCookie(ctx, reply, session.deviceCookie);
  return session.user;
});
