import type { Db } from '../../db/client.ts';
import { deleteEventsBefore } from './events-repo.ts';
import { EVENT_RETENTION_MS } from './stream-limits.ts';

/**
 * Deletes events older than the retention window (a week); a resume further back than a day gets a
 * resync anyway. @TODO(jobs scheduler): run daily once the PostgreSQL-backed scheduler exists.
 */
export async function deleteExpiredEvents(db: Db, now: Date): Promise<number> {
  return deleteEventsBefore(db, new Date(now.getTime() - EVENT_RETENTION_MS));
}
