import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { leaveGroup } from '../groups-service.ts';

export const leaveGroupRoute = route(api.community.groups.leave, async ({ ctx, user, params }) => {
  const profile = await requireActiveProfile(ctx, user);
  await leaveGroup(ctx, profile, params.groupId);
  return undefined;
});
