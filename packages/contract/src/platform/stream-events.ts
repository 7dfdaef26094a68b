import { CONTENT_ITEM_TYPES, SUPPORT_SIDES } from '@havn/domain';
import { ALERT_DIRECTIONS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { isoTime } from '../community/common.ts';
import { type CommunityEventType, EVENT_TYPES, RESYNC_REASONS } from './stream.ts';

/**
 * What each event of the stream carries (its `payload`), one schema per event type. The server's
 * publish function is typed by this map, so it cannot write a payload the web would not read; the web
 * parses every incoming event with `streamEventSchema` and drops what does not parse. Payloads are
 * invalidation hints: ids and small facts, never a whole view. Objects are not strict, so a client
 * keeps reading an event that gained a field.
 */

/** A decimal on the wire: a string, never a JSON number. */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A content item was created, edited, deleted, reacted to or voted on: enough to find its thread. */
export const contentEventPayloadSchema = z.object({
  contentId: z.string(),
  contentType: z.enum(CONTENT_ITEM_TYPES),
  /** The thread's root: the item itself for a post, poll or trade event. */
  rootId: z.string(),
  parentId: z.string().nullable(),
  /** The member who did it; absent when Havn did (a trade event). */
  actorProfileId: z.string().optional(),
});
export type ContentEventPayload = z.infer<typeof contentEventPayloadSchema>;

/** Someone followed the member whose profile topic carries it. */
export const followEventPayloadSchema = z.object({ followerId: z.string(), followeeId: z.string() });

/** A group was created, edited (name, description, logo) or deleted: its pages refetch it. */
export const groupEventPayloadSchema = z.object({ groupId: z.string() });
/** A member joined or left a group. */
export const groupMembershipEventPayloadSchema = z.object({ groupId: z.string(), profileId: z.string() });

/** An instrument's last price moved (the price ticker): enough to repaint a price before refetching. */
export const priceUpdatedEventPayloadSchema = z.object({
  instrumentId: z.number().int(),
  last: decimal,
  changePercent: decimal,
  marketOpen: z.boolean(),
  time: isoTime,
});

/** One of the member's price alerts fired; the same facts as the message it left (api.myMessages). */
export const priceAlertEventPayloadSchema = z.object({
  alertId: z.string(),
  instrumentId: z.number().int(),
  direction: z.enum(ALERT_DIRECTIONS),
  price: decimal,
  last: decimal,
});

/** A support thread gained a message (from `side`) or was closed: its lists and unread badges refetch. */
export const supportEventPayloadSchema = z.object({
  threadId: z.string(),
  side: z.enum(SUPPORT_SIDES),
});

/** The payload schema of every event type. */
export const communityEventPayloadSchemas = {
  [EVENT_TYPES.contentCreated]: contentEventPayloadSchema,
  [EVENT_TYPES.contentUpdated]: contentEventPayloadSchema,
  [EVENT_TYPES.contentDeleted]: contentEventPayloadSchema,
  [EVENT_TYPES.reactionChanged]: contentEventPayloadSchema,
  [EVENT_TYPES.pollVoted]: contentEventPayloadSchema,
  [EVENT_TYPES.followCreated]: followEventPayloadSchema,
  [EVENT_TYPES.groupCreated]: groupEventPayloadSchema,
  [EVENT_TYPES.groupUpdated]: groupEventPayloadSchema,
  [EVENT_TYPES.groupDeleted]: groupEventPayloadSchema,
  [EVENT_TYPES.groupJoined]: groupMembershipEventPayloadSchema,
  [EVENT_TYPES.groupLeft]: groupMembershipEventPayloadSchema,
  [EVENT_TYPES.priceUpdated]: priceUpdatedEventPayloadSchema,
  [EVENT_TYPES.priceAlert]: priceAlertEventPayloadSchema,
  [EVENT_TYPES.supportUpdated]: supportEventPayloadSchema,
} as const satisfies Record<CommunityEventType, z.ZodType>;

export type CommunityEventPayloads = {
  [T in CommunityEventType]: z.infer<(typeof communityEventPayloadSchemas)[T]>;
};
export type CommunityEventPayload<T extends CommunityEventType = CommunityEventType> =
  CommunityEventPayloads[T];

/** One event as the `data:` of the stream carries it: the whole log entry, `id` and `type` repeated. */
function eventSchema<T extends CommunityEventType>(type: T) {
  return z.object({
    id: z.number().int(),
    topic: z.string(),
    type: z.literal(type),
    payload: communityEventPayloadSchemas[type],
    createdAt: isoTime,
  });
}

export const streamEventSchema = z.discriminatedUnion('type', [
  eventSchema(EVENT_TYPES.contentCreated),
  eventSchema(EVENT_TYPES.contentUpdated),
  eventSchema(EVENT_TYPES.contentDeleted),
  eventSchema(EVENT_TYPES.reactionChanged),
  eventSchema(EVENT_TYPES.pollVoted),
  eventSchema(EVENT_TYPES.followCreated),
  eventSchema(EVENT_TYPES.groupCreated),
  eventSchema(EVENT_TYPES.groupUpdated),
  eventSchema(EVENT_TYPES.groupDeleted),
  eventSchema(EVENT_TYPES.groupJoined),
  eventSchema(EVENT_TYPES.groupLeft),
  eventSchema(EVENT_TYPES.priceUpdated),
  eventSchema(EVENT_TYPES.priceAlert),
  eventSchema(EVENT_TYPES.supportUpdated),
]);
/** A community event as a subscriber receives it, narrowed by its `type`. */
export type StreamEvent = z.infer<typeof streamEventSchema>;
export type StreamEventOf<T extends CommunityEventType> = Extract<StreamEvent, { type: T }>;

/** The `data:` of the stream's own events. */
export const streamReadySchema = z.object({ topics: z.array(z.string()) });
export const streamResyncSchema = z.object({ reason: z.enum(RESYNC_REASONS) });
/** The `data:` of `reconnect`: the server spreads its clients' reconnects over a few seconds. */
export const streamReconnectSchema = z.object({
  reason: z.literal('SERVER_DRAINING'),
  delayMs: z.number().int().min(0),
});
