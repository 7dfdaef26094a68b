import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { profileOfUser } from '../profiles/profile-access.ts';
import { findGroupById, type GroupRow, isGroupMember } from './groups-repo.ts';

/**
 * Who may read what is in a group. A public group's feed, threads and members are for everyone; a
 * private group's are for its members only. A private group's card (name, description, logo, member
 * count) shows to anyone with its link, so an outsider can ask to join or answer an invitation; it is
 * left out of discover and search for outsiders (groups-repo `findableBy`).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the profile (null: logged out or no profile) may read the group's content. */
export async function mayReadGroup(db: Db, group: GroupRow, profileId: string | null): Promise<boolean> {
  if (group.kind === 'PUBLIC') return true;
  return profileId !== null && (await isGroupMember(db, group.id, profileId));
}

async function viewerProfileId(ctx: AppContext, user: UserRow | null): Promise<string | null> {
  if (!user) return null;
  return (await profileOfUser(ctx.db, user.id))?.id ?? null;
}

/**
 * A group's own feed: 404 when there is no such group, 403 GROUP_PRIVATE for an outsider of a private
 * group (its card already says the group exists, so the refusal names the reason and the way in).
 */
export async function requireGroupFeedReader(
  ctx: AppContext,
  user: UserRow | null,
  groupId: string,
): Promise<void> {
  const group = await findGroupById(ctx.db, groupId);
  if (!group) throw new AppError('NOT_FOUND', 'No such group.');
  if (!(await mayReadGroup(ctx.db, group, await viewerProfileId(ctx, user)))) {
    throw new AppError('GROUP_PRIVATE', 'Only members of this private group can read it.');
  }
}

/**
 * Content posted in a group (a thread, a reaction list, a vote): an outsider of a private group gets
 * the same 404 as for content that does not exist, so a content id reveals nothing.
 */
export async function requireGroupContentReader(
  ctx: AppContext,
  profileId: string | null,
  groupId: string | null,
): Promise<void> {
  if (groupId === null) return;
  const group = await findGroupById(ctx.db, groupId);
  if (!group || !(await mayReadGroup(ctx.db, group, profileId))) {
    throw new AppError('NOT_FOUND', 'No such content.');
  }
}

/** requireGroupContentReader for a caller known by their session (or logged out). */
export async function requireGroupContentReaderUser(
  ctx: AppContext,
  user: UserRow | null,
  groupId: string | null,
): Promise<void> {
  if (groupId === null) return;
  await requireGroupContentReader(ctx, await viewerProfileId(ctx, user), groupId);
}

/** Whether the user may hear a group's stream topic: the same rule as reading its feed. */
export async function mayHearGroup(db: Db, userId: string | null, groupId: string): Promise<boolean> {
  if (!UUID.test(groupId)) return true; // not a group id: nothing is ever published there
  const group = await findGroupById(db, groupId);
  if (!group) return true; // nothing is ever published for a group that does not exist
  if (group.kind === 'PUBLIC') return true;
  if (userId === null) return false;
  const profile = await profileOfUser(db, userId);
  return mayReadGroup(db, group, profile?.id ?? null);
}
