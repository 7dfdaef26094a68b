import { describe, expect, it } from 'vitest';
import { DELETED_PROFILE_ID, EDIT_WINDOW_MS } from '../limits.ts';
import {
  canComment,
  canDelete,
  canEdit,
  canMute,
  canParticipate,
  canReact,
  canReply,
  canReport,
  contentMenu,
  editWindowMessage,
  hasPermission,
  PERMISSION_MESSAGES,
  type PermissionContent,
  permissionsOf,
  reactRefusalMessage,
  VISITOR,
  type Viewer,
  viewerRoles,
} from './permissions.ts';

const now = new Date('2025-09-10T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60 * 1000);

const alice: Viewer = { loggedIn: true, profileId: 'alice' };
const bob: Viewer = { loggedIn: true, profileId: 'bob' };
const noProfile: Viewer = { loggedIn: true, profileId: null };
const deactivated: Viewer = { loggedIn: true, profileId: 'carol', profileDeactivated: true };

const post = (overrides: Partial<PermissionContent> = {}): PermissionContent => ({
  type: 'POST',
  status: 'LIVE',
  createdAt: minutesAgo(10),
  profileId: 'alice',
  ...overrides,
});

describe('roles as data (spec section 6)', () => {
  it('the edit window is 60 minutes', () => {
    expect(EDIT_WINDOW_MS).toBe(60 * 60 * 1000);
  });

  it.each([
    [VISITOR, undefined, ['visitor']],
    [noProfile, undefined, ['memberWithoutProfile']],
    [deactivated, post(), ['deactivated']],
    [alice, undefined, ['member']],
    [alice, post(), ['member', 'author']],
    [bob, post(), ['member', 'nonAuthor']],
  ])('%o towards %o has roles %j', (viewer, content, roles) => {
    expect(viewerRoles(viewer, content)).toEqual(roles);
  });

  it('a visitor only reads; a member without profile may create one; a deactivated one may reactivate', () => {
    expect(permissionsOf(['visitor'])).toEqual(['readContent']);
    expect(permissionsOf(['memberWithoutProfile'])).toEqual(['readContent', 'createProfile']);
    expect(permissionsOf(['deactivated'])).toEqual(['readContent', 'reactivateProfile']);
  });

  it.each([
    'createContent',
    'react',
    'vote',
    'seePollResults',
    'follow',
    'joinGroup',
    'sharePortfolio',
    'setAvatar',
    'createGroup',
    'editGroup',
    'translationSettings',
    'manageMutedUsers',
    'deactivateProfile',
  ] as const)('a member may %s; a visitor may not', (permission) => {
    expect(hasPermission(['member'], permission)).toBe(true);
    expect(hasPermission(['visitor'], permission)).toBe(false);
  });

  it('authors may edit and delete, non-authors report and mute', () => {
    expect(hasPermission(['member', 'author'], 'editContent')).toBe(true);
    expect(hasPermission(['member', 'author'], 'reportContent')).toBe(false);
    expect(hasPermission(['member', 'nonAuthor'], 'muteAuthor')).toBe(true);
    expect(hasPermission(['member', 'nonAuthor'], 'deleteContent')).toBe(false);
  });
});

describe('contentMenu', () => {
  it.each<[string, Viewer, PermissionContent, string[]]>([
    ['author, fresh post', alice, post(), ['edit', 'delete']],
    ['author, post 59 minutes old', alice, post({ createdAt: minutesAgo(59) }), ['edit', 'delete']],
    ['author, post exactly 60 minutes old', alice, post({ createdAt: minutesAgo(60) }), ['delete']],
    ['author, fresh poll without votes', alice, post({ type: 'POLL', totalVotes: 0 }), ['edit', 'delete']],
    ['author, poll with votes', alice, post({ type: 'POLL', totalVotes: 3 }), []],
    ['author, post with votes', alice, post({ totalVotes: 1 }), ['edit']],
    ['author, old comment', alice, post({ type: 'COMMENT', createdAt: minutesAgo(600) }), ['delete']],
    ['non-author member', bob, post(), ['report', 'mute']],
    ['non-author, deactivated author', bob, post({ profileId: DELETED_PROFILE_ID }), []],
    ['non-author, deleted content', bob, post({ status: 'DELETED' }), ['mute']],
    ['author, deleted content', alice, post({ status: 'DELETED' }), []],
    ['visitor', VISITOR, post(), []],
    ['member without profile', noProfile, post(), []],
    ['deactivated viewer', deactivated, post(), []],
  ])('%s → %j', (_, viewer, content, actions) => {
    expect(contentMenu({ viewer, content, now })).toEqual(actions);
  });
});

describe('canEdit and canDelete name the refusal', () => {
  it.each<[string, Viewer, PermissionContent, string | null]>([
    ['within the window', alice, post(), null],
    ['after 60 minutes', alice, post({ createdAt: minutesAgo(61) }), 'EDIT_WINDOW_CLOSED'],
    ['a poll with votes', alice, post({ type: 'POLL', totalVotes: 1 }), 'POLL_HAS_VOTES'],
    ['someone else', bob, post(), 'NOT_AUTHOR'],
    ['a visitor', VISITOR, post(), 'NOT_AUTHOR'],
    ['deleted', alice, post({ status: 'DELETED' }), 'CONTENT_DELETED'],
  ])('edit: %s → %s', (_, viewer, content, reason) => {
    expect(canEdit({ viewer, content, now })).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it.each<[string, Viewer, PermissionContent, string | null]>([
    ['long after creation', alice, post({ createdAt: minutesAgo(100_000) }), null],
    ['a poll with votes', alice, post({ type: 'POLL', totalVotes: 2 }), 'POLL_HAS_VOTES'],
    ['a post with votes', alice, post({ totalVotes: 2 }), 'POLL_HAS_VOTES'],
    ['a comment', alice, post({ type: 'COMMENT' }), null],
    ['someone else', bob, post(), 'NOT_AUTHOR'],
    ['deleted', alice, post({ status: 'DELETED' }), 'CONTENT_DELETED'],
  ])('delete: %s → %s', (_, viewer, content, reason) => {
    expect(canDelete({ viewer, content })).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });
});

describe('report and mute', () => {
  it.each<[string, Viewer, PermissionContent, string | null]>([
    ['another member', bob, post(), null],
    ['own content', alice, post(), 'OWN_CONTENT'],
    ['a deactivated author', bob, post({ profileId: DELETED_PROFILE_ID }), 'AUTHOR_DEACTIVATED'],
    ['a visitor', VISITOR, post(), 'PROFILE_REQUIRED'],
  ])('report: %s → %s', (_, viewer, content, reason) => {
    expect(canReport({ viewer, content })).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it.each<[Viewer, string, string | null]>([
    [bob, 'alice', null],
    [alice, 'alice', 'OWN_PROFILE'],
    [bob, DELETED_PROFILE_ID, 'AUTHOR_DEACTIVATED'],
    [noProfile, 'alice', 'PROFILE_REQUIRED'],
  ])('mute by %o of %s → %s', (viewer, profileId, reason) => {
    expect(canMute({ viewer, profileId })).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });
});

describe('canReact: deleted and classic content cannot be liked; canInteract may disable it', () => {
  it.each<
    [string, Viewer, Pick<PermissionContent, 'status' | 'classicUri'>, boolean | undefined, string | null]
  >([
    ['member, live', bob, { status: 'LIVE' }, undefined, null],
    ['member, edited', bob, { status: 'EDITED' }, true, null],
    ['deleted', bob, { status: 'DELETED' }, true, 'CONTENT_DELETED'],
    ['classic', bob, { status: 'LIVE', classicUri: 'https://classic.example/t/1' }, true, 'CLASSIC_CONTENT'],
    ['interaction disabled', bob, { status: 'LIVE' }, false, 'INTERACTION_DISABLED'],
    ['visitor', VISITOR, { status: 'LIVE' }, true, 'PROFILE_REQUIRED'],
    ['visitor, deleted', VISITOR, { status: 'DELETED' }, true, 'CONTENT_DELETED'],
    ['deactivated', deactivated, { status: 'LIVE' }, true, 'PROFILE_DEACTIVATED'],
  ])('%s → %s', (_, viewer, content, canInteract, reason) => {
    const input = canInteract === undefined ? { viewer, content } : { viewer, content, canInteract };
    expect(canReact(input)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it('words the refusals as section 8 does', () => {
    expect(reactRefusalMessage('CONTENT_DELETED')).toBe('Deleted content cannot be reacted to');
    expect(reactRefusalMessage('CLASSIC_CONTENT')).toBe(
      'Content posted from the classic site cannot be interacted with.',
    );
    expect(reactRefusalMessage('PROFILE_REQUIRED')).toBeNull();
  });
});

describe('comments and replies', () => {
  it.each([
    [{ type: 'POST' }, null],
    [{ type: 'POLL' }, null],
    [{ type: 'TRADE' }, null],
    [{ type: 'COMMENT' }, 'COMMENT_PARENT_NOT_ROOT'],
    [{ type: 'POST', classicUri: 'https://classic.example/t/1' }, 'CLASSIC_CONTENT'],
    [{ type: 'POST', status: 'DELETED' }, 'CONTENT_DELETED'],
  ] as const)('comment on %o → %s', (parent, reason) => {
    expect(canComment(parent)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it.each([
    ['COMMENT', null],
    ['POST', 'REPLY_PARENT_NOT_COMMENT'],
    ['POLL', 'REPLY_PARENT_NOT_COMMENT'],
    ['REPLY', 'REPLY_PARENT_NOT_COMMENT'],
    ['TRADE', 'REPLY_PARENT_NOT_COMMENT'],
  ] as const)('reply on %s → %s (replies are allowed only on comments)', (parentType, reason) => {
    expect(canReply(parentType)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it('refuses replies on a deleted comment', () => {
    expect(canReply({ type: 'COMMENT', status: 'DELETED' })).toEqual({
      ok: false,
      reason: 'CONTENT_DELETED',
    });
  });

  it.each<[Viewer, unknown]>([
    [alice, { ok: true }],
    [VISITOR, { ok: false, reason: 'PROFILE_REQUIRED' }],
    [noProfile, { ok: false, reason: 'PROFILE_REQUIRED' }],
    [deactivated, { ok: false, reason: 'PROFILE_DEACTIVATED' }],
  ])('canParticipate(%o) → %o', (viewer, expected) => {
    expect(canParticipate(viewer)).toEqual(expected);
  });
});

describe("editWindowMessage fills 'Unable to edit {type}s after 60 minutes.'", () => {
  it('keeps the spec template', () => {
    expect(PERMISSION_MESSAGES.editWindow).toBe('Unable to edit {type}s after 60 minutes.');
  });

  it.each([
    ['POST', 'Unable to edit posts after 60 minutes.'],
    ['POLL', 'Unable to edit polls after 60 minutes.'],
    ['COMMENT', 'Unable to edit comments after 60 minutes.'],
    ['REPLY', 'Unable to edit replies after 60 minutes.'],
  ] as const)('%s → %s', (type, message) => {
    expect(editWindowMessage(type)).toBe(message);
  });
});
