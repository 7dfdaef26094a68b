import { z } from 'zod';
import { COMMUNITY } from '../community/common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The community event stream (api.md: `GET /events`, `text/event-stream`). A page subscribes to the
 * topics it shows; every community write appends an event to the server's durable log and the stream
 * delivers it to every subscriber of its topic, on whichever server process they are connected to.
 */

/** What happened. Events are invalidation hints: a client refetches what it shows, it never patches from them. */
export const EVENT_TYPES = {
  contentCreated: 'content.created',
  contentUpdated: 'content.updated',
  contentDeleted: 'content.deleted',
  reactionChanged: 'reaction.changed',
  pollVoted: 'poll.voted',
  followCreated: 'follow.created',
  groupCreated: 'group.created',
  groupUpdated: 'group.updated',
  groupDeleted: 'group.deleted',
  groupJoined: 'group.joined',
  groupLeft: 'group.left',
  priceUpdated: 'price.updated',
  priceAlert: 'price.alert',
  supportUpdated: 'support.updated',
} as const;
export type CommunityEventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];
export const COMMUNITY_EVENT_TYPES: readonly CommunityEventType[] = Object.values(EVENT_TYPES);

export function isCommunityEventType(value: string): value is CommunityEventType {
  return (COMMUNITY_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Events of the stream itself, not of the community. `ready`: the stream is live (after any replay);
 * `resync`: the events since Last-Event-ID cannot be replayed, refetch everything shown; `reconnect`:
 * this server process is shutting down and ends the stream now, so reconnect (to another process,
 * through the load balancer) after `delayMs`, which is not a failure and counts no attempt. All carry
 * the log position as `id:`, so a reconnect resumes from there.
 */
export const STREAM_CONTROL_EVENTS = { ready: 'ready', resync: 'resync', reconnect: 'reconnect' } as const;

/** Why a reconnect got `resync` instead of a replay. */
export const RESYNC_REASONS = ['GAP_TOO_OLD', 'TOO_MANY_EVENTS', 'UNKNOWN_EVENT_ID', 'SERVER_GAP'] as const;
export type ResyncReason = (typeof RESYNC_REASONS)[number];

/** Who cares about an event: an instrument's feed, a group's feed, a member (their profile), a thread. */
export const instrumentTopic = (instrumentId: number | string): string => `instrument:${instrumentId}`;
export const groupTopic = (groupId: string): string => `group:${groupId.toLowerCase()}`;
export const profileTopic = (profileId: string): string => `profile:${profileId.toLowerCase()}`;
export const contentTopic = (contentId: string): string => `content:${contentId.toLowerCase()}`;
/**
 * A customer's own private topic, whether or not they are in the community (their support answers),
 * and the topic every member of the support staff hears (new customer messages in the inbox).
 */
export const userTopic = (userId: string): string => `user:${userId.toLowerCase()}`;
export const SUPPORT_INBOX_TOPIC = 'support:inbox';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Every valid topic; uuids in lower case, as the builders write them. */
export const TOPIC_PATTERN = new RegExp(
  `^(instrument:[1-9][0-9]{0,9}|(group|profile|content|user):${UUID}|${SUPPORT_INBOX_TOPIC})$`,
);
export const PROFILE_TOPIC_PREFIX = 'profile:';
export const USER_TOPIC_PREFIX = 'user:';
export const SUPPORT_TOPIC_PREFIX = 'support:';

export function isTopic(value: string): boolean {
  return TOPIC_PATTERN.test(value);
}

/** How many topics one stream may name (the caller's own profile topic comes on top). */
export const STREAM_MAX_TOPICS = 50;

export const topicSchema = z
  .string()
  .transform((t) => t.trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        TOPIC_PATTERN,
        'instrument:<id>, group:<uuid>, profile:<uuid>, content:<uuid>, user:<uuid> or support:inbox',
      ),
  );

/* The `data:` of a community event, typed per event type, is `streamEventSchema` in stream-events.ts. */

export const streamReadySchema = z.object({ topics: z.array(z.string()) });
export const streamResyncSchema = z.object({ reason: z.enum(RESYNC_REASONS) });
/** The `data:` of `reconnect`: the server spreads its clients' reconnects over a few seconds. */
export const streamReconnectSchema = z.object({
  reason: z.literal('SERVER_DRAINING'),
  delayMs: z.number().int().min(0),
});

export const eventStream = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/events`,
  summary:
    'The community event stream (text/event-stream) for the topics a page shows; resumes from Last-Event-ID',
  tags: ['community', 'stream'],
  auth: 'optional',
  query: z.object({
    /** Comma-separated topics. A logged-in member's own `profile:<id>` is added without asking. */
    topics: z
      .string()
      .max(4000)
      .default('')
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t !== ''),
        ),
      ])
      .pipe(z.array(topicSchema).max(STREAM_MAX_TOPICS)),
    /** Where to resume when there is no Last-Event-ID header yet (the header wins when both are sent). */
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
  }),
  success: {
    status: 200,
    body: z
      .string()
      .describe(
        'text/event-stream. First `retry: 3000`; then, on a resume, the missed events (or one `resync`); ' +
          'then `ready` with the subscribed topics; then live events. Every event has `id:` (the log ' +
          'position), `event:` (its type) and `data:` (JSON). A `: ping` comment keeps the connection alive. ' +
          'A server that shuts down sends `reconnect` and ends the stream.',
      ),
  },
  errors: ['FORBIDDEN', 'STREAM_LIMIT', 'SERVICE_UNAVAILABLE'],
});

/** The stream calls of the community API (api.md, Community). */
export const streamApi = { events: eventStream } as const;
