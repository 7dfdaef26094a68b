import { nameSkeleton } from '@havn/domain/community/name-skeleton';
import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents } from '../../db/schema/contents.ts';
import { groupInvitations, groupJoinRequests, groupMembers, groups } from '../../db/schema/groups.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** The groups tables: rows and ids in, rows and ids out; views are built elsewhere. */

export type GroupRow = typeof groups.$inferSelect;
export type NewGroupRow = typeof groups.$inferInsert;

export async function findGroupById(db: Db, groupId: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  return row ?? null;
}

/** Several groups in one query (the order is not kept). */
export function groupsByIds(db: Db, groupIds: readonly string[]): Promise<GroupRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, [...groupIds]));
}

export async function findGroupBySlug(db: Db, slug: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.slug, slug)).limit(1);
  return row ?? null;
}

/**
 * Names are unique without regard to case (the `groups_name_key` index on lower(name)) and to
 * look-alikes (`groups_name_skeleton_key`: the UTS #39 skeleton, spaces trimmed and collapsed).
 */
export async function isGroupNameTaken(db: Db, name: string, exceptGroupId?: string): Promise<boolean> {
  const sameName = or(
    sql`lower(${groups.name}) = lower(${name})`,
    eq(groups.nameSkeleton, nameSkeleton(name)),
  );
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(exceptGroupId ? and(sameName, ne(groups.id, exceptGroupId)) : sameName)
    .limit(1);
  return row !== undefined;
}

/** Existing slugs equal to `base` or starting with `base-`; a base holds only [a-z0-9-], no LIKE wildcards. */
export async function slugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: groups.slug })
    .from(groups)
    .where(or(eq(groups.slug, base), like(groups.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

/** Inserts a group with its creator as the first member. Call inside a transaction. */
export async function insertGroupWithCreator(tx: Db, values: NewGroupRow): Promise<GroupRow> {
  const [row] = await tx
    .insert(groups)
    .values({ ...values, nameSkeleton: nameSkeleton(values.name), memberCount: 1 })
    .returning();
  await tx
    .insert(groupMembers)
    .values({ groupId: row!.id, profileId: values.creatorId, joinedAt: values.createdAt });
  return row!;
}

/** Locks the group row for the rest of the transaction, so member counts change one writer at a time. */
export async function lockGroup(tx: Db, groupId: string): Promise<GroupRow | null> {
  const [row] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update').limit(1);
  return row ?? null;
}

/** Adds a member; false when they already were one. Keeps member_count in step. Call inside a transaction. */
export async function addMember(tx: Db, groupId: string, profileId: string, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(groupMembers)
    .values({ groupId, profileId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ groupId: groupMembers.groupId });
  if (inserted.length === 0) return false;
  await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + 1` })
    .where(eq(groups.id, groupId));
  return true;
}

/** Removes a member; false when they were not one. Keeps member_count in step. Call inside a transaction. */
export async function removeMember(tx: Db, groupId: string, profileId: string): Promise<boolean> {
  const deleted = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.profileId, profileId)))
    .returning({ groupId: groupMembers.groupId });
  if (deleted.length === 0) return false;
  await tx
    .update(groups)
    .set({ memberCount: sql`greatest(${groups.memberCount} - 1, 0)` })
    .where(eq(groups.id, groupId));
  return true;
}

/**
 * Something happened in the group (a post, a comment, a member joined): `latestActivityAt` moves
 * forward to `at`, never back, so a late-arriving older event does not reorder the lists.
 * The content feature calls this in the same transaction as its write.
 */
export async function touchGroupActivity(tx: Db, groupId: string, at: Date): Promise<void> {
  await tx
    .update(groups)
    .set({ latestActivityAt: sql`greatest(${groups.latestActivityAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(groups.id, groupId));
}

export async function updateGroupDetails(
  db: Db,
  groupId: string,
  details: { name: string; description: string },
): Promise<GroupRow | null> {
  const [row] = await db
    .update(groups)
    .set({ ...details, nameSkeleton: nameSkeleton(details.name) })
    .where(eq(groups.id, groupId))
    .returning();
  return row ?? null;
}

/**
 * Sets a new logo and answers the one it replaced, read under the row lock so two uploads racing
 * each learn their own predecessor; null when the group is gone.
 */
export async function replaceGroupLogo(
  db: Db,
  groupId: string,
  logoUri: string,
): Promise<{ previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) return null;
    await tx.update(groups).set({ logoUri }).where(eq(groups.id, groupId));
    return { previous: group.logoUri };
  });
}

/**
 * Deletes a group, its members and everything posted in it. Roots carry group_id and cascade with
 * the group; their comments and replies are removed by root so none outlive their thread whatever
 * group_id they carry. Call inside a transaction.
 */
export async function deleteGroupAndContents(tx: Db, groupId: string): Promise<boolean> {
  const roots = tx.select({ id: contents.id }).from(contents).where(eq(contents.groupId, groupId));
  await tx.delete(contents).where(inArray(contents.rootId, roots));
  const deleted = await tx.delete(groups).where(eq(groups.id, groupId)).returning({ id: groups.id });
  return deleted.length > 0;
}

export async function isGroupMember(db: Db, groupId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.profileId, profileId)));
  return row !== undefined;
}

/** Which of `groupIds` the profile is a member of: one query for a whole page. */
export async function memberGroupIds(
  db: Db,
  profileId: string,
  groupIds: readonly string[],
): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.profileId, profileId), inArray(groupMembers.groupId, [...groupIds])));
  return new Set(rows.map((r) => r.groupId));
}

export interface GroupPage {
  rows: GroupRow[];
  total: number;
}

/** The profile's groups, most recently active first. */
export async function groupsOfMember(
  db: Db,
  profileId: string,
  limit: number,
  offset: number,
): Promise<GroupPage> {
  const rows = await db
    .select({ group: groups })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.profileId, profileId))
    .orderBy(desc(groups.latestActivityAt), desc(groups.memberCount), asc(groups.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.profileId, profileId));
  return { rows: rows.map((r) => r.group), total: Number(total?.n ?? 0) };
}

/**
 * The groups a viewer may find: public ones, and private ones the viewer is a member of (none when
 * `profileId` is null). Discover and search list only these.
 */
export function findableBy(profileId: string | null) {
  const isPublic = eq(groups.kind, 'PUBLIC');
  if (profileId === null) return isPublic;
  return or(
    isPublic,
    sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.profileId} = ${profileId})`,
  )!;
}

/**
 * The groups the viewer may find, most recently active first, then by member count; the id keeps
 * pages stable.
 */
export async function mostActiveGroups(
  db: Db,
  viewerProfileId: string | null,
  limit: number,
  offset: number,
): Promise<GroupPage> {
  const findable = findableBy(viewerProfileId);
  const rows = await db
    .select()
    .from(groups)
    .where(findable)
    .orderBy(desc(groups.latestActivityAt), desc(groups.memberCount), asc(groups.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(groups).where(findable);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Groups stored before skeletons existed (or seeded around the repository), a batch at a time. */
export async function groupsWithoutSkeleton(db: Db, limit: number): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(isNull(groups.nameSkeleton))
    .orderBy(asc(groups.createdAt))
    .limit(limit);
}

/** Fails with a unique violation when a look-alike already holds the skeleton. */
export async function setGroupNameSkeleton(db: Db, groupId: string, skeleton: string): Promise<void> {
  await db.update(groups).set({ nameSkeleton: skeleton }).where(eq(groups.id, groupId));
}

/** Records a request to join; false when there already was one. */
export async function insertJoinRequest(
  db: Db,
  groupId: string,
  profileId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(groupJoinRequests)
    .values({ groupId, profileId, requestedAt: at })
    .onConflictDoNothing()
    .returning({ groupId: groupJoinRequests.groupId });
  return inserted.length > 0;
}

/** Removes a request to join; false when there was none. */
export async function deleteJoinRequest(db: Db, groupId: string, profileId: string): Promise<boolean> {
  const deleted = await db
    .delete(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.profileId, profileId)))
    .returning({ groupId: groupJoinRequests.groupId });
  return deleted.length > 0;
}

export interface JoinRequestRow {
  profileId: string;
  username: string;
  slug: string;
  avatarUri: string | null;
  requestedAt: Date;
}

/** The pending requests to join a group from active profiles, oldest first. */
export async function joinRequestsOf(db: Db, groupId: string): Promise<JoinRequestRow[]> {
  return db
    .select({
      profileId: profiles.id,
      username: profiles.username,
      slug: profiles.slug,
      avatarUri: profiles.avatarUri,
      requestedAt: groupJoinRequests.requestedAt,
    })
    .from(groupJoinRequests)
    .innerJoin(profiles, eq(profiles.id, groupJoinRequests.profileId))
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(profiles.status, 'ACTIVE')))
    .orderBy(asc(groupJoinRequests.requestedAt), asc(profiles.id));
}

/** Records an invitation; false when there already was one. */
export async function insertInvitation(
  db: Db,
  groupId: string,
  profileId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(groupInvitations)
    .values({ groupId, profileId, invitedAt: at })
    .onConflictDoNothing()
    .returning({ groupId: groupInvitations.groupId });
  return inserted.length > 0;
}

/** Removes an invitation; false when there was none. */
export async function deleteInvitation(db: Db, groupId: string, profileId: string): Promise<boolean> {
  const deleted = await db
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.profileId, profileId)))
    .returning({ groupId: groupInvitations.groupId });
  return deleted.length > 0;
}

/** Whether the profile has a pending request to join, and a pending invitation to, the group. */
export async function pendingOf(
  db: Db,
  groupId: string,
  profileId: string,
): Promise<{ joinRequested: boolean; invited: boolean }> {
  const [requested, invited] = await Promise.all([
    db
      .select({ g: groupJoinRequests.groupId })
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.profileId, profileId))),
    db
      .select({ g: groupInvitations.groupId })
      .from(groupInvitations)
      .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.profileId, profileId))),
  ]);
  return { joinRequested: requested.length > 0, invited: invited.length > 0 };
}

export async function isActiveProfile(db: Db, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.status, 'ACTIVE')));
  return row !== undefined;
}
