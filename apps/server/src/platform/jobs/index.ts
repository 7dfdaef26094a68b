/**
 * The durable job queue on PostgreSQL (or the embedded PGlite): jobs run once across processes and
 * restarts, retry with backoff, and schedules fire once per slot cluster-wide. See README.md here.
 *
 * A module defines its jobs and schedules beside its code and hands them to startJobRunner:
 *
 *   export const computeRatingsJob = defineJob({ name: 'ratings.compute', handler: (ctx) => computeRatings(ctx) });
 *   export const ratingsSchedule = defineSchedule({ name: 'ratings.daily', job: computeRatingsJob, every: { dayAt: '02:00' } });
 */
export { type Cadence, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './cadence.ts';
export {
  type AnyJobDefinition,
  type AnyScheduleDefinition,
  defineJob,
  defineSchedule,
  type JobDefinition,
  type JobHandler,
  type JobRun,
  type RetryPolicy,
  type ScheduleDefinition,
  type SlotPayload,
} from './define.ts';
export {
  type AnyDomainEventSubscription,
  type DomainEvent,
  type DomainEventHandler,
  type DomainEventSubscription,
  defineDomainEvent,
  domainEventInsert,
  domainEventJobName,
  domainEventJobs,
  recordDomainEvent,
  subscribe,
} from './domain-events.ts';
export {
  type EnqueueOptions,
  enqueue,
  type JobNameStats,
  type JobQueueContext,
  type JobQueueStats,
  type JobState,
  jobQueueStats,
} from './jobs-repo.ts';
export { type JobRunner, type JobRunnerOptions, JobTimeoutError, startJobRunner } from './runner.ts';
