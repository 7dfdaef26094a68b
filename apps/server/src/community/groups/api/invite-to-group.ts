import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { inviteToGroup } from '../groups-service.ts';

export const inviteToGroupRoute = route(api.community.groups.invite, async ({ ctx, user, params, body }) => {
  const profile = await requireActiveProfile(ctx, user);
  await inviteToGroup(ctx, profile, params.groupId, body.profileId);
  return undefined;
});
