import { defineJob, defineSchedule, MINUTE_MS, SECOND_MS } from '../platform/jobs/index.ts';
import { priceFundOrderJob, sendFundOrderJob, settleFundOrderJob } from './fund-orders/fund-order-flow.ts';
import { runMatching } from './matching.ts';
import { buySavingsEtfsJob, makeDueSavingsRunsJob } from './savings-plans/savings-runs.ts';

/**
 * Matching: limit orders fill when the quote reaches them, and orders past their validity expire.
 * Placing an order also matches that order at once; this catches everything else, every second, once
 * across the cluster (runMatching is safe to run anywhere, the schedule keeps it to one run a slot).
 */
export const matchingJob = defineJob({
  name: 'trading.matching',
  retry: { attempts: 1 },
  timeoutMs: 30_000,
  handler: async (ctx) => {
    await runMatching(ctx);
  },
});

export const tradingSchedules = [
  defineSchedule({ name: 'trading.matching.every-second', job: matchingJob, every: SECOND_MS }),
  // Monthly savings: a plan's run soon after midnight of its day (and a restart catches up).
  defineSchedule({
    name: 'trading.savings-plans.every-minute',
    job: makeDueSavingsRunsJob,
    every: MINUTE_MS,
  }),
];
export const tradingJobs = [
  matchingJob,
  sendFundOrderJob,
  priceFundOrderJob,
  settleFundOrderJob,
  makeDueSavingsRunsJob,
  buySavingsEtfsJob,
];
