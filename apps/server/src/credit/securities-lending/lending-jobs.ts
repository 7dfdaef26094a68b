import { defineJob, defineSchedule, MINUTE_MS } from '../../platform/jobs/index.ts';
import { runMarginCalls } from './margin-calls.ts';
import { chargeCreditInterest } from './securities-lending.ts';

/**
 * A day's interest on every loan against holdings, late in the Nordic evening (22:30 UTC), for the
 * day of its slot; a slot run twice, or caught up after a stop, charges each account's day once.
 */
export const creditInterestJob = defineJob<{ slotAt?: string }>({
  name: 'credit.securities-lending.interest',
  retry: { attempts: 5, backoffMs: 60_000, maxBackoffMs: 3_600_000 },
  timeoutMs: 10 * 60_000,
  handler: async (ctx, payload) => {
    const day = (payload.slotAt ?? ctx.clock.now().toISOString()).slice(0, 10);
    await chargeCreditInterest(ctx, day);
  },
});

/** Over-leveraged accounts called, cured ones closed, and past-deadline ones sold for (margin-calls.ts). */
export const marginCallsJob = defineJob({
  name: 'credit.securities-lending.margin-calls',
  retry: { attempts: 3, backoffMs: 30_000, maxBackoffMs: 5 * MINUTE_MS },
  timeoutMs: 10 * MINUTE_MS,
  handler: async (ctx) => {
    await runMarginCalls(ctx);
  },
});

export const lendingJobs = [creditInterestJob, marginCallsJob];
export const lendingSchedules = [
  defineSchedule({
    name: 'credit.securities-lending.margin-calls.every-5-minutes',
    job: marginCallsJob,
    every: 5 * MINUTE_MS,
  }),
  defineSchedule({
    name: 'credit.securities-lending.interest.daily',
    job: creditInterestJob,
    every: { dayAt: '22:30' },
  }),
];
