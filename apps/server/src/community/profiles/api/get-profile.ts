import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { myProfile, profilePage } from '../social-service.ts';

export const getProfileRoute = route(api.community.profiles.bySlug, ({ ctx, params, user }) =>
  profilePage(ctx, user, params.slug),
);

export const myProfileRoute = route(api.community.profiles.me, ({ ctx, user }) => myProfile(ctx, user!));
