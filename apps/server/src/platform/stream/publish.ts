import {
  type CommunityEventPayload,
  type CommunityEventType,
  isCommunityEventType,
  isTopic,
} from '@havn/contract';
import type { Db } from '../../db/client.ts';
import { insertEvents } from './events-repo.ts';

export {
  type CommunityEventPayload,
  type CommunityEventType,
  contentTopic,
  EVENT_TYPES,
  groupTopic,
  instrumentTopic,
  profileTopic,
} from '@havn/contract';

/**
 * One thing that happened, for the subscribers of `topic` (built with instrumentTopic, groupTopic, …).
 * The payload is the one the contract defines for `type` (communityEventPayloadSchemas): ids and small
 * facts a client needs to decide what to refetch, never a whole view. A payload of the wrong shape for
 * its type fails the type-check, so the web's parse of the same schema never drops a real event.
 */
export type CommunityEventInput<T extends CommunityEventType = CommunityEventType> = {
  [K in T]: { topic: string; type: K; payload: CommunityEventPayload<K> };
}[T];

/** A NOTIFY payload holds at most 8000 bytes; ids are sent one notification each, rows go by chunk. */
const INSERT_CHUNK = 500;

/**
 * Appends an event to the community log inside the caller's transaction and announces its id with
 * pg_notify in the same transaction. PostgreSQL (and PGlite) deliver a notification only on commit:
 * a write that rolls back announces nothing. Call it with the transaction of the write it describes:
 *
 *   await ctx.db.transaction(async (tx) => {
 *     const follow = await insertFollow(tx, followerId, followeeId);
 *     await publishEvent(tx, { topic: profileTopic(followeeId), type: EVENT_TYPES.followCreated,
 *       payload: { followerId, followeeId } }, ctx.clock.now());
 *   });
 *
 * Returns the event's id.
 */
export async function publishEvent(tx: Db, event: CommunityEventInput, now: Date): Promise<number> {
  const [id] = await publishEvents(tx, [event], now);
  return id!;
}

/** Several events of one write (a reply: the thread's topic and the parent author's profile topic). */
export async function publishEvents(
  tx: Db,
  events: readonly CommunityEventInput[],
  now: Date,
): Promise<number[]> {
  for (const event of events) {
    if (!isTopic(event.topic)) throw new Error(`publishEvent: not a topic: ${event.topic}`);
    if (!isCommunityEventType(event.type)) throw new Error(`publishEvent: unknown event type: ${event.type}`);
  }
  const ids: number[] = [];
  for (let start = 0; start < events.length; start += INSERT_CHUNK) {
    const chunk = events.slice(start, start + INSERT_CHUNK).map((e) => ({
      topic: e.topic,
      type: e.type,
      payload: e.payload,
    }));
    ids.push(...(await insertEvents(tx, chunk, now)));
  }
  return ids;
}
