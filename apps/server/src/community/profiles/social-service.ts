import type { ProfileView } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import {
  follow,
  followList,
  mute,
  mutedProfiles,
  type ProfileRow,
  profileById,
  profileBySlug,
  profileOfUser,
  relationshipsOf,
  unfollow,
  unmute,
} from './profiles-repo.ts';
import { presentProfile } from './views/profile-view.ts';

/** Profiles as `viewer` sees them: the relationship to each, and which one is the viewer's own. */
async function presentProfilesFor(ctx: AppContext, viewer: ProfileRow | null, rows: readonly ProfileRow[]) {
  const relations = await relationshipsOf(
    ctx.db,
    viewer?.id ?? null,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentProfile(r, relations.get(r.id), r.id === viewer?.id));
}

/** A member's public profile by slug; a deactivated member is as unknown as a missing one. */
export async function profilePage(ctx: AppContext, user: UserRow | null, slug: string): Promise<ProfileView> {
  const profile = await profileBySlug(ctx.db, slug);
  if (!profile || profile.status === 'DEACTIVATED')
    throw new AppError('NOT_FOUND', 'No member with that name.');
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  const [view] = await presentProfilesFor(ctx, viewer, [profile]);
  return view!;
}

export async function myProfile(ctx: AppContext, user: UserRow): Promise<ProfileView> {
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', 'You have no community profile yet.');
  return presentProfile(profile, undefined, true);
}

/** Who follows a member, or whom they follow, a page at a time. */
export async function followersOf(
  ctx: AppContext,
  user: UserRow | null,
  profileId: string,
  query: { type: Parameters<typeof followList>[2]; limit: number; offset: number },
) {
  const owner = await profileById(ctx.db, profileId);
  if (!owner || owner.status === 'DEACTIVATED') throw new AppError('NOT_FOUND', 'No such member.');
  const { rows, total } = await followList(ctx.db, owner.id, query.type, query.limit, query.offset);
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  return { profiles: await presentProfilesFor(ctx, viewer, rows), total };
}

/** The members the caller muted. */
export async function mutedBy(ctx: AppContext, me: ProfileRow) {
  const rows = await mutedProfiles(ctx.db, me.id);
  const relations = await relationshipsOf(
    ctx.db,
    me.id,
    rows.map((r) => r.id),
  );
  return { profiles: rows.map((r) => presentProfile(r, relations.get(r.id))) };
}

export async function followMember(
  ctx: AppContext,
  me: ProfileRow,
  profileId: string,
  ip: string,
): Promise<void> {
  if (profileId === me.id) throw new AppError('CANNOT_FOLLOW_SELF', 'You cannot follow yourself.');
  const target = await profileById(ctx.db, profileId);
  if (!target || target.status === 'DEACTIVATED') throw new AppError('NOT_FOUND', 'No such member.');
  await enforceAbuseLimit(ctx, 'follow', me.id, ip);
  await follow(ctx.db, me.id, target.id, ctx.clock.now());
}

export async function unfollowMember(ctx: AppContext, me: ProfileRow, profileId: string): Promise<void> {
  await unfollow(ctx.db, me.id, profileId);
}

export async function muteMember(ctx: AppContext, me: ProfileRow, profileId: string): Promise<void> {
  if (profileId === me.id) throw new AppError('CANNOT_MUTE_SELF', 'You cannot mute yourself.');
  const target = await profileById(ctx.db, profileId);
  if (!target) throw new AppError('NOT_FOUND', 'No such member.');
  // Spec section 6: a deactivated author can be neither reported nor muted.
  if (target.status === 'DEACTIVATED')
    throw new AppError('FORBIDDEN', 'A deactivated member cannot be muted.');
  await mute(ctx.db, me.id, target.id, ctx.clock.now());
}

export async function unmuteMember(ctx: AppContext, me: ProfileRow, profileId: string): Promise<void> {
  await unmute(ctx.db, me.id, profileId);
}
