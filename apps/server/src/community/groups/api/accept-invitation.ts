import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { acceptInvitation } from '../groups-service.ts';

export const acceptInvitationRoute = route(
  api.community.groups.acceptInvitation,
  async ({ ctx, user, params }) => {
    const profile = await requireActiveProfile(ctx, user);
    await acceptInvitation(ctx, profile, params.groupId);
    return undefined;
  },
);
