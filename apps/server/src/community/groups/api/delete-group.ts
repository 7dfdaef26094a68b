import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { discardLogo } from '../group-logo.ts';
import { deleteGroup } from '../groups-service.ts';

export const deleteGroupRoute = route(api.community.groups.delete, async ({ ctx, user, params }) => {
  const profile = await requireActiveProfile(ctx, user);
  const deleted = await deleteGroup(ctx, profile, params.groupId);
  await discardLogo(ctx, deleted.logoUri);
  return undefined;
});
