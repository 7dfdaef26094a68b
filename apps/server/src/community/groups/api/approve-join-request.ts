import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { approveJoinRequest } from '../groups-service.ts';

export const approveJoinRequestRoute = route(
  api.community.groups.approveJoinRequest,
  async ({ ctx, user, params }) => {
    const profile = await requireActiveProfile(ctx, user);
    await approveJoinRequest(ctx, profile, params.groupId, params.profileId);
    return undefined;
  },
);
