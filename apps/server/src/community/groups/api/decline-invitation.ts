import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { declineInvitation } from '../groups-service.ts';

export const declineInvitationRoute = route(
  api.community.groups.declineInvitation,
  async ({ ctx, user, params }) => {
    const profile = await requireActiveProfile(ctx, user);
    await declineInvitation(ctx, profile, params.groupId);
    return undefined;
  },
);
