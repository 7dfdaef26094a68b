import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { checkUsername } from '../profile-service.ts';

export const validateUsernameRoute = route(
  api.community.profiles.validateUsername,
  ({ ctx, body, user, request }) => checkUsername(ctx, user!, body.username, request.ip),
);
