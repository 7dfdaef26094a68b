import { api } from '@havn/contract';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser } from '../profile-access.ts';
import { presentProfile } from '../views/profile-view.ts';

/** Deactivate: the profile and its content stay; others see them as by a deactivated user. */
export const inactivateRoute = route(api.community.profiles.inactivate, async ({ ctx, user }) => {
  const profile = await profileOfUser(ctx.db, user!.id);
  if (!profile) throw new AppError('NOT_FOUND', 'You have no community profile.');
  if (profile.status === 'ACTIVE') {
    await ctx.db
      .update(profiles)
      .set({ status: 'DEACTIVATED', deactivatedAt: ctx.clock.now() })
      .where(eq(profiles.id, profile.id));
  }
  return undefined;
});

/** Reactivate: 200 with the profile, 409 when it is already active (the onboarding goes to sharing). */
export const reactivateRoute = route(api.community.profiles.reactivate, async ({ ctx, user }) => {
  const profile = await profileOfUser(ctx.db, user!.id);
  if (!profile) throw new AppError('NOT_FOUND', 'You have no community profile.');
  if (profile.status === 'ACTIVE')
    throw new AppError('PROFILE_ALREADY_ACTIVE', 'Your profile is already active.');
  const [row] = await ctx.db
    .update(profiles)
    .set({ status: 'ACTIVE', deactivatedAt: null })
    .where(eq(profiles.id, profile.id))
    .returning();
  return presentProfile(row!, undefined, true);
});
