import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type ProfileRow, profileOfUser } from './profiles-repo.ts';

/** The profile row and its lookup live in the repo; many callers know them from here. */
export { type ProfileRow, profileOfUser } from './profiles-repo.ts';

/**
 * The caller's active community profile, or the named refusal: a customer without a profile is asked to
 * join (403 PROFILE_REQUIRED), a deactivated one to reactivate (403 PROFILE_DEACTIVATED).
 */
export async function requireActiveProfile(ctx: AppContext, user: UserRow | null): Promise<ProfileRow> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const profile = await keptProfileOfUser(ctx, user.id);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 'Join the community to do this.');
  if (profile.status === 'DEACTIVATED') {
    throw new AppError('PROFILE_DEACTIVATED', 'Reactivate your community account to do this.');
  }
  return profile;
}

/**
 * The member's profile row, kept per process beside their session (platform/session-cache.ts): any
 * change to it announces the user, and every process forgets it then; a write of this process is
 * heard back before it answers. A customer without a profile is asked each time (they may join).
 */
async function keptProfileOfUser(ctx: AppContext, userId: string): Promise<ProfileRow | null> {
  const cache = ctx.sessionCache;
  const now = ctx.clock.now().getTime();
  const kept = cache.forUser<ProfileRow>('community-profile', userId, now);
  if (kept) return kept.value;
  const generation = cache.kindGeneration('community-profile');
  const profile = await profileOfUser(ctx.db, userId);
  if (profile) cache.keepForUser('community-profile', userId, profile, generation, now);
  return profile;
}
