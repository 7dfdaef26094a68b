import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser, requireActiveProfile } from '../profile-access.ts';
import { followList, mutedProfiles, profileById, relationshipsOf } from '../profiles-repo.ts';
import { presentProfile } from '../views/profile-view.ts';

export const followersRoute = route(
  api.community.profiles.followers,
  async ({ ctx, params, query, user }) => {
    const owner = await profileById(ctx.db, params.profileId);
    if (!owner || owner.status === 'DEACTIVATED') throw new AppError('NOT_FOUND', 'No such member.');
    const { rows, total } = await followList(ctx.db, owner.id, query.type, query.limit, query.offset);
    const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
    const relations = await relationshipsOf(
      ctx.db,
      viewer?.id ?? null,
      rows.map((r) => r.id),
    );
    return { profiles: rows.map((r) => presentProfile(r, relations.get(r.id), r.id === viewer?.id)), total };
  },
);

export const mutedRoute = route(api.community.profiles.muted, async ({ ctx, user }) => {
  const me = await requireActiveProfile(ctx, user);
  const rows = await mutedProfiles(ctx.db, me.id);
  const relations = await relationshipsOf(
    ctx.db,
    me.id,
    rows.map((r) => r.id),
  );
  return { profiles: rows.map((r) => presentProfile(r, relations.get(r.id))) };
});
