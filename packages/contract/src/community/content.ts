import {
  CONTENT_ITEM_TYPES,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  FEED_CHILD_LIMIT,
  FEED_PAGE_SIZE,
  REACTION_TYPES,
  TRADE_TYPES,
} from '@havn/domain';
import { AUTHOR_POSITIONS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { int4IdParam } from '../input.ts';
import { COMMUNITY, contentIdParams, isoTime, profileIdParams, profileSchema } from './common.ts';
import { DISCOVER_THREADS_DEFAULT, DISCOVER_THREADS_MAX } from './community-values.ts';

export const reactionSummarySchema = z.object({
  type: z.enum(REACTION_TYPES),
  count: z.number().int(),
  selected: z.boolean(),
});

export const translationSchema = z.object({ message: z.string(), originalLanguage: z.string() });

export const pollSchema = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      /** Null unless the caller may see results (voted, or the poll ended); never sent to visitors. */
      votes: z.number().int().nullable(),
      percent: z.number().int().nullable(),
      selected: z.boolean(),
      translation: translationSchema.nullable(),
    }),
  ),
  userVoted: z.boolean(),
  totalVotes: z.number().int().nullable(),
  ended: z.boolean(),
});

export const tradeEventSchema = z.object({
  tradeType: z.enum(TRADE_TYPES),
  price: z.string(),
  currency: z.string(),
  percentageChange: z.string().nullable(),
  postedAt: isoTime,
  instrument: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    legacyInstrumentId: z.number().int(),
    iconUrl: z.string().nullable(),
  }),
});

const attributeSchema = z.object({
  type: z.enum(['URL_SAFE', 'INSTRUMENT_ID', 'GROUP_ID']),
  value: z.string(),
});

/** Fields every content item has (spec section 3). */
const itemFields = {
  id: z.string(),
  type: z.enum(CONTENT_ITEM_TYPES),
  /** Null for deleted content: it keeps its place as a placeholder. */
  message: z.string().nullable(),
  createdAt: isoTime,
  postedAt: isoTime,
  updatedAt: isoTime,
  endingAt: isoTime.nullable(),
  status: z.enum(CONTENT_STATUSES),
  profile: profileSchema,
  reactions: z.array(reactionSummarySchema),
  childCount: z.number().int(),
  totalChildCount: z.number().int(),
  isMarked: z.boolean(),
  isPinned: z.boolean(),
  classicUri: z.string().nullable(),
  context: z.object({ instrumentId: z.number().int().nullable(), groupId: z.string().nullable() }),
  attributes: z.array(attributeSchema),
  imageAttributes: z.array(z.object({ url: z.string() })),
  translation: translationSchema.nullable(),
  parentId: z.string().nullable(),
  parentContentType: z.enum(['TRADE']).nullable(),
  /** The caller muted the author: the web shows the muted-comment placeholder. */
  muted: z.boolean(),
  /** Whether reactions and votes are possible on this item at all (not deleted, not classic). */
  canInteract: z.boolean(),
  /** The author's position in the instrument when posting: holds, bought recently, sold, or none. */
  authorPosition: z.enum(AUTHOR_POSITIONS).nullable(),
  poll: pollSchema.nullable(),
  tradeEvent: tradeEventSchema.nullable(),
};

export const replySchema = z.object({ ...itemFields, children: z.array(z.never()) });
export const commentSchema = z.object({ ...itemFields, children: z.array(replySchema) });
export const threadRootSchema = z.object({ ...itemFields, children: z.array(commentSchema) });
export type ContentItemView = z.infer<typeof threadRootSchema>;
export type CommentView = z.infer<typeof commentSchema>;
export type ReplyView = z.infer<typeof replySchema>;

const language = z
  .string()
  .regex(/^[a-z]{2}$/)
  .optional();

export const contentApi = {
  feed: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/contents`,
    summary: 'Threads about an instrument or in a group, newest first with pinned threads on top',
    tags: ['community: content'],
    auth: 'optional',
    query: z
      .object({
        instrumentId: int4IdParam.optional(),
        groupId: z.uuid().optional(),
        limit: z.coerce.number().int().min(1).default(FEED_PAGE_SIZE),
        childLimit: z.coerce.number().int().min(0).default(FEED_CHILD_LIMIT),
        language,
        cursor: z.string().max(200).optional(),
        contentId: z.uuid().optional().describe('marks this item (isMarked) when it is on the page'),
      })
      .refine((q) => Boolean(q.instrumentId) !== Boolean(q.groupId), {
        message: 'give exactly one of instrumentId and groupId',
      }),
    success: {
      status: 200,
      body: z.object({
        threads: z.array(threadRootSchema),
        nextCursor: z.string().nullable(),
        /**
         * Threads in this feed (spec 7.9's post count): a deleted post or poll without comments leaves
         * it. On the first page only; null on a page asked for with a cursor.
         */
        postCount: z.number().int().nullable(),
      }),
    },
    errors: ['NOT_FOUND'],
  }),
  byProfile: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/profiles/:profileId/contents`,
    summary:
      "A member's posts and polls for their profile page, newest first, by keyset cursor (deleted ones and private groups' left out)",
    tags: ['community: content'],
    auth: 'optional',
    params: profileIdParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
      childLimit: z.coerce.number().int().min(0).max(20).default(FEED_CHILD_LIMIT),
      language,
      cursor: z.string().max(200).optional(),
    }),
    success: {
      status: 200,
      body: z.object({ threads: z.array(threadRootSchema), nextCursor: z.string().nullable() }),
    },
    errors: ['NOT_FOUND', 'GROUP_PRIVATE'],
  }),
  thread: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/contents/:contentId/thread`,
    summary: 'One whole thread (v3/v4): the root with every comment and reply; the asked-for item is marked',
    tags: ['community: content'],
    auth: 'optional',
    params: contentIdParams,
    query: z.object({ language }),
    success: {
      status: 200,
      body: z.object({
        root: threadRootSchema,
        classicUri: z.string().nullable(),
        totalChildCount: z.number().int(),
      }),
    },
    errors: ['NOT_FOUND'],
  }),
  create: endpoint({
    method: 'POST',
    path: `${COMMUNITY}/contents`,
    summary:
      'Write a post, poll, comment or reply. An optional Idempotency-Key header makes a repeat return the first item and write nothing.',
    tags: ['community: content'],
    auth: 'session',
    body: z.strictObject({
      type: z.enum(CONTENT_TYPES),
      message: z.string().max(20_000),
      parentId: z.uuid().optional(),
      parentContentType: z.enum(['TRADE']).optional(),
      attributes: z
        .array(
          z.strictObject({
            type: z.enum(['INSTRUMENT_ID', 'GROUP_ID', 'URL_SAFE']),
            value: z.string().max(100),
          }),
        )
        .max(5)
        .optional(),
      options: z.array(z.string().max(1000)).max(20).optional(),
      endDate: z.string().max(40).optional(),
    }),
    success: { status: 201, body: threadRootSchema },
    errors: [
      'TEXT_EMPTY',
      'TEXT_TOO_LONG',
      'CONTROL_CHARACTERS',
      'INVALID_POLL',
      'INVALID_END_DATE',
      'REPLY_PARENT_NOT_COMMENT',
      'COMMENT_PARENT_INVALID',
      'PARENT_NOT_FOUND',
      'CONTENT_DELETED',
      'CLASSIC_CONTENT',
      'PROFILE_REQUIRED',
      'PROFILE_DEACTIVATED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  update: endpoint({
    method: 'PUT',
    path: `${COMMUNITY}/contents/:contentId`,
    summary: 'Edit my content within 60 minutes of writing it',
    tags: ['community: content'],
    auth: 'session',
    params: contentIdParams,
    body: z.strictObject({ message: z.string().max(20_000) }),
    success: { status: 200, body: threadRootSchema },
    errors: [
      'NOT_AUTHOR',
      'EDIT_WINDOW_CLOSED',
      'POLL_HAS_VOTES',
      'CONTENT_DELETED',
      'TEXT_EMPTY',
      'TEXT_TOO_LONG',
    ],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${COMMUNITY}/contents/:contentId`,
    summary: 'Delete my content (not a poll or post that has votes); it keeps its place as deleted',
    tags: ['community: content'],
    auth: 'session',
    params: contentIdParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_AUTHOR', 'POLL_HAS_VOTES', 'NOT_FOUND'],
  }),
  vote: endpoint({
    method: 'POST',
    path: `${COMMUNITY}/polls/:contentId/votes`,
    summary: 'Vote in a poll, once; answers with the results',
    tags: ['community: content'],
    auth: 'session',
    params: contentIdParams,
    body: z.strictObject({ optionId: z.uuid() }),
    success: { status: 200, body: pollSchema },
    errors: [
      'POLL_ENDED',
      'ALREADY_VOTED',
      'INVALID_OPTION',
      'CONTENT_DELETED',
      'CLASSIC_CONTENT',
      'NOT_FOUND',
    ],
  }),
  react: endpoint({
    method: 'POST',
    path: `${COMMUNITY}/reactions`,
    summary: 'React to a content item (idempotent)',
    tags: ['community: reactions'],
    auth: 'session',
    body: z.strictObject({
      itemId: z.uuid(),
      itemType: z.enum(['POLL', 'COMMENT']),
      reactionType: z.enum(REACTION_TYPES),
    }),
    success: { status: 200, body: z.object({ reactions: z.array(reactionSummarySchema) }) },
    errors: ['CONTENT_DELETED', 'CLASSIC_CONTENT', 'NOT_FOUND', 'BAD_REQUEST'],
  }),
  unreact: endpoint({
    method: 'DELETE',
    path: `${COMMUNITY}/reactions`,
    summary: 'Take a reaction back (idempotent)',
    tags: ['community: reactions'],
    auth: 'session',
    body: z.strictObject({
      itemId: z.uuid(),
      itemType: z.enum(['POLL', 'COMMENT']),
      reactionType: z.enum(REACTION_TYPES),
    }),
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  reactionProfiles: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/reactions/:itemId/profiles`,
    summary: 'Who reacted to an item, by reaction type',
    tags: ['community: reactions'],
    auth: 'optional',
    params: z.object({ itemId: z.uuid() }),
    success: {
      status: 200,
      body: z.object({
        reactions: z.array(z.object({ type: z.enum(REACTION_TYPES), profiles: z.array(profileSchema) })),
      }),
    },
    errors: ['NOT_FOUND'],
  }),
  discoverInstruments: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/discover/instruments`,
    summary: 'Instruments with the latest community activity (myHoldings: only those I hold)',
    tags: ['community: discover'],
    auth: 'optional',
    query: z.object({
      sort: z.enum(['activityDate']).default('activityDate'),
      limit: z.coerce.number().int().min(1).max(50).default(5),
      myHoldings: z.enum(['true', 'false']).default('false'),
    }),
    success: {
      status: 200,
      body: z.array(
        z.object({
          id: z.number().int(),
          legacyInstrumentId: z.number().int(),
          name: z.string(),
          /** The ticker: its letters make the icon's monogram while there is no logo. */
          symbol: z.string(),
          iconUrl: z.string().nullable(),
          activityDate: isoTime,
        }),
      ),
    },
    errors: [],
  }),
  discoverThreads: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/discover/threads`,
    summary:
      'The liveliest public threads: of the latest posts and polls about instruments or in public groups, those with the most comments',
    tags: ['community: discover'],
    auth: 'optional',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(DISCOVER_THREADS_MAX).default(DISCOVER_THREADS_DEFAULT),
      language,
    }),
    success: {
      status: 200,
      body: z.object({
        threads: z.array(
          z.object({
            /** The thread's root, without its comments (totalChildCount says how many). */
            thread: threadRootSchema,
            /** Where it is discussed: an instrument's page or a group's, whichever it belongs to. */
            instrument: z.object({ id: z.number().int(), name: z.string(), symbol: z.string() }).nullable(),
            group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
          }),
        ),
      }),
    },
    errors: [],
  }),
  discoverUsers: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/discover/users`,
    summary: 'Members worth following: most followed, then most recently active',
    tags: ['community: discover'],
    auth: 'optional',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
    success: { status: 200, body: z.array(profileSchema) },
    errors: [],
  }),
} as const;
