import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * A sale's cash waiting for settlement: buying power at once, withdrawable only from `settleDate`
 * (T+2 bank days of the market; see the domain's bank-days.ts). The settlement job stamps `settledAt`.
 */
export const settlements = pgTable(
  'settlements',
  {
    /** The fill's execution id: one row per sale, recorded in the fill's own transaction. */
    executionId: text('execution_id').primaryKey(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    currency: text('currency').notNull(),
    /** What the sale put into the account's cash, net of its fee, account currency; positive. */
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    settleDate: date('settle_date', { mode: 'string' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('settlements_open_idx').on(t.settleDate).where(sql`${t.settledAt} is null`),
    index('settlements_accid_open_idx').on(t.accid).where(sql`${t.settledAt} is null`),
  ],
);

export const PAYOUT_ACCOUNT_STATUSES = ['PENDING_VERIFICATION', 'ACTIVE', 'REJECTED'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** A customer's pre-registered bank account for withdrawals, verified by the (simulated) bank. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The IBAN (electronic form), or the Swedish clearing number and account number. */
    iban: text('iban'),
    clearingNumber: text('clearing_number'),
    accountNumber: text('account_number'),
    /** One normalised spelling of the number, unique per customer. */
    numberKey: text('number_key').notNull(),
    bankName: text('bank_name'),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payout_accounts_user_number_key').on(t.userId, t.numberKey)],
);

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'SENT', 'SETTLED', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * A withdrawal to a payout account: REQUESTED (cash reserved, cancellable) → SENT (posted to the bank)
 * → SETTLED, or REJECTED with the cash back; CANCELLED by the customer while REQUESTED.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    /** `{userId}:{Idempotency-Key}`: a retried request finds the withdrawal it made. */
    requestKey: text('request_key').notNull().unique(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    /** The bank day the money is sent and arrives (the 13:00 cut-off). */
    expectedArrival: date('expected_arrival', { mode: 'string' }).notNull(),
    /** Not sent before this instant: now before the cut-off, else the morning of the next bank day. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_accid_idx').on(t.accid, t.createdAt.desc()),
    index('withdrawals_due_idx').on(t.status, t.sendAt),
  ],
);
