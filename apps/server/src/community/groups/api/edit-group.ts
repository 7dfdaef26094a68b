import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { editGroupAsCreator } from '../group-requests.ts';

export const editGroupRoute = route(api.community.groups.edit, async ({ ctx, user, params, body }) =>
  editGroupAsCreator(ctx, await requireActiveProfile(ctx, user), params.group, body),
);
