import { and, asc, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { type BusEvent, EVENT_CHANNEL, EVENTS_PENDING } from '../event-bus.ts';

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

/** Events of any topic after `afterId`, oldest first: what a bus that lost its LISTEN session missed. */
export async function allEventsAfter(db: Db, afterId: number, limit: number): Promise<BusEvent[]> {
  const rows = await db
    .select()
    .from(communityEvents)
    .where(gt(communityEvents.id, afterId))
    .orderBy(asc(communityEvents.id))
    .limit(limit);
  return rows.map(toBusEvent);
}

/** The events of these ids, oldest first (those deleted meanwhile are missing). */
export async function eventsByIds(db: Db, ids: readonly number[]): Promise<BusEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(communityEvents)
    .where(inArray(communityEvents.id, [...ids]))
    .orderBy(asc(communityEvents.id));
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

/** The newest id in the log, 0 when it is empty. */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(communityEvents.id) }).from(communityEvents);
  return Number(row?.id ?? 0);
}

/** Deletes events created before `cutoff`; returns how many went. */
export async function deleteEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`
    with deleted as (delete from community_events where created_at < ${cutoff.toISOString()}::timestamptz returning 1)
    select count(*) as count from deleted`);
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0);
}

/**
 * The insert of events into the outbox, in the order given, as a statement of its own or a CTE of a
 * writer's statement: `events` is their JSON array, `createdAt` an ISO time, or placeholders for both
 * in a prepared statement. No lock: concurrent writers do not wait for each other. The events reach
 * the log, with their ids, when a sequencer moves them (`sequenceEvents`). `when` writes them only
 * if the write they describe went ahead (a CTE's condition).
 */
export function outboxInsert(events: unknown, createdAt: unknown, when: SQL = sql`true`): SQL {
  return sql`
    insert into community_event_outbox (topic, type, payload, created_at)
    select e.value ->> 'topic', e.value ->> 'type', e.value -> 'payload', ${createdAt}::timestamptz
    from jsonb_array_elements(${events}::jsonb) with ordinality as e(value, position)
    where ${when}
    order by e.position`;
}

/**
 * An expression announcing `pending` on the bus's channel, delivered when the transaction commits
 * (PostgreSQL folds the announcements of one transaction into one).
 */
export function pendingAnnouncement(): SQL {
  return sql`pg_notify(${EVENT_CHANNEL}, ${EVENTS_PENDING})`;
}

/** Appends events to the outbox and announces them pending, in one statement. */
export async function insertEvents(
  tx: Db,
  events: readonly { topic: string; type: string; payload: unknown }[],
  now: Date,
): Promise<void> {
  const inserted = outboxInsert(JSON.stringify(events), now.toISOString());
  await tx.execute(sql`with inserted as (${inserted}) select ${pendingAnnouncement()}`);
}

/** How many pending events one sequencer run moves at most (a bigger backlog takes several runs). */
export const SEQUENCE_BATCH = 5000;

/**
 * The sequencer: moves the events pending in the outbox (committed ones, oldest first) into the log
 * under one lock held to its commit, so ids rise in commit order, and announces their ids. One round
 * trip (migration event_sequencer); cheap when nothing is pending. Safe to call from any process at
 * any time: runs queue on the lock and each moves what the ones before it left. Returns how many moved.
 */
export async function sequenceEvents(db: Db, batch: number = SEQUENCE_BATCH): Promise<number> {
  const result = await db.execute<{ moved: number }>(
    sql`select community_events_sequence(${batch}::integer) as moved`,
  );
  return Number(rowsOf<{ moved: number }>(result)[0]?.moved ?? 0);
}

export function toBusEvent(row: typeof communityEvents.$inferSelect): BusEvent {
  return {
    id: row.id,
    topic: row.topic,
    type: row.type,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}
