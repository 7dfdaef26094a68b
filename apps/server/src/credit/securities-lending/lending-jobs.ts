import { defineJob, defineSchedule } from '../../platform/jobs/index.ts';
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

export const lendingJobs = [creditInterestJob];
export const lendingSchedules = [
  defineSchedule({
    name: 'credit.securities-lending.interest.daily',
    job: creditInterestJob,
    every: { dayAt: '22:30' },
  }),
];
