import type { ProductGroup } from '@havn/domain/broker/index';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appropriatenessAttempts } from '../../db/schema/appropriateness.ts';

export type AttemptRow = typeof appropriatenessAttempts.$inferSelect;

export async function insertAttempt(db: Db, values: Omit<AttemptRow, 'id'>): Promise<AttemptRow> {
  const [row] = await db.insert(appropriatenessAttempts).values(values).returning();
  return row!;
}

/** A customer's attempts, newest first (all groups, or one). */
export function attemptsOf(db: Db, userId: string, group?: ProductGroup): Promise<AttemptRow[]> {
  return db
    .select()
    .from(appropriatenessAttempts)
    .where(
      and(
        eq(appropriatenessAttempts.userId, userId),
        group ? eq(appropriatenessAttempts.productGroup, group) : undefined,
      ),
    )
    .orderBy(desc(appropriatenessAttempts.id));
}
