import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { checkGroupNameAvailable } from '../group-requests.ts';

/** The create drawer's name check (spec section 4): VALID, ALREADY_EXISTS or INVALID. */
export const validateGroupNameRoute = route(
  api.community.groups.validateName,
  ({ ctx, user, body, request }) =>
    checkGroupNameAvailable(ctx, requireUser(user), body.groupName, request.ip),
);
