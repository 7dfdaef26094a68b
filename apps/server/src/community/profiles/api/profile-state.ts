import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { deactivateProfile, reactivateProfile } from '../profile-service.ts';

/** Deactivate: the profile and its content stay; others see them as by a deactivated user. */
export const inactivateRoute = route(api.community.profiles.inactivate, async ({ ctx, user }) => {
  await deactivateProfile(ctx, user!);
  return undefined;
});

/** Reactivate: 200 with the profile, 409 when it is already active (the onboarding goes to sharing). */
export const reactivateRoute = route(api.community.profiles.reactivate, ({ ctx, user }) =>
  reactivateProfile(ctx, user!),
);
