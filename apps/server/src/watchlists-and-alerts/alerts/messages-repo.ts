import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/watchlists.ts';

/** The messages table: what Havn tells a customer (a price alert that fired). */

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

export async function insertMessage(tx: Db, values: NewMessageRow): Promise<void> {
  await tx.insert(messages).values(values);
}

/** A customer's latest messages, newest first. */
export function messagesOfUser(db: Db, userId: string, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
