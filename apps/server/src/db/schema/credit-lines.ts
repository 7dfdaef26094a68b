import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const CREDIT_LINE_STATUSES = ['ACTIVE', 'REFUSED', 'CLOSED'] as const;
export type CreditLineStatus = (typeof CREDIT_LINE_STATUSES)[number];

/**
 * A credit limit against an account's holdings (securities lending, domain notes §6;
 * credit/securities-lending/): asked for with a fresh eID, ACTIVE once granted (the credit check
 * found no payment remark), REFUSED with its reason, CLOSED when the customer ends it with nothing
 * borrowed. One ACTIVE line an account (the partial unique index). The loan itself is the account's
 * negative cash in the ledger; a day's interest on it is a CREDIT_INTEREST ledger transaction.
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    id: uuid('id').primaryKey(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `{userId}:{Idempotency-Key}`: the same key again finds this line, even after its 24 hours. */
    requestKey: text('request_key').notNull().unique(),
    status: text('status', { enum: CREDIT_LINE_STATUSES }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    refuseReason: text('refuse_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_lines_active_key').on(t.accid).where(sql`${t.status} = 'ACTIVE'`),
    index('credit_lines_user_idx').on(t.userId),
  ],
);

export const MARGIN_CALL_STATUSES = ['OPEN', 'CURED', 'SOLD'] as const;
export type MarginCallStatus = (typeof MARGIN_CALL_STATUSES)[number];

/**
 * A margin call on an over-leveraged account (its loan above its holdings' lending value): OPEN when
 * found, with the shortfall then and the deadline (12:00 the next bank day); CURED when a deposit, a
 * sale or the market brought the loan back within the lending value; SOLD when Havn sold holdings
 * after the deadline (the orders' idempotency keys name the call). One OPEN call an account.
 */
export const marginCalls = pgTable(
  'margin_calls',
  {
    id: uuid('id').primaryKey(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    status: text('status', { enum: MARGIN_CALL_STATUSES }).notNull(),
    shortfall: numeric('shortfall', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('margin_calls_open_key').on(t.accid).where(sql`${t.status} = 'OPEN'`)],
);
