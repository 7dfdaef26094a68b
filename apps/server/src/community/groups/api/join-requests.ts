import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { joinRequestList } from '../group-requests.ts';

/** The pending requests to join, for the group's admin. */
export const joinRequestsRoute = route(api.community.groups.joinRequests, async ({ ctx, user, params }) =>
  joinRequestList(ctx, await requireActiveProfile(ctx, user), params.groupId),
);
