import { defineJob, defineSchedule } from '../platform/jobs/index.ts';
import { keepYearEndValues } from './year-end-values.ts';

export const yearEndValuesJob = defineJob({
  name: 'portfolio.year-end-values',
  retry: { attempts: 3 },
  timeoutMs: 10 * 60_000,
  handler: (ctx) => keepYearEndValues(ctx),
});

export const portfolioSchedules = [
  // Daily rather than once a year: the first run after 31 December does it, the others find nothing.
  defineSchedule({
    name: 'portfolio.year-end-values.daily',
    job: yearEndValuesJob,
    every: { dayAt: '00:30' },
  }),
];
export const portfolioJobs = [yearEndValuesJob];
