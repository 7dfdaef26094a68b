import { DAY_MS, HOUR_MS } from './cadence.ts';
import { defineJob, defineSchedule } from './define.ts';
import { deleteFinishedJobs } from './jobs-repo.ts';

/** Done jobs are kept a day: long enough to look into what ran last night. */
export const DONE_JOB_RETENTION_MS = DAY_MS;
/** Failed jobs are kept a month, so a failure is still there to read after a long weekend. */
export const FAILED_JOB_RETENTION_MS = 30 * DAY_MS;

/**
 * The queue's own sweep. Hourly rather than daily: a job every second leaves 3 600 done rows an hour,
 * so the table stays near a day's worth instead of growing to two between sweeps.
 */
export const jobRetentionJob = defineJob({
  name: 'jobs.retention',
  retry: { attempts: 3, backoffMs: 60_000 },
  timeoutMs: 5 * 60_000,
  handler: async (ctx) => {
    const now = ctx.clock.now().getTime();
    const deleted = await deleteFinishedJobs(
      ctx.db,
      new Date(now - DONE_JOB_RETENTION_MS),
      new Date(now - FAILED_JOB_RETENTION_MS),
    );
    if (deleted.done + deleted.failed > 0) ctx.log.debug(deleted, 'jobs: old jobs deleted');
  },
});

export const jobRetentionSchedule = defineSchedule({
  name: 'jobs.retention',
  job: jobRetentionJob,
  every: HOUR_MS,
});
