import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { findGroupBySlug } from '../groups-repo.ts';
import { groupViewerOf } from '../groups-service.ts';
import { presentGroup } from '../views/group-view.ts';

/** Public: anyone may read a group; a logged-in caller also learns whether they are in it. */
export const groupBySlugRoute = route(api.community.groups.bySlug, async ({ ctx, user, params }) => {
  const group = await findGroupBySlug(ctx.db, params.slug);
  if (!group) throw new AppError('NOT_FOUND', 'No such group.');
  return presentGroup(group, await groupViewerOf(ctx, user, [group.id]));
});
