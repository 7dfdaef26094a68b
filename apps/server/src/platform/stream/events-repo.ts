import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { communityEvents } from '../../db/schema/community-platform.ts';
import type { BusEvent } from '../event-bus.ts';
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
