import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { declineJoinRequest } from '../groups-service.ts';

export const declineJoinRequestRoute = route(
  api.community.groups.declineJoinRequest,
  async ({ ctx, user, params }) => {
    const profile = await requireActiveProfile(ctx, user);
    await declineJoinRequest(ctx, profile, params.groupId, params.profileId);
    return undefined;
  },
);
