import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATE_VALUES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The background job queue (platform/jobs): one row per job. A runner claims due rows with
 * `FOR UPDATE SKIP LOCKED` and holds them under a lease (`locked_until`); a row whose lease ran out
 * while `running` belonged to a runner that died, and the next runner takes it over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The job definition's name: only a runner that registered it claims the row. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATE_VALUES }).notNull(),
    /** When it may run next: when enqueued, a later runAt, or after a failed attempt's backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Attempts started so far, counting one whose runner died. */
    attempts: integer('attempts').notNull().default(0),
    /** At most one queued or running job per (name, singleton_key); null for none. */
    singletonKey: text('singleton_key'),
    /** The runner holding it while running, and until when: past that, it is taken over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failed attempt's error, kept after a later success for the record. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('done', 'failed')`),
    uniqueIndex('jobs_singleton_key')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/**
 * One row per schedule: the last slot it fired. A runner fires a slot by moving `last_slot_at` forward
 * in a conditional update, so across every process one wins each slot, and a process whose clock lags
 * cannot fire an older slot again. One row a schedule, not one a slot: nothing to sweep, and a monthly
 * schedule's last slot is never swept away.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastSlotAt: timestamp('last_slot_at', { withTimezone: true }).notNull(),
  /** The job enqueued for the last slot; null when none was (a new schedule, or the last run unfinished). */
  lastJobId: bigint('last_job_id', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
