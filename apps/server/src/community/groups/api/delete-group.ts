import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { deleteGroupAndLogo } from '../group-requests.ts';

export const deleteGroupRoute = route(api.community.groups.delete, async ({ ctx, user, params }) => {
  await deleteGroupAndLogo(ctx, await requireActiveProfile(ctx, user), params.group);
  return undefined;
});
