import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { mute, profileById, unmute } from '../profiles-repo.ts';

export const muteRoute = route(api.community.profiles.mute, async ({ ctx, params, user }) => {
  const me = await requireActiveProfile(ctx, user);
  if (params.profileId === me.id) throw new AppError('CANNOT_MUTE_SELF', 'You cannot mute yourself.');
  const target = await profileById(ctx.db, params.profileId);
  if (!target) throw new AppError('NOT_FOUND', 'No such member.');
  // Spec section 6: a deactivated author can be neither reported nor muted.
  if (target.status === 'DEACTIVATED')
    throw new AppError('FORBIDDEN', 'A deactivated member cannot be muted.');
  await mute(ctx.db, me.id, target.id, ctx.clock.now());
  return undefined;
});

export const unmuteRoute = route(api.community.profiles.unmute, async ({ ctx, params, user }) => {
  const me = await requireActiveProfile(ctx, user);
  await unmute(ctx.db, me.id, params.profileId);
  return undefined;
});
