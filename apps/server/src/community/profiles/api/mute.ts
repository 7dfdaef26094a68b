import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { muteMember, unmuteMember } from '../social-service.ts';

export const muteRoute = route(api.community.profiles.mute, async ({ ctx, params, user }) => {
  await muteMember(ctx, await requireActiveProfile(ctx, user), params.profileId);
  return undefined;
});

export const unmuteRoute = route(api.community.profiles.unmute, async ({ ctx, params, user }) => {
  await unmuteMember(ctx, await requireActiveProfile(ctx, user), params.profileId);
  return undefined;
});
