/**
 * Community test data: members, posts, threads and comments that read like the feed, with what a test
 * is about overridden. The network and the providers come from lib/testing (stubApi, renderWithApp).
 */
import type { SessionUser } from '@havn/contract/web';
import type { ItemFields, ThreadRoot } from './types.ts';

export const MEMBER_PROFILE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROFILE_ID = '22222222-2222-4222-8222-222222222222';

export const memberSession: SessionUser = {
  id: 'u1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: { profileId: MEMBER_PROFILE_ID, slug: 'astrid', username: 'Astrid' },
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};

let ids = 0;
/** A uuid-shaped id that is new every call. */
export function nextId(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
}

export function profile(id = OTHER_PROFILE_ID, username = 'Bertil'): ItemFields['profile'] {
  return {
    id,
    slug: username.toLowerCase(),
    username,
    avatarUri: 'preset:teal-1',
    country: 'se',
    joinedAt: '2024-01-01T00:00:00.000Z',
    description: '',
    rating: 1,
    followerCount: 3,
    followingCount: 2,
    status: 'ACTIVE',
    relationship: { muted: false, following: false, followedBy: false },
  };
}

/** A live post by another member, written a minute ago; override what a test is about. */
export function item(overrides: Partial<ItemFields> = {}): ItemFields {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id: nextId(),
    type: 'POST',
    message: 'Volvo looks cheap after the report.',
    createdAt: at,
    postedAt: at,
    updatedAt: at,
    endingAt: null,
    status: 'LIVE',
    profile: profile(),
    reactions: [{ type: 'LIKE', count: 0, selected: false }],
    childCount: 0,
    totalChildCount: 0,
    isMarked: false,
    isPinned: false,
    classicUri: null,
    context: { instrumentId: 1001, groupId: null },
    attributes: [],
    imageAttributes: [],
    translation: null,
    parentId: null,
    parentContentType: null,
    muted: false,
    canInteract: true,
    authorPosition: null,
    poll: null,
    tradeEvent: null,
    ...overrides,
  };
}

export function thread(root: Partial<ItemFields> = {}, children: ThreadRoot['children'] = []): ThreadRoot {
  return { ...item(root), childCount: children.length, totalChildCount: children.length, children };
}

export function comment(
  overrides: Partial<ItemFields> = {},
  replies: ItemFields[] = [],
): ThreadRoot['children'][number] {
  return {
    ...item({ type: 'COMMENT', message: 'I agree.', ...overrides }),
    childCount: overrides.childCount ?? replies.length,
    children: replies.map((r) => ({ ...r, type: 'REPLY' as const, children: [] })),
  };
}
