import { defineJob, defineSchedule } from '../platform/jobs/index.ts';
import { computeRatings } from './ratings/compute-ratings.ts';
import { tradeEventsFromFills } from './trade-events/trade-event-from-fill.ts';

/** Members' ratings (spec: shared portfolios' returns), recomputed once a day and once after a start. */
export const computeRatingsJob = defineJob({
  name: 'community.ratings',
  timeoutMs: 10 * 60_000,
  handler: async (ctx) => {
    await computeRatings(ctx);
  },
});

export const communitySchedules = [
  defineSchedule({ name: 'community.ratings.daily', job: computeRatingsJob, every: { dayAt: '02:00' } }),
];
export const communityJobs = [computeRatingsJob];
/** The other contexts' domain events the community acts on. */
export const communitySubscriptions = [tradeEventsFromFills];
