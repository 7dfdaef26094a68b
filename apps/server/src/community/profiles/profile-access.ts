import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export async function profileOfUser(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

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
