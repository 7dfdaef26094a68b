import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communityEvents } from '../db/schema/community-platform.ts';

/**
 * What the price ticker reads of the event log: which instruments some process already announced
 * lately. The events themselves are written through platform/stream's publishEvents.
 */

/** One ticker at a time across processes, until the transaction ends. */
export async function lockPriceAnnouncements(tx: Db, lockId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
}

/** Which of `topics` already carry an event of `type` created after `since`. */
export async function topicsAnnouncedSince(
  tx: Db,
  type: string,
  topics: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (topics.length === 0) return new Set();
  const rows = await tx
    .select({ topic: communityEvents.topic })
    .from(communityEvents)
    .where(
      and(
        eq(communityEvents.type, type),
        gt(communityEvents.createdAt, since),
        inArray(communityEvents.topic, [...topics]),
      ),
    );
  return new Set(rows.map((r) => r.topic));
}
