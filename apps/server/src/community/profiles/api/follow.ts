import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { followMember, unfollowMember } from '../social-service.ts';

export const followRoute = route(api.community.profiles.follow, async ({ ctx, params, user, request }) => {
  await followMember(ctx, await requireActiveProfile(ctx, user), params.profileId, request.ip);
  return undefined;
});

export const unfollowRoute = route(api.community.profiles.unfollow, async ({ ctx, params, user }) => {
  await unfollowMember(ctx, await requireActiveProfile(ctx, user), params.profileId);
  return undefined;
});
