import { GROUP_DESCRIPTION_MAX, type GroupKind } from '@havn/contract';
import { codePointLength, normalizeGroupName, normalizeText, validateGroupName } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type ProfileRow, profileOfUser } from '../profiles/profile-access.ts';
import { publishGroupEvent, publishMembershipEvent } from './group-events.ts';
import { firstFreeSlug, groupSlugBase } from './group-slug.ts';
import {
  addMember,
  deleteGroupAndContents,
  findGroupById,
  type GroupRow,
  insertGroupWithCreator,
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

const NAME_CONSTRAINT = 'groups_name_key';
const SLUG_CONSTRAINT = 'groups_slug_key';
/** Two creates racing for one slug: the loser picks the next suffix; a handful of rounds is plenty. */
const SLUG_ATTEMPTS = 5;

function nameTaken(): AppError {
  return new AppError('GROUP_NAME_TAKEN', 'This group name is already taken');
}

/** The name to store (leading whitespace removed), or 422 GROUP_NAME_INVALID. */
export function checkGroupName(input: string): string {
  const checked = validateGroupName(input);
  if (checked.state === 'INVALID') {
    throw new AppError('GROUP_NAME_INVALID', 'Group name must be between 3 and 36 characters');
  }
  return checked.name;
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
): Promise<GroupRow> {
  const name = checkGroupName(input.name);
  const description = checkGroupDescription(input.description);
  if (await isGroupNameTaken(ctx.db, name)) throw nameTaken();
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
      if (isUniqueViolation(error, NAME_CONSTRAINT)) throw nameTaken();
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
  if (nameChanged && (await isGroupNameTaken(ctx.db, name, group.id))) throw nameTaken();
  try {
    const updated = await updateGroupDetails(ctx.db, group.id, { name, description });
    if (!updated) throw new AppError('NOT_FOUND', 'No such group.');
    await publishGroupEvent(ctx.db, 'groupUpdated', group.id, editor.id, ctx.clock.now());
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, NAME_CONSTRAINT)) throw nameTaken();
    throw error;
  }
}

/** Joining twice is still one membership; a join counts as activity in the group. */
export async function joinGroup(ctx: AppContext, profile: ProfileRow, groupId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new AppError('NOT_FOUND', 'No such group.');
    if (await addMember(tx, groupId, profile.id, now)) {
      await touchGroupActivity(tx, groupId, now);
      await publishMembershipEvent(tx, 'groupJoined', groupId, profile.id, now);
    }
  });
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
