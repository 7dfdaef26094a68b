import type { FaqCategory, SupportSide, SupportThreadState } from '@havn/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportMessages, supportThreads } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';

export type SupportThreadRow = typeof supportThreads.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportThreadRow = typeof supportThreads.$inferInsert;
export type NewSupportMessageRow = typeof supportMessages.$inferInsert;

/** A message with its writer's name (the name given at registration, else the login name). */
export type SupportMessageWithAuthor = SupportMessageRow & { author: string };

const displayName = sql<string>`coalesce(${users.name}, ${users.username})`;

/** Whether the thread has messages of the other side after `reader` last read it (an SQL condition). */
function unreadBy(reader: SupportSide): SQL {
  const readAt = reader === 'CUSTOMER' ? supportThreads.customerReadAt : supportThreads.supportReadAt;
  const other: SupportSide = reader === 'CUSTOMER' ? 'SUPPORT' : 'CUSTOMER';
  return sql`exists (select 1 from ${supportMessages} m where m.thread_id = ${supportThreads.id}
    and m.side = ${other} and (${readAt} is null or m.created_at > ${readAt}))`;
}

export async function insertThread(tx: Db, values: NewSupportThreadRow): Promise<SupportThreadRow> {
  const [row] = await tx.insert(supportThreads).values(values).returning();
  return row!;
}

export async function insertSupportMessage(tx: Db, values: NewSupportMessageRow): Promise<SupportMessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  return row!;
}

export async function threadById(db: Db, threadId: string): Promise<SupportThreadRow | null> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, threadId));
  return row ?? null;
}

/** The thread row-locked for the rest of the transaction: its messages are counted and added in turn. */
export async function lockThread(tx: Db, threadId: string): Promise<SupportThreadRow | null> {
  const [row] = await tx.select().from(supportThreads).where(eq(supportThreads.id, threadId)).for('update');
  return row ?? null;
}

export async function updateThread(
  tx: Db,
  threadId: string,
  values: Partial<Pick<SupportThreadRow, 'state' | 'lastMessageAt' | 'customerReadAt' | 'supportReadAt'>>,
): Promise<SupportThreadRow> {
  const [row] = await tx
    .update(supportThreads)
    .set(values)
    .where(eq(supportThreads.id, threadId))
    .returning();
  return row!;
}

export async function messageCount(db: Db, threadId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId));
  return Number(row?.n ?? 0);
}

/** A thread's messages, oldest first, with their writers' names. */
export function messagesOfThread(db: Db, threadId: string): Promise<SupportMessageWithAuthor[]> {
  return db
    .select({
      id: supportMessages.id,
      threadId: supportMessages.threadId,
      authorId: supportMessages.authorId,
      side: supportMessages.side,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      author: displayName,
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** One customer's threads, latest activity first. */
export function threadsOfCustomer(db: Db, customerId: string, limit: number): Promise<SupportThreadRow[]> {
  return db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.customerId, customerId))
    .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
    .limit(limit);
}

/** The back office's list: threads with unread customer messages first, then latest activity. */
export function inboxThreads(
  db: Db,
  filter: { state?: SupportThreadState; category?: FaqCategory },
  limit: number,
): Promise<SupportThreadRow[]> {
  const conditions = [
    filter.state ? eq(supportThreads.state, filter.state) : undefined,
    filter.category ? eq(supportThreads.category, filter.category) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(supportThreads)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`case when ${unreadBy('SUPPORT')} then 0 else 1 end`,
      desc(supportThreads.lastMessageAt),
      desc(supportThreads.id),
    )
    .limit(limit);
}

/** The other side's messages each thread has that `reader` has not read. */
export async function unreadCounts(
  db: Db,
  threads: readonly SupportThreadRow[],
  reader: SupportSide,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (threads.length === 0) return counts;
  const readAt = reader === 'CUSTOMER' ? supportThreads.customerReadAt : supportThreads.supportReadAt;
  const rows = await db
    .select({ threadId: supportMessages.threadId, n: count() })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        inArray(
          supportMessages.threadId,
          threads.map((t) => t.id),
        ),
        sql`${supportMessages.side} <> ${reader}`,
        sql`(${readAt} is null or ${supportMessages.createdAt} > ${readAt})`,
      ),
    )
    .groupBy(supportMessages.threadId);
  for (const row of rows) counts.set(row.threadId, Number(row.n));
  return counts;
}

/** Support's answers a customer has not read, over all their threads. */
export async function customerUnreadTotal(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        eq(supportThreads.customerId, customerId),
        eq(supportMessages.side, 'SUPPORT'),
        sql`(${supportThreads.customerReadAt} is null or ${supportMessages.createdAt} > ${supportThreads.customerReadAt})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Threads with customer messages no one in support has read yet. */
export async function inboxUnreadThreads(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportThreads).where(unreadBy('SUPPORT'));
  return Number(row?.n ?? 0);
}

/** The names of customers, by user id, for the back office's list. */
export async function namesOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: displayName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether a user is on the support staff (the stream's audience asks on connect). */
export async function isSupportStaffUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === 'support';
}
