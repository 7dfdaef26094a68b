import { ACCOUNT_TYPES } from '@havn/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Brokerage accounts: a customer has one or more, each with a type and a currency. */
export const accounts = pgTable(
  'accounts',
  {
    accid: text('accid').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number').notNull().unique(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    alias: text('alias'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);
