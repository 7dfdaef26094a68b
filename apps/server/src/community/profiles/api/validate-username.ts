import { api } from '@havn/contract';
import { validateUsername } from '@havn/domain';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { route } from '../../../platform/route.ts';
import { isUsernameTaken } from '../profiles-repo.ts';
import { isReservedUsername } from '../reserved-names.ts';

export const validateUsernameRoute = route(
  api.community.profiles.validateUsername,
  async ({ ctx, body, user, request }) => {
    await enforceAbuseLimit(ctx, 'nameCheck', user!.id, request.ip);
    const check = validateUsername(body.username);
    if (check.state !== 'VALID_ON_CLIENT') return { result: 'INVALID' as const };
    if (isReservedUsername(check.username)) return { result: 'UNAVAILABLE' as const };
    return {
      result: (await isUsernameTaken(ctx.db, check.username))
        ? ('ALREADY_EXISTS' as const)
        : ('VALID' as const),
    };
  },
);
