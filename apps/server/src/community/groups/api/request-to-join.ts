import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { requestToJoin } from '../groups-service.ts';

export const requestToJoinRoute = route(api.community.groups.requestToJoin, async ({ ctx, user, params }) => {
  const profile = await requireActiveProfile(ctx, user);
  await requestToJoin(ctx, profile, params.groupId);
  return undefined;
});
