import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { communityEventOutbox, communityEvents } from '../db/schema/community-platform.ts';

/**
 * What the price ticker reads of the event log: which instruments some process already announced
 * lately. The events themselves are written through platform/stream's publishEvents.
 */

/** One ticker at a time across processes, until the transaction ends. */
export async function lockPriceAnnouncements(tx: Db, lockId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
}

/**
 * Which of `topics` already carry an event of `type` created after `since`: in the log, or written by
 * a ticker that committed a moment ago and still waiting in the outbox for its place.
 */
export async function topicsAnnouncedSince(
  tx: Db,
  type: string,
  topics: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (topics.length === 0) return new Set();
  const announcedIn = (table: typeof communityEvents | typeof communityEventOutbox) =>
    tx
      .select({ topic: table.topic })
      .from(table)
      .where(and(eq(table.type, type), gt(table.createdAt, since), inArray(table.topic, [...topics])));
  const rows = await union(announcedIn(communityEvents), announcedIn(communityEventOutbox));
  return new Set(rows.map((r) => r.topic));
}
