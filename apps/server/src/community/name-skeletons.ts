import { nameSkeleton } from '@havn/domain/community/name-skeleton';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { groupsWithoutSkeleton, setGroupNameSkeleton } from './groups/groups-repo.ts';
import { profilesWithoutSkeleton, setUsernameSkeleton } from './profiles/profiles-repo.ts';

const BACKFILL_BATCH = 100_000;

/**
 * Gives every stored username and group name its skeleton (issue 12: names stored before the
 * `name_skeletons` migration, or written by a seed around the repositories). Runs at start, in one
 * pass; the older of two look-alikes keeps the skeleton, the younger is logged and keeps its name.
 */
export async function backfillNameSkeletons(ctx: AppContext): Promise<void> {
  const collisions: string[] = [];
  for (const profile of await profilesWithoutSkeleton(ctx.db, BACKFILL_BATCH)) {
    try {
      await setUsernameSkeleton(ctx.db, profile.id, nameSkeleton(profile.username));
    } catch (error) {
      if (!isUniqueViolation(error, 'profiles_username_skeleton_key')) throw error;
      collisions.push(`profile ${profile.id}`);
    }
  }
  for (const group of await groupsWithoutSkeleton(ctx.db, BACKFILL_BATCH)) {
    try {
      await setGroupNameSkeleton(ctx.db, group.id, nameSkeleton(group.name));
    } catch (error) {
      if (!isUniqueViolation(error, 'groups_name_skeleton_key')) throw error;
      collisions.push(`group ${group.id}`);
    }
  }
  if (collisions.length > 0) {
    ctx.log.warn({ collisions }, 'names that look like an older one keep no skeleton');
  }
}
