import { api } from '@havn/contract';
import { validateGroupName } from '@havn/domain';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { isGroupNameTaken } from '../groups-repo.ts';

/** The create drawer's name check (spec section 4): VALID, ALREADY_EXISTS or INVALID. */
export const validateGroupNameRoute = route(
  api.community.groups.validateName,
  async ({ ctx, user, body, request }) => {
    const caller = requireUser(user);
    await enforceAbuseLimit(ctx, 'nameCheck', caller.id, request.ip);
    const checked = validateGroupName(body.groupName);
    if (checked.state === 'INVALID') return { result: 'INVALID' as const };
    const taken = await isGroupNameTaken(ctx.db, checked.name);
    return { result: taken ? ('ALREADY_EXISTS' as const) : ('VALID' as const) };
  },
);
