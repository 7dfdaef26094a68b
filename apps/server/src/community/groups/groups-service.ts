import { GROUP_DESCRIPTION_MAX, type GroupKind } from '@havn/contract';
import {
  codePointLength,
  GROUP_NAME_MESSAGES,
  groupNameFault,
  normalizeGroupName,
  normalizeText,
} from '@havn/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type ProfileRow, profileOfUser } from '../profiles/profile-access.ts';
import { isReservedGroupName } from '../profiles/reserved-names.ts';
import { publishGroupEvent, publishMembershipEvent } from './group-events.ts';
import { firstFreeSlug, groupSlugBase } from './group-slug.ts';
import {
  addMember,
  deleteGroupAndContents,
  deleteInvitation,
  deleteJoinRequest,
  findGroupById,
  type GroupRow,
  insertGroupWithCreator,
  insertInvitation,
  insertJoinRequest,
  isActiveProfile,
  isGroupMember,
  isGroupNameTaken,
  lockGroup,
  memberGroupIds,
  removeMember,
  slugsStartingWith,
  touchGroupActivity,
  updateGroupDetails,
} from './groups-repo.ts';
import { ANONYMOUS_GROUP_VIEWER, type GroupViewer } from './views/group-view.ts';

/** The group rules the server re-checks (spec section 5, Groups), with the writes they guard. */

const NAME_CONSTRAINTS = ['groups_name_key', 'groups_name_skeleton_key'];
const SLUG_CONSTRAINT = 'groups_slug_key';
/** Two creates racing for one slug: the loser picks the next suffix; a handful of rounds is plenty. */
const SLUG_ATTEMPTS = 5;

/**
 * Whether a group name is someone's already, or the product's own (`Havn`, `Havn Support`, `ｈａｖｎ`):
 * both answer as taken.
 */
export async function isGroupNameUnavailable(db: Db, name: string, exceptGroupId?: string): Promise<boolean> {
  return isReservedGroupName(name) || (await isGroupNameTaken(db, name, exceptGroupId));
}

function nameTaken(): AppError {
  return new AppError('GROUP_NAME_TAKEN', 'This group name is already taken');
}

/** The name to store (leading whitespace removed), or 422 GROUP_NAME_INVALID. */
export function checkGroupName(input: string): string {
  const fault = groupNameFault(input);
  if (fault !== null) throw new AppError('GROUP_NAME_INVALID', GROUP_NAME_MESSAGES[fault]);
  return normalizeGroupName(input);
}

/**
 * The description to store: normalized and trimmed like edited messages, empty allowed, at most
 * GROUP_DESCRIPTION_MAX code points (422 TEXT_TOO_LONG); control characters other than tab and
 * line feed are refused (422 CONTROL_CHARACTERS).
 */
export function checkGroupDescription(input: string): string {
  const normalized = normalizeText(input);
  if (!normalized.ok) throw new AppError('CONTROL_CHARACTERS', 'The description holds control characters.');
  const value = normalized.value.trim();
  if (codePointLength(value) > GROUP_DESCRIPTION_MAX) {
    throw new AppError('TEXT_TOO_LONG', `Maximum ${GROUP_DESCRIPTION_MAX} characters`);
  }
  return value;
}

export async function requireGroup(ctx: AppContext, groupId: string): Promise<GroupRow> {
  const group = await findGroupById(ctx.db, groupId);
  if (!group) throw new AppError('NOT_FOUND', 'No such group.');
  return group;
}

/** Edit, logo and delete belong to the group's creator. */
export function requireCreator(group: GroupRow, profile: ProfileRow): void {
  if (group.creatorId !== profile.id) {
    throw new AppError('NOT_GROUP_CREATOR', 'Only the creator of the group may do this.');
  }
}

export interface NewGroupInput {
  name: string;
  description: string;
  kind: GroupKind;
  logoUri: string | null;
}

/**
 * Creates a group with its creator as the first member, in one transaction. A taken name is 409,
 * also when another request took it a moment ago (the unique index decides, not the pre-check).
 */
export async function createGroup(
  ctx: AppContext,
  creator: ProfileRow,
  input: NewGroupInput,
  /** The request's address; null is the demo seed, which is not capped. */
  ip: string | null,
): Promise<GroupRow> {
  const name = checkGroupName(input.name);
  if (ip !== null) await enforceAbuseLimit(ctx, 'groupCreate', creator.id, ip);
  const description = checkGroupDescription(input.description);
  if (await isGroupNameUnavailable(ctx.db, name)) throw nameTaken();
  const base = groupSlugBase(name);
  for (let attempt = 1; ; attempt++) {
    const slug = firstFreeSlug(base, await slugsStartingWith(ctx.db, base));
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const group = await insertGroupWithCreator(tx, {
          name,
          slug,
          description,
          kind: input.kind,
          logoUri: input.logoUri,
          creatorId: creator.id,
          createdAt: now,
          latestActivityAt: now,
        });
        await publishGroupEvent(tx, 'groupCreated', group.id, creator.id, now);
        return group;
      });
    } catch (error) {
      if (NAME_CONSTRAINTS.some((c) => isUniqueViolation(error, c))) throw nameTaken();
      if (isUniqueViolation(error, SLUG_CONSTRAINT) && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Edit needs at least one change (422 NO_CHANGES) and an available name unless the name is unchanged
 * (spec section 5). Names compare as the domain normalizes them; the slug stays, so links keep working.
 */
export async function editGroup(
  ctx: AppContext,
  editor: ProfileRow,
  groupId: string,
  draft: { name: string; description: string },
): Promise<GroupRow> {
  const group = await requireGroup(ctx, groupId);
  requireCreator(group, editor);
  const nameChanged = normalizeGroupName(draft.name) !== normalizeGroupName(group.name);
  const description = checkGroupDescription(draft.description);
  if (!nameChanged && description === group.description) {
    throw new AppError('NO_CHANGES', 'Nothing to change.');
  }
  const name = nameChanged ? checkGroupName(draft.name) : group.name;
  if (nameChanged && (await isGroupNameUnavailable(ctx.db, name, group.id))) throw nameTaken();
  try {
    const updated = await updateGroupDetails(ctx.db, group.id, { name, description });
    if (!updated) throw new AppError('NOT_FOUND', 'No such group.');
    await publishGroupEvent(ctx.db, 'groupUpdated', group.id, editor.id, ctx.clock.now());
    return updated;
  } catch (error) {
    if (NAME_CONSTRAINTS.some((c) => isUniqueViolation(error, c))) throw nameTaken();
    throw error;
  }
}

/**
 * Makes the profile a member (inside the group's lock): their pending request and invitation are
 * answered by it. Joining twice is still one membership; a join counts as activity in the group.
 */
/** Makes a member (by join, approved request or accepted invitation), announced once on the group's topic. */
async function admit(tx: Db, groupId: string, profileId: string, now: Date): Promise<void> {
  await deleteJoinRequest(tx, groupId, profileId);
  await deleteInvitation(tx, groupId, profileId);
  if (await addMember(tx, groupId, profileId, now)) {
    await touchGroupActivity(tx, groupId, now);
    await publishMembershipEvent(tx, 'groupJoined', groupId, profileId, now);
  }
}

/**
 * Joins a public group. A private group is joined by request or invitation: a member, or an invited
 * caller, joins (the invitation is accepted); anyone else gets 403 GROUP_PRIVATE.
 */
export async function joinGroup(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    if (group.kind === 'PRIVATE' && !(await isGroupMember(tx, groupId, profile.id))) {
      if (!(await deleteInvitation(tx, groupId, profile.id))) {
        throw new AppError('GROUP_PRIVATE', 'This group is private: ask to join.');
      }
    }
    await admit(tx, groupId, profile.id, now);
  });
}

/**
 * Asks to join. A member changes nothing; a public group, or an invitation waiting for the caller,
 * admits at once; otherwise one pending request (asking twice is still one).
 */
export async function requestToJoin(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    if (await isGroupMember(tx, groupId, profile.id)) return;
    if (group.kind === 'PUBLIC' || (await deleteInvitation(tx, groupId, profile.id))) {
      await admit(tx, groupId, profile.id, now);
      return;
    }
    await insertJoinRequest(tx, groupId, profile.id, now);
  });
}

/** Withdraws the caller's request; withdrawing twice changes nothing. */
export async function withdrawJoinRequest(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
): Promise<void> {
  await requireGroup(ctx, groupId);
  await deleteJoinRequest(ctx.db, groupId, profile.id);
}

/** The admin approves a pending request: the requester becomes a member. No pending request is 404. */
export async function approveJoinRequest(
  ctx: AppContext,
  admin: ProfileRow,
  groupId: string,
  requesterId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    requireCreator(group, admin);
    if (!(await deleteJoinRequest(tx, groupId, requesterId))) {
      throw new AppError('NOT_FOUND', 'No such request to join.');
    }
    await admit(tx, groupId, requesterId, now);
  });
}

/** The admin declines a pending request. No pending request is 404. */
export async function declineJoinRequest(
  ctx: AppContext,
  admin: ProfileRow,
  groupId: string,
  requesterId: string,
): Promise<void> {
  const group = await requireGroup(ctx, groupId);
  requireCreator(group, admin);
  if (!(await deleteJoinRequest(ctx.db, groupId, requesterId))) {
    throw new AppError('NOT_FOUND', 'No such request to join.');
  }
}

/**
 * The admin invites an active member. Inviting a member changes nothing; inviting someone who asked
 * to join admits them (both sides said yes); inviting twice is still one invitation.
 */
export async function inviteToGroup(
  ctx: AppContext,
  admin: ProfileRow,
  groupId: string,
  inviteeId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    requireCreator(group, admin);
    if (!(await isActiveProfile(tx, inviteeId))) throw new AppError('NOT_FOUND', 'No such member.');
    if (await isGroupMember(tx, groupId, inviteeId)) return;
    if (await deleteJoinRequest(tx, groupId, inviteeId)) {
      await admit(tx, groupId, inviteeId, now);
      return;
    }
    await insertInvitation(tx, groupId, inviteeId, now);
  });
}

/** The invitee accepts: they become a member. No invitation (and not a member) is 404. */
export async function acceptInvitation(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    if (await isGroupMember(tx, groupId, profile.id)) return;
    if (!(await deleteInvitation(tx, groupId, profile.id))) {
      throw new AppError('NOT_FOUND', 'No invitation to this group.');
    }
    await admit(tx, groupId, profile.id, now);
  });
}

/** The invitee declines; declining twice changes nothing. */
export async function declineInvitation(
  ctx: AppContext,
  profile: ProfileRow,
  groupId: string,
): Promise<void> {
  await requireGroup(ctx, groupId);
  await deleteInvitation(ctx.db, groupId, profile.id);
}

/** Leaving twice is fine; the creator may leave too and stays the creator (edit and delete stay theirs). */
export async function leaveGroup(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    if (await removeMember(tx, groupId, profile.id))
      await publishMembershipEvent(tx, 'groupLeft', groupId, profile.id, ctx.clock.now());
  });
}

/** Deletes the group with its members and contents; returns the deleted row (for its logo). */
export async function deleteGroup(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<GroupRow> {
  return ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    requireCreator(group, profile);
    await deleteGroupAndContents(tx, groupId);
    await publishGroupEvent(tx, 'groupDeleted', groupId, profile.id, ctx.clock.now());
    return group;
  });
}

/** The viewer of a read: the caller's profile and which of these groups they are in (one query). */
export async function groupViewerOf(
  ctx: AppContext,
  user: UserRow | null,
  groupIds: readonly string[],
): Promise<GroupViewer> {
  if (!user) return ANONYMOUS_GROUP_VIEWER;
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile) return ANONYMOUS_GROUP_VIEWER;
  return { profileId: profile.id, memberOf: await memberGroupIds(ctx.db, profile.id, groupIds) };
}
