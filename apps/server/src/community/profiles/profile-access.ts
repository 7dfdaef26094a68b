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
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 'Join the community to do this.');
  if (profile.status === 'DEACTIVATED') {
    throw new AppError('PROFILE_DEACTIVATED', 'Reactivate your community account to do this.');
  }
  return profile;
}
