import { deleteApiKeyRequestsBefore } from './api-keys/api-keys-repo.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency.ts';
import { DAY_MS, defineJob, defineSchedule, HOUR_MS, MINUTE_MS } from './jobs/index.ts';
import { deleteExpiredRateLimits } from './rate-limits-repo.ts';
import { sequenceEvents } from './stream/events-repo.ts';
import { deleteExpiredEvents } from './stream/retention.ts';

/** Idempotency keys past their 24 hours, and rate-limit windows that have ended, are swept hourly. */
export const idempotencySweepJob = defineJob({
  name: 'platform.idempotency-sweep',
  handler: async (ctx) => {
    const now = ctx.clock.now();
    await deleteExpiredIdempotencyKeys(ctx.db, now);
    await deleteExpiredRateLimits(ctx.db, now);
  },
});

/** The event log keeps a week; older events are deleted once a day. */
export const eventLogRetentionJob = defineJob({
  name: 'platform.event-log-retention',
  handler: async (ctx) => {
    await deleteExpiredEvents(ctx.db, ctx.clock.now());
  },
});

/**
 * The event log's last resort: every process's bus runs the sequencer whenever it hears of pending
 * events and whenever its LISTEN session opens; this moves whatever is left even when no process
 * heard (a sequencer run that failed in a process that died, with no write since).
 */
export const eventLogSequencerJob = defineJob({
  name: 'platform.event-log-sequencer',
  handler: async (ctx) => {
    await sequenceEvents(ctx.db);
  },
});

/** How long the audit of calls made with API keys is kept: long enough to answer "what did my key do?". */
export const API_KEY_AUDIT_RETENTION_MS = 90 * DAY_MS;

export const apiKeyAuditRetentionJob = defineJob({
  name: 'platform.api-key-audit-retention',
  handler: async (ctx) => {
    await deleteApiKeyRequestsBefore(
      ctx.db,
      new Date(ctx.clock.now().getTime() - API_KEY_AUDIT_RETENTION_MS),
    );
  },
});

export const platformSchedules = [
  defineSchedule({ name: 'platform.idempotency-sweep.hourly', job: idempotencySweepJob, every: HOUR_MS }),
  defineSchedule({ name: 'platform.event-log-retention.daily', job: eventLogRetentionJob, every: DAY_MS }),
  defineSchedule({
    name: 'platform.event-log-sequencer.minutely',
    job: eventLogSequencerJob,
    every: MINUTE_MS,
  }),
  defineSchedule({
    name: 'platform.api-key-audit-retention.daily',
    job: apiKeyAuditRetentionJob,
    every: DAY_MS,
  }),
];
export const platformJobs = [
  idempotencySweepJob,
  eventLogRetentionJob,
  eventLogSequencerJob,
  apiKeyAuditRetentionJob,
];
