import { addDays, utcDay } from '@havn/domain/broker/index';
import { defineJob, defineSchedule, MINUTE_MS } from '../platform/jobs/index.ts';
import { corporateActionsJob } from './corporate-actions/corporate-action-flow.ts';
import { accountsBehind } from './daily-values-repo.ts';
import { fundTransferJobs, fundTransferSchedules } from './fund-transfers/fund-transfer-jobs.ts';
import { keepThrough } from './kept-history.ts';
import { pensionMoveJobs, pensionMoveSchedules } from './pension-moves/pension-move-jobs.ts';
import { keepYearEndValues } from './year-end-values.ts';

export const yearEndValuesJob = defineJob({
  name: 'portfolio.year-end-values',
  retry: { attempts: 3 },
  timeoutMs: 10 * 60_000,
  handler: (ctx) => keepYearEndValues(ctx),
});

/**
 * Keeps yesterday's valuation of every account whose ledger has moved, with any days before it that
 * a run missed (the server was down): each account continues from its last kept close.
 */
export const dailyValuesJob = defineJob({
  name: 'portfolio.daily-values',
  retry: { attempts: 3 },
  timeoutMs: 30 * 60_000,
  handler: async (ctx) => {
    const yesterday = addDays(utcDay(ctx.clock.now()), -1);
    const behind = await accountsBehind(ctx.db, yesterday);
    for (const account of behind) await keepThrough(ctx, account, yesterday);
    return behind.length;
  },
});

export const portfolioSchedules = [
  // Daily rather than once a year: the first run after 31 December does it, the others find nothing.
  defineSchedule({
    name: 'portfolio.year-end-values.daily',
    job: yearEndValuesJob,
    every: { dayAt: '00:30' },
  }),
  // After the day's closes are in; a read that comes first keeps what it needs itself.
  defineSchedule({
    name: 'portfolio.daily-values.daily',
    job: dailyValuesJob,
    every: { dayAt: '00:10' },
  }),
  // Announcements read, holders fixed a few minutes into an ex-date, dividends paid on their day.
  defineSchedule({
    name: 'portfolio.corporate-actions.every-15-minutes',
    job: corporateActionsJob,
    every: 15 * MINUTE_MS,
  }),
  // Signed pension moves: sent, then asked how they stand until done.
  ...pensionMoveSchedules,
  // Signed fund transfers in: sent, then asked how they stand until the units are booked.
  ...fundTransferSchedules,
];
export const portfolioJobs = [
  yearEndValuesJob,
  dailyValuesJob,
  corporateActionsJob,
  ...pensionMoveJobs,
  ...fundTransferJobs,
];
