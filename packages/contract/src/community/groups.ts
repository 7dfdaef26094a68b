import { GROUP_KINDS, GROUP_NAME_RESULTS } from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { COMMUNITY, groupIdParams, isoTime, resultSchema } from './common.ts';
import { DISCOVER_GROUPS_MAX_PAGE_SIZE, DISCOVER_GROUPS_PAGE_SIZE } from './community-values.ts';

/**
 * The groups calls of the community API (api.md, Community): join and leave, create (multipart),
 * validate a name, edit, logo, delete, group by slug, the widget list and discover groups.
 */

/** GROUP_KINDS is the domain's (the database's column reads it too); exported here as ever. */
export { GROUP_KINDS };
export const groupKindSchema = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof groupKindSchema>;

/** A group as every view shows it (spec section 3), with the viewer's relation to it. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  kind: groupKindSchema,
  logoUri: z.string().nullable(),
  /** The same value as logoUri: the spec names both. */
  iconUrl: z.string().nullable(),
  latestActivityAt: isoTime,
  memberCount: z.number().int(),
  createdAt: isoTime,
  creatorId: z.string(),
  isMember: z.boolean(),
  isCreator: z.boolean(),
  /** The caller has asked to join this (private) group and the admin has not answered yet. */
  joinRequested: z.boolean().optional(),
  /** The group's admin has invited the caller, who has not answered yet. */
  invited: z.boolean().optional(),
});
export type GroupView = z.infer<typeof groupSchema>;

/**
 * The JSON part `createGroupRequest` of the multipart create call. Names and descriptions are plain
 * strings here: their rules (spec section 5) answer 422 with a named code, not a schema 400.
 */
export const createGroupRequestSchema = z.strictObject({
  name: z.string(),
  description: z.string().default(''),
  kind: groupKindSchema.default('PUBLIC'),
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

/** One pending request to join a private group, as its admin sees it. */
export const joinRequestSchema = z.object({
  profileId: z.string(),
  username: z.string(),
  slug: z.string(),
  avatarUri: z.string().nullable(),
  requestedAt: isoTime,
});
export type JoinRequestView = z.infer<typeof joinRequestSchema>;

/**
 * `/groups/{group}` is one address (OpenAPI allows one parameter name per path): GET reads the group by
 * its slug, PUT and DELETE change it by its id.
 */
const groupSlugParams = z.object({ group: z.string().min(1).max(200).describe("the group's slug") });
const groupAddressParams = z.object({ group: z.uuid().describe("the group's id") });

const PROFILE_ERRORS = ['PROFILE_REQUIRED', 'PROFILE_DEACTIVATED'] as const;

export const joinGroup = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/:groupId/members`,
  summary: 'Join a group; joining twice changes nothing',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'GROUP_PRIVATE'],
});

export const leaveGroup = endpoint({
  method: 'DELETE',
  path: `${COMMUNITY}/groups/:groupId/members`,
  summary: 'Leave a group; leaving twice changes nothing',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND'],
});

export const createGroup = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups`,
  summary:
    'Create a group. multipart/form-data: a JSON part `createGroupRequest` {name, description, kind} and an optional `file` (logo); the creator becomes the first member',
  tags: ['community', 'groups'],
  auth: 'session',
  success: { status: 201, body: groupSchema },
  errors: [
    ...PROFILE_ERRORS,
    'GROUP_NAME_INVALID',
    'GROUP_NAME_TAKEN',
    'TEXT_TOO_LONG',
    'CONTROL_CHARACTERS',
    'FILE_TOO_LARGE',
    'INVALID_FILE_FORMAT',
    'VALIDATION_FAILED',
    'RATE_LIMITED',
  ],
});

export const groupNameCheck = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/validate-name`,
  summary: 'Is a group name valid and free?',
  tags: ['community', 'groups'],
  auth: 'session',
  body: z.strictObject({ groupName: z.string().max(1000) }),
  success: { status: 200, body: resultSchema(GROUP_NAME_RESULTS) },
  errors: ['RATE_LIMITED'],
});

export const editGroup = endpoint({
  method: 'PUT',
  path: `${COMMUNITY}/groups/:group`,
  summary: 'Edit a group (creator only): at least one change, and an available name unless unchanged',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupAddressParams,
  body: z.strictObject({ name: z.string(), description: z.string() }),
  success: { status: 200, body: groupSchema },
  errors: [
    ...PROFILE_ERRORS,
    'NOT_FOUND',
    'NOT_GROUP_CREATOR',
    'NO_CHANGES',
    'GROUP_NAME_INVALID',
    'GROUP_NAME_TAKEN',
    'TEXT_TOO_LONG',
    'CONTROL_CHARACTERS',
  ],
});

export const uploadGroupLogo = endpoint({
  method: 'PUT',
  path: `${COMMUNITY}/groups/:groupId/logo`,
  summary: 'Replace a group logo (creator only). multipart/form-data with one `file`',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 200, body: z.object({ logoUri: z.string() }) },
  errors: [
    ...PROFILE_ERRORS,
    'NOT_FOUND',
    'NOT_GROUP_CREATOR',
    'FILE_TOO_LARGE',
    'INVALID_FILE_FORMAT',
    'VALIDATION_FAILED',
    'RATE_LIMITED',
  ],
});

export const deleteGroup = endpoint({
  method: 'DELETE',
  path: `${COMMUNITY}/groups/:group`,
  summary: 'Delete a group and everything posted in it (creator only)',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupAddressParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'NOT_GROUP_CREATOR'],
});

export const groupWidget = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/groups/widget`,
  summary: "The caller's groups, most recently active first (empty when logged out)",
  tags: ['community', 'groups'],
  auth: 'optional',
  success: { status: 200, body: z.array(groupSchema) },
  errors: [],
});

export const groupBySlug = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/groups/:group`,
  summary: 'A group by its slug; viewer fields when logged in',
  tags: ['community', 'groups'],
  auth: 'optional',
  params: groupSlugParams,
  success: { status: 200, body: groupSchema },
  errors: ['NOT_FOUND'],
});

export const DISCOVER_GROUP_CHIPS = ['my-groups', 'most-active'] as const;
export type DiscoverGroupChip = (typeof DISCOVER_GROUP_CHIPS)[number];

export const discoverGroups = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/discover/groups`,
  summary:
    'Discover groups: most-active (latest activity, then members) or my-groups (the caller’s, logged in)',
  tags: ['community', 'groups'],
  auth: 'optional',
  query: z.object({
    chip: z.enum(DISCOVER_GROUP_CHIPS).default('most-active'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(DISCOVER_GROUPS_MAX_PAGE_SIZE)
      .default(DISCOVER_GROUPS_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  }),
  success: {
    status: 200,
    body: z.object({ groups: z.array(groupSchema), total: z.number().int() }),
  },
  errors: ['UNAUTHENTICATED'],
});

/*
 * Private groups (issue 12). Anyone may see a private group's card (name, description, logo, member
 * count) by its link, as in Facebook's and LinkedIn's private groups, so an outsider has somewhere to
 * ask to join or to answer an invitation; its feed, threads and member list are for members only
 * (403 GROUP_PRIVATE on the group's own feed, 404 on a thread, which hides that the content exists).
 * Private groups are left out of discover and search for outsiders. Joining is by a request the
 * group's admin (its creator) approves or declines, or by accepting the admin's invitation.
 */
const groupMemberParams = groupIdParams.extend({ profileId: z.string().uuid() });

export const requestToJoinGroup = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/:groupId/join-requests`,
  summary:
    'Ask to join a private group (asking twice is one request; a public group is joined at once; an invited caller joins)',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND'],
});

export const withdrawJoinRequest = endpoint({
  method: 'DELETE',
  path: `${COMMUNITY}/groups/:groupId/join-requests`,
  summary: 'Withdraw the caller’s request to join; withdrawing twice changes nothing',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND'],
});

export const listJoinRequests = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/groups/:groupId/join-requests`,
  summary: 'The pending requests to join, oldest first (the group’s admin only)',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 200, body: z.array(joinRequestSchema) },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'NOT_GROUP_CREATOR'],
});

export const approveJoinRequest = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/:groupId/join-requests/:profileId`,
  summary: 'Approve a request to join: the requester becomes a member (the group’s admin only)',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupMemberParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'NOT_GROUP_CREATOR'],
});

export const declineJoinRequest = endpoint({
  method: 'DELETE',
  path: `${COMMUNITY}/groups/:groupId/join-requests/:profileId`,
  summary: 'Decline a request to join (the group’s admin only)',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupMemberParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'NOT_GROUP_CREATOR'],
});

export const inviteToGroup = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/:groupId/invitations`,
  summary:
    'Invite a member to the group (the group’s admin only); inviting twice, or inviting a member, changes nothing',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  body: z.strictObject({ profileId: z.string().uuid() }),
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND', 'NOT_GROUP_CREATOR'],
});

export const acceptGroupInvitation = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/groups/:groupId/invitations/mine`,
  summary: 'Accept the caller’s invitation: the caller becomes a member',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND'],
});

export const declineGroupInvitation = endpoint({
  method: 'DELETE',
  path: `${COMMUNITY}/groups/:groupId/invitations/mine`,
  summary: 'Decline the caller’s invitation; declining twice changes nothing',
  tags: ['community', 'groups'],
  auth: 'session',
  params: groupIdParams,
  success: { status: 204, body: z.null() },
  errors: [...PROFILE_ERRORS, 'NOT_FOUND'],
});

/** The groups calls of the community API (api.md, Community). */
export const groupsApi = {
  requestToJoin: requestToJoinGroup,
  withdrawJoinRequest,
  joinRequests: listJoinRequests,
  approveJoinRequest,
  declineJoinRequest,
  invite: inviteToGroup,
  acceptInvitation: acceptGroupInvitation,
  declineInvitation: declineGroupInvitation,
  join: joinGroup,
  leave: leaveGroup,
  create: createGroup,
  validateName: groupNameCheck,
  edit: editGroup,
  uploadLogo: uploadGroupLogo,
  delete: deleteGroup,
  widget: groupWidget,
  bySlug: groupBySlug,
  discover: discoverGroups,
} as const;
