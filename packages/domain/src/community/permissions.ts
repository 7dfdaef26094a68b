import { EDIT_WINDOW_MS } from '../limits.ts';
import {
  type ContentStatus,
  type ContentType,
  isClassicContent,
  isDeactivatedProfileId,
  type ParentType,
} from './content.ts';

/**
 * Who may do what in the community (spec section 6), as data plus pure functions: the web builds
 * menus and disables buttons from these, the server re-checks the same functions before writing.
 */

export const PERMISSIONS = {
  readContent: 'readContent',
  createProfile: 'createProfile',
  reactivateProfile: 'reactivateProfile',
  createContent: 'createContent',
  react: 'react',
  vote: 'vote',
  seePollResults: 'seePollResults',
  follow: 'follow',
  joinGroup: 'joinGroup',
  sharePortfolio: 'sharePortfolio',
  setAvatar: 'setAvatar',
  createGroup: 'createGroup',
  editGroup: 'editGroup',
  translationSettings: 'translationSettings',
  manageMutedUsers: 'manageMutedUsers',
  deactivateProfile: 'deactivateProfile',
  editContent: 'editContent',
  deleteContent: 'deleteContent',
  reportContent: 'reportContent',
  muteAuthor: 'muteAuthor',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/**
 * A viewer has one standing role (the first four); towards a content item a member is also its
 * author or a non-author, which adds that relation's permissions.
 */
export const ROLES = [
  'visitor',
  'memberWithoutProfile',
  'deactivated',
  'member',
  'author',
  'nonAuthor',
] as const;
export type Role = (typeof ROLES)[number];
export type StandingRole = Extract<Role, 'visitor' | 'memberWithoutProfile' | 'deactivated' | 'member'>;

const MEMBER: readonly Permission[] = [
  PERMISSIONS.readContent,
  PERMISSIONS.createContent,
  PERMISSIONS.react,
  PERMISSIONS.vote,
  PERMISSIONS.seePollResults,
  PERMISSIONS.follow,
  PERMISSIONS.joinGroup,
  PERMISSIONS.sharePortfolio,
  PERMISSIONS.setAvatar,
  PERMISSIONS.createGroup,
  PERMISSIONS.editGroup,
  PERMISSIONS.translationSettings,
  PERMISSIONS.manageMutedUsers,
  PERMISSIONS.deactivateProfile,
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  visitor: [PERMISSIONS.readContent],
  memberWithoutProfile: [PERMISSIONS.readContent, PERMISSIONS.createProfile],
  // A deactivated profile reads like a visitor until it is reactivated.
  deactivated: [PERMISSIONS.readContent, PERMISSIONS.reactivateProfile],
  member: MEMBER,
  // The relation roles only ever come on top of `member`; the time, vote and status limits on these
  // permissions are in canEdit, canDelete, canReport and canMute.
  author: [PERMISSIONS.editContent, PERMISSIONS.deleteContent],
  nonAuthor: [PERMISSIONS.reportContent, PERMISSIONS.muteAuthor],
};

/** The viewer: logged in or not, and their community profile if they have one. */
export interface Viewer {
  loggedIn: boolean;
  profileId: string | null;
  profileDeactivated?: boolean;
}

export const VISITOR: Viewer = { loggedIn: false, profileId: null };

/** What the permission rules need to know about a content item. */
export interface PermissionContent {
  type: ContentType;
  status: ContentStatus;
  createdAt: Date;
  /** The author's profile id; the all-zero placeholder when the author is deactivated. */
  profileId: string;
  /** Votes cast on it (polls); absent means none. */
  totalVotes?: number;
  classicUri?: string | null;
}

export function standingRole(viewer: Viewer): StandingRole {
  if (!viewer.loggedIn) return 'visitor';
  if (viewer.profileId === null) return 'memberWithoutProfile';
  if (viewer.profileDeactivated) return 'deactivated';
  return 'member';
}

/** The viewer's roles, with author or non-author when a content item is given and they are a member. */
export function viewerRoles(viewer: Viewer, content?: Pick<PermissionContent, 'profileId'>): Role[] {
  const role = standingRole(viewer);
  if (role !== 'member' || content === undefined) return [role];
  return [role, isAuthor(viewer, content) ? 'author' : 'nonAuthor'];
}

export function permissionsOf(roles: readonly Role[]): Permission[] {
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))];
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

function isActiveMember(viewer: Viewer): boolean {
  return standingRole(viewer) === 'member';
}

function isAuthor(viewer: Viewer, content: Pick<PermissionContent, 'profileId'>): boolean {
  return viewer.profileId !== null && viewer.profileId === content.profileId;
}

function hasVotes(content: PermissionContent): boolean {
  return (content.totalVotes ?? 0) > 0;
}

type Allowed = { ok: true };
const ALLOWED: Allowed = { ok: true };
type Refused<R extends string> = { ok: false; reason: R };
const refuse = <R extends string>(reason: R): Refused<R> => ({ ok: false, reason });

/** The instant the edit window closes: 60 minutes after creation, exclusive. */
export function editWindowClosesAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EDIT_WINDOW_MS);
}

export type EditRefusal = 'CONTENT_DELETED' | 'NOT_AUTHOR' | 'POLL_HAS_VOTES' | 'EDIT_WINDOW_CLOSED';

/** The author may edit within 60 minutes of creation, and never a poll that has votes. */
export function canEdit(input: {
  viewer: Viewer;
  content: PermissionContent;
  now: Date;
}): Allowed | Refused<EditRefusal> {
  const { viewer, content, now } = input;
  if (content.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (!isActiveMember(viewer) || !isAuthor(viewer, content)) return refuse('NOT_AUTHOR');
  if (content.type === 'POLL' && hasVotes(content)) return refuse('POLL_HAS_VOTES');
  if (now.getTime() >= editWindowClosesAt(content.createdAt).getTime()) return refuse('EDIT_WINDOW_CLOSED');
  return ALLOWED;
}

export type DeleteRefusal = 'CONTENT_DELETED' | 'NOT_AUTHOR' | 'POLL_HAS_VOTES';

/**
 * The author may delete at any time unless a poll or post already has votes. Only polls carry
 * votes today; posts are named because the spec names them, so a post that ever gains votes is
 * covered without a rule change.
 */
export function canDelete(input: {
  viewer: Viewer;
  content: PermissionContent;
}): Allowed | Refused<DeleteRefusal> {
  const { viewer, content } = input;
  if (content.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (!isActiveMember(viewer) || !isAuthor(viewer, content)) return refuse('NOT_AUTHOR');
  if ((content.type === 'POLL' || content.type === 'POST') && hasVotes(content))
    return refuse('POLL_HAS_VOTES');
  return ALLOWED;
}

export type ReportRefusal = 'PROFILE_REQUIRED' | 'CONTENT_DELETED' | 'OWN_CONTENT' | 'AUTHOR_DEACTIVATED';

/** A non-author member may report, except content by a deactivated user (there is nobody to act on). */
export function canReport(input: {
  viewer: Viewer;
  content: PermissionContent;
}): Allowed | Refused<ReportRefusal> {
  const { viewer, content } = input;
  if (!isActiveMember(viewer)) return refuse('PROFILE_REQUIRED');
  if (content.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (isAuthor(viewer, content)) return refuse('OWN_CONTENT');
  if (isDeactivatedProfileId(content.profileId)) return refuse('AUTHOR_DEACTIVATED');
  return ALLOWED;
}

export type MuteRefusal = 'PROFILE_REQUIRED' | 'OWN_PROFILE' | 'AUTHOR_DEACTIVATED';

/** A member may mute another member, but not themselves nor the deactivated placeholder. */
export function canMute(input: { viewer: Viewer; profileId: string }): Allowed | Refused<MuteRefusal> {
  const { viewer, profileId } = input;
  if (!isActiveMember(viewer)) return refuse('PROFILE_REQUIRED');
  if (viewer.profileId === profileId) return refuse('OWN_PROFILE');
  if (isDeactivatedProfileId(profileId)) return refuse('AUTHOR_DEACTIVATED');
  return ALLOWED;
}

export const CONTENT_MENU_ACTIONS = ['edit', 'delete', 'report', 'mute'] as const;
export type ContentMenuAction = (typeof CONTENT_MENU_ACTIONS)[number];

/**
 * The actions a content item's menu offers this viewer, in menu order. The author sees edit and
 * delete (each only while allowed), another member report and mute, a visitor nothing.
 */
export function contentMenu(input: {
  viewer: Viewer;
  content: PermissionContent;
  now: Date;
}): ContentMenuAction[] {
  const { viewer, content } = input;
  const actions: ContentMenuAction[] = [];
  if (canEdit(input).ok) actions.push('edit');
  if (canDelete(input).ok) actions.push('delete');
  if (canReport(input).ok) actions.push('report');
  if (canMute({ viewer, profileId: content.profileId }).ok) actions.push('mute');
  return actions;
}

export type CreateRefusal = 'PROFILE_REQUIRED' | 'PROFILE_DEACTIVATED';

/** Posting, polling, commenting, following, joining and sharing all need an active profile. */
export function canParticipate(viewer: Viewer): Allowed | Refused<CreateRefusal> {
  const role = standingRole(viewer);
  if (role === 'deactivated') return refuse('PROFILE_DEACTIVATED');
  if (role !== 'member') return refuse('PROFILE_REQUIRED');
  return ALLOWED;
}

export type ReactRefusal =
  | 'CONTENT_DELETED'
  | 'CLASSIC_CONTENT'
  | 'INTERACTION_DISABLED'
  | 'PROFILE_REQUIRED'
  | 'PROFILE_DEACTIVATED';

/**
 * Reacting (liking). Facts about the content come first, so a visitor is not invited to join in
 * order to like something nobody can like.
 */
export function canReact(input: {
  viewer: Viewer;
  content: Pick<PermissionContent, 'status' | 'classicUri'>;
  canInteract?: boolean;
}): Allowed | Refused<ReactRefusal> {
  const { viewer, content } = input;
  if (content.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (isClassicContent(content)) return refuse('CLASSIC_CONTENT');
  if (input.canInteract === false) return refuse('INTERACTION_DISABLED');
  const participate = canParticipate(viewer);
  return participate.ok ? ALLOWED : participate;
}

export type CommentParent = { type: ParentType; status?: ContentStatus; classicUri?: string | null };
export type CommentRefusal = 'COMMENT_PARENT_NOT_ROOT' | 'CONTENT_DELETED' | 'CLASSIC_CONTENT';

/** Comments go on a post, poll or trade event (api.md), never on deleted or classic-site content. */
export function canComment(parent: CommentParent): Allowed | Refused<CommentRefusal> {
  if (parent.type !== 'POST' && parent.type !== 'POLL' && parent.type !== 'TRADE') {
    return refuse('COMMENT_PARENT_NOT_ROOT');
  }
  if (parent.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (isClassicContent(parent)) return refuse('CLASSIC_CONTENT');
  return ALLOWED;
}

export type ReplyRefusal = 'REPLY_PARENT_NOT_COMMENT' | 'CONTENT_DELETED' | 'CLASSIC_CONTENT';

/** Replies are allowed only on comments (spec section 6); a bare type or the parent itself. */
export function canReply(parent: ParentType | CommentParent): Allowed | Refused<ReplyRefusal> {
  const p: CommentParent = typeof parent === 'string' ? { type: parent } : parent;
  if (p.type !== 'COMMENT') return refuse('REPLY_PARENT_NOT_COMMENT');
  if (p.status === 'DELETED') return refuse('CONTENT_DELETED');
  if (isClassicContent(p)) return refuse('CLASSIC_CONTENT');
  return ALLOWED;
}

export const PERMISSION_MESSAGES = {
  editWindow: 'Unable to edit {type}s after 60 minutes.',
  contentDeleted: 'Deleted content cannot be reacted to',
  classicContent: 'Content posted from the classic site cannot be interacted with.',
} as const;

export const PERMISSION_MESSAGE_KEY: Readonly<Record<keyof typeof PERMISSION_MESSAGES, string>> = {
  editWindow: 'community:permissions.editWindow',
  contentDeleted: 'community:permissions.contentDeleted',
  classicContent: 'community:permissions.classicContent',
};

// The spec's template pluralises with a bare "s"; "replys" would be wrong, so the plural is written out
// and the template's "{type}s" is replaced as a whole.
const EDIT_WINDOW_PLURAL: Readonly<Record<ContentType, string>> = {
  POST: 'posts',
  POLL: 'polls',
  COMMENT: 'comments',
  REPLY: 'replies',
};

/** 'Unable to edit {type}s after 60 minutes.' for the content type, in English. */
export function editWindowMessage(type: ContentType): string {
  return PERMISSION_MESSAGES.editWindow.replace('{type}s', EDIT_WINDOW_PLURAL[type]);
}

/** The English message for a reaction refusal the spec words; null for those shown as a prompt instead. */
export function reactRefusalMessage(reason: ReactRefusal): string | null {
  if (reason === 'CONTENT_DELETED') return PERMISSION_MESSAGES.contentDeleted;
  if (reason === 'CLASSIC_CONTENT') return PERMISSION_MESSAGES.classicContent;
  return null;
}
