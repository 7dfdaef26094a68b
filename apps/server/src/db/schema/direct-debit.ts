import { MANDATE_SCHEMES, MANDATE_STATUSES } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { payoutAccounts } from './money-out.ts';
import { users } from './users.ts';

/**
 * A direct-debit mandate (autogiro, AvtaleGiro, Betalingsservice, suoramaksu): the customer's consent,
 * signed with eID, that Havn may pull money from one of their payout accounts. REQUESTED until the
 * (simulated) bank activates or rejects it; STOPPED by the customer. One live mandate per payout account.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    scheme: text('scheme', { enum: MANDATE_SCHEMES }).notNull(),
    status: text('status', { enum: MANDATE_STATUSES }).notNull(),
    /** AvtaleGiro's monthly maximum, in the scheme's currency; null for the other schemes. */
    monthlyMax: numeric('monthly_max', { precision: 24, scale: 6 }),
    /** The bank day the bank is expected to have activated it (the scheme's lead time). */
    expectedActiveDate: date('expected_active_date', { mode: 'string' }).notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    index('direct_debit_mandates_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('direct_debit_mandates_live_unique')
      .on(t.payoutAccountId)
      .where(sql`${t.status} in ('REQUESTED', 'ACTIVE')`),
  ],
);

export const RECURRING_DEPOSIT_STATUSES = ['ACTIVE', 'STOPPED'] as const;
export type RecurringDepositStatus = (typeof RECURRING_DEPOSIT_STATUSES)[number];

/**
 * A monthly deposit pulled by direct debit from a payout account into a Havn account, on its day
 * (holiday → next bank day). `nextMonth`/`nextRunDate` is the run still to come: advanced when a run is
 * made; null once stopped with nothing left to run.
 */
export const recurringDeposits = pgTable(
  'recurring_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    scheme: text('scheme', { enum: MANDATE_SCHEMES }).notNull(),
    /** `{userId}:{Idempotency-Key}`: a retried request finds the deposit it made. */
    requestKey: text('request_key').notNull().unique(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    status: text('status', { enum: RECURRING_DEPOSIT_STATUSES }).notNull(),
    nextMonth: text('next_month'),
    nextRunDate: date('next_run_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    index('recurring_deposits_accid_idx').on(t.accid, t.createdAt.desc()),
    index('recurring_deposits_due_idx').on(t.nextRunDate).where(sql`${t.nextRunDate} is not null`),
  ],
);

export const RECURRING_RUN_STATUSES = ['EXPECTED', 'RECEIVED', 'FAILED'] as const;
export type RecurringRunStatus = (typeof RECURRING_RUN_STATUSES)[number];

/**
 * One month's run of a recurring deposit: EXPECTED once made (the debit is asked of the bank), then
 * RECEIVED (booked in the ledger) or FAILED with the reason. The unique key on (deposit, month) is
 * what makes a deposit run once a month, ever: a retried job, or two processes, find the row there.
 */
export const recurringDepositRuns = pgTable(
  'recurring_deposit_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recurringDepositId: uuid('recurring_deposit_id')
      .notNull()
      .references(() => recurringDeposits.id),
    month: text('month').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: RECURRING_RUN_STATUSES }).notNull(),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('recurring_deposit_runs_month_unique').on(t.recurringDepositId, t.month)],
);
