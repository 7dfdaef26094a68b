import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { withdrawJoinRequest } from '../groups-service.ts';

export const withdrawJoinRequestRoute = route(
  api.community.groups.withdrawJoinRequest,
  async ({ ctx, user, params }) => {
    const profile = await requireActiveProfile(ctx, user);
    await withdrawJoinRequest(ctx, profile, params.groupId);
    return undefined;
  },
);
