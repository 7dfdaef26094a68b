import { defineJob, defineSchedule, MINUTE_MS } from '../../platform/jobs/index.ts';
import {
  ADVANCE_MORTGAGE_APPLICATION_JOB,
  advanceApplication,
  advanceMortgageApplications,
} from './mortgages.ts';

/**
 * A signed application, sent to the credit check at once (startApplication asks for it) and then asked
 * about by the minute's run until it is decided. Runs again safely: each answer is applied once.
 */
export const advanceMortgageApplicationJob = defineJob<{ applicationId: string }>({
  name: ADVANCE_MORTGAGE_APPLICATION_JOB,
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 60_000,
  handler: async (ctx, { applicationId }) => {
    await advanceApplication(ctx, applicationId);
  },
});

/** Every undecided application, asked about once a minute (the credit check answers in its own time). */
export const advanceMortgageApplicationsJob = defineJob({
  name: 'credit.advance-mortgage-applications',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 5 * MINUTE_MS,
  handler: (ctx) => advanceMortgageApplications(ctx),
});

export const mortgageJobs = [advanceMortgageApplicationJob, advanceMortgageApplicationsJob];
export const mortgageSchedules = [
  defineSchedule({
    name: 'credit.advance-mortgage-applications.every-minute',
    job: advanceMortgageApplicationsJob,
    every: MINUTE_MS,
  }),
];
