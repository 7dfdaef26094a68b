import { api } from '@havn/contract';
import { WIDGET_ITEMS } from '@havn/domain';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../../profiles/profile-access.ts';
import { groupsOfMember } from '../groups-repo.ts';
import { presentGroup } from '../views/group-view.ts';

/** The community card's groups: the caller's, most recently active first; nobody's when logged out. */
export const groupWidgetRoute = route(api.community.groups.widget, async ({ ctx, user }) => {
  const profile = user ? await profileOfUser(ctx.db, user.id) : null;
  if (!profile) return [];
  const { rows } = await groupsOfMember(ctx.db, profile.id, WIDGET_ITEMS, 0);
  // Every group of this list is one of the caller's.
  const viewer = { profileId: profile.id, memberOf: new Set(rows.map((g) => g.id)) };
  return rows.map((group) => presentGroup(group, viewer));
});
