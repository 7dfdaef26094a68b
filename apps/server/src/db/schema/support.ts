import { FAQ_CATEGORIES, SUPPORT_SIDES, SUPPORT_THREAD_STATES } from '@havn/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A customer's conversation with support, filed under an FAQ category. `customerReadAt` and
 * `supportReadAt` are when each side last read it: the other side's messages after that are unread.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    state: text('state', { enum: SUPPORT_THREAD_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    supportReadAt: timestamp('support_read_at', { withTimezone: true }),
  },
  (t) => [
    index('support_threads_customer_idx').on(t.customerId, t.lastMessageAt),
    index('support_threads_inbox_idx').on(t.state, t.lastMessageAt),
  ],
);

/** One message of a thread, by the customer or by a member of the support staff (`authorId`). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: SUPPORT_SIDES }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.createdAt)],
);
