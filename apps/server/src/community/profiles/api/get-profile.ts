import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../profile-access.ts';
import { profileBySlug, relationshipsOf } from '../profiles-repo.ts';
import { presentProfile } from '../views/profile-view.ts';

export const getProfileRoute = route(api.community.profiles.bySlug, async ({ ctx, params, user }) => {
  const profile = await profileBySlug(ctx.db, params.slug);
  if (!profile || profile.status === 'DEACTIVATED')
    throw new AppError('NOT_FOUND', 'No member with that name.');
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  const relations = await relationshipsOf(ctx.db, viewer?.id ?? null, [profile.id]);
  return presentProfile(profile, relations.get(profile.id), viewer?.id === profile.id);
});

export const myProfileRoute = route(api.community.profiles.me, async ({ ctx, user }) => {
  const profile = await profileOfUser(ctx.db, user!.id);
  if (!profile) throw new AppError('NOT_FOUND', 'You have no community profile yet.');
  return presentProfile(profile, undefined, true);
});
