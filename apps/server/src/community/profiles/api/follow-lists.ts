import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { followersOf, mutedBy } from '../social-service.ts';

export const followersRoute = route(api.community.profiles.followers, ({ ctx, params, query, user }) =>
  followersOf(ctx, user, params.profileId, query),
);

export const mutedRoute = route(api.community.profiles.muted, async ({ ctx, user }) =>
  mutedBy(ctx, await requireActiveProfile(ctx, user)),
);
