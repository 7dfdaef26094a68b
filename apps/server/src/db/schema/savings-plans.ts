import { SAVINGS_PLAN_SOURCES, SAVINGS_PLAN_STATUSES, SAVINGS_RUN_STATUSES } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { recurringDeposits } from './direct-debit.ts';
import { payoutAccounts } from './money-out.ts';
import { users } from './users.ts';

/** A monthly savings plan (domain savings-plans.ts): an amount a month over funds and ETFs. */
export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `{userId}:{Idempotency-Key}`: a retried request finds the plan it made. */
    requestKey: text('request_key').notNull().unique(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    source: text('source', { enum: SAVINGS_PLAN_SOURCES }).notNull(),
    payoutAccountId: uuid('payout_account_id').references(() => payoutAccounts.id),
    /** DIRECT_DEBIT: the recurring deposit that brings the month's amount before the run. */
    recurringDepositId: uuid('recurring_deposit_id').references(() => recurringDeposits.id),
    /** `[{instrumentId, percent}]`, percentages summing to 100. */
    allocations: jsonb('allocations').$type<{ instrumentId: number; percent: number }[]>().notNull(),
    status: text('status', { enum: SAVINGS_PLAN_STATUSES }).notNull(),
    /** The month of the next run and its day; null while paused or once cancelled. */
    nextMonth: text('next_month'),
    nextRunDate: date('next_run_date', { mode: 'string' }),
    /** The month of the latest run made: the next is a later month, ever. */
    lastRunMonth: text('last_run_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('savings_plans_user_idx').on(t.userId, t.createdAt.desc()),
    index('savings_plans_due_idx').on(t.nextRunDate).where(sql`${t.nextRunDate} is not null`),
  ],
);

/**
 * One month's run of a plan: what it bought. The unique key on (plan, month) is what makes a plan run
 * once a month, ever: a retried job, or two processes, find the row there.
 */
export const savingsPlanRuns = pgTable(
  'savings_plan_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => savingsPlans.id),
    month: text('month').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: SAVINGS_RUN_STATUSES }).notNull(),
    /** Per allocation: the amount, and the fund order or order that bought it (null: not bought, why). */
    orders: jsonb('orders')
      .$type<
        {
          instrumentId: number;
          amount: string;
          fundOrderId: string | null;
          orderId: string | null;
          skipReason: string | null;
        }[]
      >()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('savings_plan_runs_plan_month_idx').on(t.planId, t.month)],
);
