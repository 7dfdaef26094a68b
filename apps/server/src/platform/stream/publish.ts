import {
  type CommunityEventPayload,
  type CommunityEventType,
  isCommunityEventType,
  isTopic,
} from '@havn/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { EVENT_CHANNEL } from '../event-bus.ts';

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
 * Serializes publishers from their publish to their commit, so event ids increase in commit order:
 * the bus and a resuming client can then trust "everything after id N" (an id taken by a transaction
 * that commits later could otherwise slip behind a client's Last-Event-ID). PostgreSQL already
 * serializes the commits of notifying transactions; this extends that from the publish to the commit,
 * so publish last in a transaction, just before it commits.
 */
const EVENT_ORDER_LOCK_ID = 4_812_202_700;

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
    // One statement, so it is atomic even when `tx` is not a transaction: the lock is taken before any
    // id is drawn, and the rows keep the order they were given in.
    const result = await tx.execute<{ id: number | string }>(sql`
      with ordered as (select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_ID}) as locked),
      inserted as (
        insert into community_events (topic, type, payload, created_at)
        select e.value ->> 'topic', e.value ->> 'type', e.value -> 'payload', ${now.toISOString()}::timestamptz
        from ordered, jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) with ordinality as e(value, position)
        order by e.position
        returning id
      )
      select id, pg_notify(${EVENT_CHANNEL}, id::text) from inserted order by id`);
    for (const row of rowsOf<{ id: number | string }>(result)) ids.push(Number(row.id));
  }
  return ids;
}
