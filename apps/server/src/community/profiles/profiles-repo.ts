import { nameSkeleton } from '@havn/domain/community/name-skeleton';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-sql.ts';
import { follows, mutes, profiles } from '../../db/schema/profiles.ts';
import { publishFollow } from './profile-events.ts';
import { firstFreeProfileSlug, profileSlugBase } from './profile-slug.ts';
import { NO_RELATIONSHIP, type Relationship } from './views/profile-view.ts';

export type ProfileRow = typeof profiles.$inferSelect;

const profileOfUserQuery = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_of_user'),
);

export async function profileOfUser(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await profileOfUserQuery(db).execute({ userId });
  return row ?? null;
}

export type NewProfileRow = typeof profiles.$inferInsert;

/**
 * Fails with a unique violation on a taken username (or one that looks like it: the skeleton), slug
 * or a second profile of the same customer.
 */
export async function insertProfile(db: Db, values: NewProfileRow): Promise<string> {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, usernameSkeleton: nameSkeleton(values.username) })
    .returning({ id: profiles.id });
  return row!.id;
}

export async function updateProfile(
  db: Db,
  profileId: string,
  changes: Partial<Pick<NewProfileRow, 'avatarUri' | 'description' | 'status' | 'deactivatedAt'>>,
): Promise<ProfileRow> {
  const [row] = await db.update(profiles).set(changes).where(eq(profiles.id, profileId)).returning();
  return row!;
}

export async function profileById(db: Db, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}

export async function profileBySlug(db: Db, slug: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.slug, slug)).limit(1);
  return row ?? null;
}

export async function profilesByIds(db: Db, ids: readonly string[]): Promise<Map<string, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profiles)
    .where(anyOf(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Taken when the same name, whatever its case, or a look-alike (the same skeleton) exists. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      or(
        sql`lower(${profiles.username}) = ${username.toLowerCase()}`,
        eq(profiles.usernameSkeleton, nameSkeleton(username)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Profiles stored before skeletons existed (or seeded around the repository), a batch at a time. */
export async function profilesWithoutSkeleton(
  db: Db,
  limit: number,
): Promise<{ id: string; username: string }[]> {
  return db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(isNull(profiles.usernameSkeleton))
    .orderBy(asc(profiles.joinedAt))
    .limit(limit);
}

/** Fails with a unique violation when a look-alike already holds the skeleton. */
export async function setUsernameSkeleton(db: Db, profileId: string, skeleton: string): Promise<void> {
  await db.update(profiles).set({ usernameSkeleton: skeleton }).where(eq(profiles.id, profileId));
}

/** A unique URL slug for a username: `Nordic Value` → `nordic-value`, then `nordic-value-2`, … */
export async function freeProfileSlug(db: Db, username: string): Promise<string> {
  const base = profileSlugBase(username);
  const rows = await db
    .select({ slug: profiles.slug })
    .from(profiles)
    .where(sql`${profiles.slug} = ${base} or ${profiles.slug} like ${`${base}-%`}`);
  return firstFreeProfileSlug(base, new Set(rows.map((r) => r.slug)));
}

/** The viewer's relationship to each of `ids`, in two queries whatever the count. */
export async function relationshipsOf(
  db: Db,
  viewerId: string | null,
  ids: readonly string[],
): Promise<Map<string, Relationship>> {
  const result = new Map<string, Relationship>();
  if (!viewerId || ids.length === 0) return result;
  const unique = [...new Set(ids)];
  const [followRows, muteRows] = await Promise.all([
    db
      .select({ followerId: follows.followerId, followeeId: follows.followeeId })
      .from(follows)
      .where(
        sql`(${follows.followerId} = ${viewerId} and ${anyOf(follows.followeeId, unique)}) or (${follows.followeeId} = ${viewerId} and ${anyOf(follows.followerId, unique)})`,
      ),
    db
      .select({ mutedId: mutes.mutedId })
      .from(mutes)
      .where(and(eq(mutes.muterId, viewerId), anyOf(mutes.mutedId, unique))),
  ]);
  const get = (id: string) => {
    let r = result.get(id);
    if (!r) {
      r = { ...NO_RELATIONSHIP };
      result.set(id, r);
    }
    return r;
  };
  for (const f of followRows) {
    if (f.followerId === viewerId) get(f.followeeId).following = true;
    else get(f.followerId).followedBy = true;
  }
  for (const m of muteRows) get(m.mutedId).muted = true;
  return result;
}

/** Follows once; counters move only when a row was really added, so a retry changes nothing. */
export async function follow(db: Db, followerId: string, followeeId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followeeId, createdAt: now })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (inserted.length === 0) return false;
    await tx
      .update(profiles)
      .set({ followingCount: sql`${profiles.followingCount} + 1` })
      .where(eq(profiles.id, followerId));
    await tx
      .update(profiles)
      .set({ followerCount: sql`${profiles.followerCount} + 1` })
      .where(eq(profiles.id, followeeId));
    await publishFollow(tx, followerId, followeeId, now);
    return true;
  });
}

export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ followerId: follows.followerId });
    if (deleted.length === 0) return false;
    await tx
      .update(profiles)
      .set({ followingCount: sql`greatest(${profiles.followingCount} - 1, 0)` })
      .where(eq(profiles.id, followerId));
    await tx
      .update(profiles)
      .set({ followerCount: sql`greatest(${profiles.followerCount} - 1, 0)` })
      .where(eq(profiles.id, followeeId));
    return true;
  });
}

export async function mute(db: Db, muterId: string, mutedId: string, now: Date): Promise<void> {
  await db.insert(mutes).values({ muterId, mutedId, createdAt: now }).onConflictDoNothing();
}

export async function unmute(db: Db, muterId: string, mutedId: string): Promise<void> {
  await db.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)));
}

/** Followers (or followed) of a member, newest first; deactivated members are left out. */
export async function followList(
  db: Db,
  profileId: string,
  type: 'followers' | 'following',
  limit: number,
  offset: number,
): Promise<{ rows: ProfileRow[]; total: number }> {
  const joinOn =
    type === 'followers'
      ? and(eq(follows.followeeId, profileId), eq(profiles.id, follows.followerId))
      : and(eq(follows.followerId, profileId), eq(profiles.id, follows.followeeId));
  const rows = await db
    .select({ profile: profiles, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(follows)
    .innerJoin(profiles, joinOn)
    .where(eq(profiles.status, 'ACTIVE'))
    .orderBy(desc(follows.createdAt), asc(profiles.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0)
    return { rows: rows.map((r) => r.profile), total: rows[0]?.total ?? 0 };
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(follows)
    .innerJoin(profiles, joinOn)
    .where(eq(profiles.status, 'ACTIVE'));
  return { rows: [], total: count?.n ?? 0 };
}

/**
 * The members the muter muted, newest first. A deactivated one is left out (as from follower lists):
 * shown as the all-zero placeholder it could not be told apart or unmuted; it returns on reactivation.
 */
export async function mutedProfiles(db: Db, muterId: string): Promise<ProfileRow[]> {
  const rows = await db
    .select({ profile: profiles })
    .from(mutes)
    .innerJoin(profiles, eq(profiles.id, mutes.mutedId))
    .where(and(eq(mutes.muterId, muterId), eq(profiles.status, 'ACTIVE')))
    .orderBy(desc(mutes.createdAt));
  return rows.map((r) => r.profile);
}

/** Active members with the most followers first: whom discovery suggests. */
export function mostFollowedProfiles(db: Db, limit: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.status, 'ACTIVE'))
    .orderBy(desc(profiles.followerCount), desc(profiles.joinedAt))
    .limit(limit);
}
