import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { joinGroup } from '../groups-service.ts';

export const joinGroupRoute = route(api.community.groups.join, async ({ ctx, user, params }) => {
  const profile = await requireActiveProfile(ctx, user);
  await joinGroup(ctx, profile, params.groupId);
  return undefined;
});
