import type { GroupView, JoinRequestView } from '@havn/contract';
import { validateGroupName, WIDGET_ITEMS } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { discardUpload, type ImageForm } from '../../platform/uploads/image-upload.ts';
import { type ProfileRow, profileOfUser } from '../profiles/profile-access.ts';
import { publishGroupEvent } from './group-events.ts';
import { discardLogo } from './group-logo.ts';
import {
  findGroupBySlug,
  type GroupPage,
  groupsOfMember,
  joinRequestsOf,
  memberGroupIds,
  mostActiveGroups,
  pendingOf,
  replaceGroupLogo,
} from './groups-repo.ts';
import {
  deleteGroup,
  editGroup,
  groupViewerOf,
  isGroupNameUnavailable,
  requireCreator,
  requireGroup,
} from './groups-service.ts';
import { presentGroup } from './views/group-view.ts';

/**
 * What each group endpoint asks for, whole: the rules of groups-service, the reads and the views
 * around them, so the endpoints only authenticate, parse and answer.
 */

/** A page of the caller's own groups: every one of them is one the caller is in. */
function presentOwnGroups(profile: ProfileRow, page: GroupPage) {
  const viewer = { profileId: profile.id, memberOf: new Set(page.rows.map((g) => g.id)) };
  return { groups: page.rows.map((group) => presentGroup(group, viewer)), total: page.total };
}

/** Discover groups' chips: most-active for everyone, my-groups for the logged-in caller. */
export async function discoverGroups(
  ctx: AppContext,
  user: UserRow | null,
  query: { chip: 'my-groups' | 'most-active'; limit: number; offset: number },
): Promise<{ groups: GroupView[]; total: number }> {
  const { chip, limit, offset } = query;
  if (chip === 'my-groups') {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to see your groups.');
    const profile = await profileOfUser(ctx.db, user.id);
    if (!profile) return { groups: [], total: 0 };
    return presentOwnGroups(profile, await groupsOfMember(ctx.db, profile.id, limit, offset));
  }
  // Private groups are listed only to their members.
  const profile = user ? await profileOfUser(ctx.db, user.id) : null;
  const page = await mostActiveGroups(ctx.db, profile?.id ?? null, limit, offset);
  const viewer = await groupViewerOf(
    ctx,
    user,
    page.rows.map((g) => g.id),
  );
  return { groups: page.rows.map((group) => presentGroup(group, viewer)), total: page.total };
}

/** The community card's groups: the caller's, most recently active first; nobody's when logged out. */
export async function groupWidget(ctx: AppContext, user: UserRow | null): Promise<GroupView[]> {
  const profile = user ? await profileOfUser(ctx.db, user.id) : null;
  if (!profile) return [];
  return presentOwnGroups(profile, await groupsOfMember(ctx.db, profile.id, WIDGET_ITEMS, 0)).groups;
}

/**
 * Public: anyone may see a group's card (a private group's too: its content stays for members); a
 * logged-in caller also learns whether they are in it, have asked to join or are invited.
 */
export async function groupPage(ctx: AppContext, user: UserRow | null, slug: string): Promise<GroupView> {
  const group = await findGroupBySlug(ctx.db, slug);
  if (!group) throw new AppError('NOT_FOUND', 'No such group.');
  const viewer = await groupViewerOf(ctx, user, [group.id]);
  const view = presentGroup(group, viewer);
  if (viewer.profileId === null) return { ...view, joinRequested: false, invited: false };
  return { ...view, ...(await pendingOf(ctx.db, group.id, viewer.profileId)) };
}

/** The pending requests to join, for the group's admin. */
export async function joinRequestList(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
): Promise<JoinRequestView[]> {
  const group = await requireGroup(ctx, groupId);
  requireCreator(group, profile);
  const rows = await joinRequestsOf(ctx.db, group.id);
  return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }));
}

export async function editGroupAsCreator(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
  draft: { name: string; description: string },
): Promise<GroupView> {
  const group = await editGroup(ctx, profile, groupId, draft);
  return presentGroup(group, {
    profileId: profile.id,
    memberOf: await memberGroupIds(ctx.db, profile.id, [group.id]),
  });
}

/** Deletes the group, then (after the commit) its logo. */
export async function deleteGroupAndLogo(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
): Promise<void> {
  const deleted = await deleteGroup(ctx, profile, groupId);
  await discardLogo(ctx, deleted.logoUri);
}

/**
 * Replaces the logo (creator only); the permission is checked before a byte of the file is read, and
 * an upload that ends up unused is discarded.
 */
export async function replaceLogo(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
  readForm: () => Promise<ImageForm>,
): Promise<{ logoUri: string }> {
  const group = await requireGroup(ctx, groupId);
  requireCreator(group, profile);
  const { fields, image } = await readForm();
  if (!image || Object.keys(fields).length > 0) {
    if (image) await discardUpload(ctx, image.key);
    throw new AppError('VALIDATION_FAILED', 'Send the logo as the one part `file`.', {
      errors: [{ path: 'body.file', message: 'required' }],
    });
  }
  let replaced: Awaited<ReturnType<typeof replaceGroupLogo>>;
  try {
    replaced = await replaceGroupLogo(ctx.db, group.id, image.uri);
  } catch (error) {
    await discardUpload(ctx, image.key);
    throw error;
  }
  if (!replaced) {
    // Deleted while the file was uploading.
    await discardUpload(ctx, image.key);
    throw new AppError('NOT_FOUND', 'No such group.');
  }
  await discardLogo(ctx, replaced.previous);
  await publishGroupEvent(ctx.db, 'groupUpdated', group.id, profile.id, ctx.clock.now());
  return { logoUri: image.uri };
}

/** The create drawer's name check (spec section 4): VALID, ALREADY_EXISTS or INVALID. */
export async function checkGroupNameAvailable(ctx: AppContext, user: UserRow, groupName: string, ip: string) {
  await enforceAbuseLimit(ctx, 'nameCheck', user.id, ip);
  const checked = validateGroupName(groupName);
  if (checked.state === 'INVALID') return { result: 'INVALID' as const };
  const taken = await isGroupNameUnavailable(ctx.db, checked.name);
  return { result: taken ? ('ALREADY_EXISTS' as const) : ('VALID' as const) };
}
