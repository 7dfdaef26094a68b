import type { StreamEvent, StreamEventOf } from './stream-events.ts';

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

/** The events that concern a content item's thread. */
export const CONTENT_EVENT_TYPES = [
  EVENT_TYPES.contentCreated,
  EVENT_TYPES.contentUpdated,
  EVENT_TYPES.contentDeleted,
  EVENT_TYPES.reactionChanged,
  EVENT_TYPES.pollVoted,
] as const;
export type ContentEventType = (typeof CONTENT_EVENT_TYPES)[number];

export function isContentEvent(event: StreamEvent): event is StreamEventOf<ContentEventType> {
  return (CONTENT_EVENT_TYPES as readonly string[]).includes(event.type);
}
