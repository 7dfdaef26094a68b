import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { type BusEvent, EVENT_CHANNEL } from '../event-bus.ts';
import { toBusEvent } from '../pg-event-bus.ts';

export { latestEventId } from '../pg-event-bus.ts';

/** Events of these topics after `afterId`, oldest first (the (topic, id) index serves each topic). */
export async function eventsAfter(
  db: Db,
  topics: readonly string[],
  afterId: number,
  limit: number,
): Promise<BusEvent[]> {
  if (topics.length === 0) return [];
  const rows = await db
    .select()
    .from(communityEvents)
    .where(and(inArray(communityEvents.topic, [...topics]), gt(communityEvents.id, afterId)))
    .orderBy(asc(communityEvents.id))
    .limit(limit);
  return rows.map(toBusEvent);
}

/** When the first event after `afterId` (of any topic) happened: how long ago a client lost track. */
export async function firstEventTimeAfter(db: Db, afterId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: communityEvents.createdAt })
    .from(communityEvents)
    .where(gt(communityEvents.id, afterId))
    .orderBy(asc(communityEvents.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Deletes events created before `cutoff`; returns how many went. */
export async function deleteEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`
    with deleted as (delete from community_events where created_at < ${cutoff.toISOString()}::timestamptz returning 1)
    select count(*) as count from deleted`);
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0);
}

/**
 * Serializes publishers from their publish to their commit, so event ids increase in commit order:
 * the bus and a resuming client can then trust "everything after id N" (an id taken by a transaction
 * that commits later could otherwise slip behind a client's Last-Event-ID). PostgreSQL already
 * serializes the commits of notifying transactions; this extends that from the publish to the commit,
 * so publish last in a transaction, just before it commits.
 */
const EVENT_ORDER_LOCK_ID = 4_812_202_700;

/**
 * Appends events to the log in one statement (atomic even outside a transaction: the lock is taken
 * before any id is drawn, and the rows keep the order they were given in), and announces each id on
 * the bus's channel, delivered when the transaction commits. Their ids, in order.
 */
export async function insertEvents(
  tx: Db,
  events: readonly { topic: string; type: string; payload: unknown }[],
  now: Date,
): Promise<number[]> {
  const result = await tx.execute<{ id: number | string }>(sql`
    with ordered as (select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_ID}) as locked),
    inserted as (
      insert into community_events (topic, type, payload, created_at)
      select e.value ->> 'topic', e.value ->> 'type', e.value -> 'payload', ${now.toISOString()}::timestamptz
      from ordered, jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as e(value, position)
      order by e.position
      returning id
    )
    select id, pg_notify(${EVENT_CHANNEL}, id::text) from inserted order by id`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}
