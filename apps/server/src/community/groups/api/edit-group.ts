import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { memberGroupIds } from '../groups-repo.ts';
import { editGroup } from '../groups-service.ts';
import { presentGroup } from '../views/group-view.ts';

export const editGroupRoute = route(api.community.groups.edit, async ({ ctx, user, params, body }) => {
  const profile = await requireActiveProfile(ctx, user);
  const group = await editGroup(ctx, profile, params.groupId, body);
  return presentGroup(group, {
    profileId: profile.id,
    memberOf: await memberGroupIds(ctx.db, profile.id, [group.id]),
  });
});
