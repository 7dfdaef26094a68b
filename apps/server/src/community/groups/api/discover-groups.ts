import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';
import { groupsOfMember, mostActiveGroups } from '../groups-repo.ts';
import { groupViewerOf } from '../groups-service.ts';
import { presentGroup } from '../views/group-view.ts';

/** Discover groups' chips: most-active for everyone, my-groups for the logged-in caller. */
export const discoverGroupsRoute = route(api.community.groups.discover, async ({ ctx, user, query }) => {
  const { chip, limit, offset } = query;
  if (chip === 'my-groups') {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to see your groups.');
    const profile = await profileOfUser(ctx.db, user.id);
    if (!profile) return { groups: [], total: 0 };
    const page = await groupsOfMember(ctx.db, profile.id, limit, offset);
    const viewer = { profileId: profile.id, memberOf: new Set(page.rows.map((g) => g.id)) };
    return { groups: page.rows.map((group) => presentGroup(group, viewer)), total: page.total };
  }
  const page = await mostActiveGroups(ctx.db, limit, offset);
  const viewer = await groupViewerOf(
    ctx,
    user,
    page.rows.map((g) => g.id),
  );
  return { groups: page.rows.map((group) => presentGroup(group, viewer)), total: page.total };
});
