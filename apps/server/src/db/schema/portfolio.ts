import type { DailyValue, DayTrades, PositionState, ValuationState } from '@havn/domain/broker/index';
import { bigint, date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * An account's kept daily valuation: one row per closed UTC day from its first ledger movement on,
 * written by the `portfolio.daily-values` job (and by a read that finds days missing), so the
 * performance, report and currency pages read days instead of folding the ledger on each request.
 * `figures` are the day as the pages show it, `state` the exact balances and value at the close (where
 * the next day continues from), `positions` the average-cost positions after the day's fills and
 * `trades` what the day's fills bought, sold, paid and realized. A ledger entry dated on or before a kept
 * day deletes that day and the later ones (the trigger of the migration), so a kept day never disagrees
 * with the ledger.
 */
export const portfolioDailyValues = pgTable(
  'portfolio_daily_values',
  {
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    figures: jsonb('figures').$type<DailyValue>().notNull(),
    state: jsonb('state').$type<ValuationState>().notNull(),
    positions: jsonb('positions').$type<Record<string, PositionState>>().notNull(),
    trades: jsonb('trades').$type<DayTrades>().notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accid, t.day] })],
);

/**
 * Today's fold of an account's fills, as far as one read got (`throughTransaction`: the ledger
 * transaction of the last fill folded; an account's fills take ids in order under its lock), so the
 * next read folds only the fills after it. A ledger entry dated before the day, or older than what
 * was folded, deletes it (the trigger of the migration).
 */
export const portfolioIntraday = pgTable('portfolio_intraday', {
  accid: text('accid')
    .primaryKey()
    .references(() => accounts.accid, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  throughTransaction: bigint('through_transaction', { mode: 'number' }).notNull(),
  positions: jsonb('positions').$type<Record<string, PositionState>>().notNull(),
  trades: jsonb('trades').$type<DayTrades>().notNull(),
});
