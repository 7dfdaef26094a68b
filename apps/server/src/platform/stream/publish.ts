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

/**
 * Appends an event to the community log inside the caller's transaction. It is written to the outbox
 * with the transaction and announced as pending when the transaction commits (PostgreSQL and PGlite
 * deliver a notification only on commit: a write that rolls back announces nothing); a sequencer then
 * gives it its id in the log and every process's bus delivers it, a few milliseconds later. No lock is
 * taken, so concurrent writers never wait for each other and it may be called anywhere in the
 * transaction. Call it with the transaction of the write it describes:
 *
 *   await ctx.db.transaction(async (tx) => {
 *     const follow = await insertFollow(tx, followerId, followeeId);
 *     await publishEvent(tx, { topic: profileTopic(followeeId), type: EVENT_TYPES.followCreated,
 *       payload: { followerId, followeeId } }, ctx.clock.now());
 *   });
 *
 * The event's id is not known until it is sequenced: nothing a writer answers may depend on it.
 */
export async function publishEvent(tx: Db, event: CommunityEventInput, now: Date): Promise<void> {
  await publishEvents(tx, [event], now);
}

/** Several events of one write (a reply: the thread's topic and the parent author's profile topic), in order. */
export async function publishEvents(
  tx: Db,
  events: readonly CommunityEventInput[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await insertEvents(tx, checked(events), now);
}

/**
 * Events published by a writer's own statement, for a write that is one statement (no transaction, one
 * round trip): the statement's repository runs `outboxInsert` (events-repo.ts) over these as a CTE and
 * selects `pendingAnnouncement()`, which together do what `publishEvents` does, as contents-repo.ts
 * `insertContentPublishing` does. `events` is their JSON, checked; `createdAt` an ISO time.
 */
export interface EventsToPublish {
  events: string;
  createdAt: string;
}

export function eventsToPublish(events: readonly CommunityEventInput[], now: Date): EventsToPublish {
  return { events: JSON.stringify(checked(events)), createdAt: now.toISOString() };
}

function checked(events: readonly CommunityEventInput[]) {
  for (const event of events) {
    if (!isTopic(event.topic)) throw new Error(`publishEvent: not a topic: ${event.topic}`);
    if (!isCommunityEventType(event.type)) throw new Error(`publishEvent: unknown event type: ${event.type}`);
  }
  return events.map((e) => ({ topic: e.topic, type: e.type, payload: e.payload }));
}
