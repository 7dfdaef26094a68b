import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { follow, profileById, unfollow } from '../profiles-repo.ts';

export const followRoute = route(api.community.profiles.follow, async ({ ctx, params, user, request }) => {
  const me = await requireActiveProfile(ctx, user);
  if (params.profileId === me.id) throw new AppError('CANNOT_FOLLOW_SELF', 'You cannot follow yourself.');
  const target = await profileById(ctx.db, params.profileId);
  if (!target || target.status === 'DEACTIVATED') throw new AppError('NOT_FOUND', 'No such member.');
  await enforceAbuseLimit(ctx, 'follow', me.id, request.ip);
  await follow(ctx.db, me.id, target.id, ctx.clock.now());
  return undefined;
});

export const unfollowRoute = route(api.community.profiles.unfollow, async ({ ctx, params, user }) => {
  const me = await requireActiveProfile(ctx, user);
  await unfollow(ctx.db, me.id, params.profileId);
  return undefined;
});
