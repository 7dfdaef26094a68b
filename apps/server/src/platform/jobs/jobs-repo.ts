import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared-sql.ts';
import { rowsOf } from '../../db/rows.ts';
import { type JOB_STATE_VALUES, jobSchedules, jobs } from '../../db/schema/jobs.ts';
import type { AnyJobDefinition, AnyScheduleDefinition, JobDefinition } from './define.ts';
import { LEASE_GRACE_MS } from './define.ts';

export type JobState = (typeof JOB_STATE_VALUES)[number];

/** What enqueueing needs: a database (or a transaction, to enqueue with the write that causes it) and "now". */
export interface JobQueueContext {
  db: Db;
  clock: Clock;
}

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
  /**
   * While a job of this name with this key is queued or running, enqueueing another does nothing (and
   * returns null). Once it is done or failed, the key is free again.
   */
  singletonKey?: string;
}

/**
 * Adds a job to the queue: its id, or null when `singletonKey` found one already waiting. The payload
 * is stored as JSON, so give it plain data (a Date arrives as its ISO string).
 */
export async function enqueue<P>(
  ctx: JobQueueContext,
  job: JobDefinition<P> | string,
  payload: NoInfer<P>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await enqueueInsert(ctx, job, payload, options);
  return rows[0]?.id ?? null;
}

/** enqueue's insert, to run as part of a larger statement (the write that causes the job). */
export function enqueueInsert<P>(
  ctx: JobQueueContext,
  job: JobDefinition<P> | string,
  payload: NoInfer<P>,
  options: EnqueueOptions = {},
) {
  const now = ctx.clock.now();
  return ctx.db
    .insert(jobs)
    .values({
      name: typeof job === 'string' ? job : job.name,
      payload: sql`${JSON.stringify(payload ?? null)}::jsonb`,
      state: 'queued',
      runAt: options.runAt ?? now,
      singletonKey: options.singletonKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [jobs.name, jobs.singletonKey],
      where: sql`${jobs.state} in ('queued', 'running')`,
    })
    .returning({ id: jobs.id });
}

/** A job a runner has claimed: it holds the lease until it marks the job done or failed. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** This attempt's number (attempts after the claim). */
  attempt: number;
}

/**
 * Claims up to `limit` due jobs of the given definitions for `workerId`, in one statement (its own
 * short transaction): queued jobs whose run_at has come, and running jobs whose lease has run out
 * (their runner died). `SKIP LOCKED` lets runners claim side by side without waiting on each other or
 * taking the same row; the lease is the job's timeout plus LEASE_GRACE_MS from `now`.
 */
export async function claimJobs(
  db: Db,
  definitions: readonly AnyJobDefinition[],
  workerId: string,
  limit: number,
  now: Date,
): Promise<ClaimedJob[]> {
  if (definitions.length === 0 || limit < 1) return [];
  const at = now.toISOString();
  const names = sql.join(
    definitions.map((d) => sql`${d.name}`),
    sql`, `,
  );
  const leases = sql.join(
    definitions.map(
      (d) =>
        sql`when ${d.name} then ${new Date(now.getTime() + d.timeoutMs + LEASE_GRACE_MS).toISOString()}::timestamptz`,
    ),
    sql` `,
  );
  // A materialized CTE: the locking subquery runs once, whatever plan the update gets. Its text is the
  // same on every poll of a runner (the values are parameters): prepared once a connection.
  const result = await executeNamed(
    db,
    sql`
    with next as materialized (
      select id from jobs
      where name in (${names})
        and ((state = 'queued' and run_at <= ${at}::timestamptz)
          or (state = 'running' and locked_until <= ${at}::timestamptz))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update jobs set
      state = 'running',
      attempts = jobs.attempts + 1,
      locked_by = ${workerId},
      locked_until = case jobs.name ${leases} end,
      started_at = ${at}::timestamptz
    from next
    where jobs.id = next.id
    returning jobs.id, jobs.name, jobs.payload, jobs.attempts`,
  );
  return rowsOf<{ id: number | string; name: string; payload: unknown; attempts: number }>(result).map(
    (row) => ({ id: Number(row.id), name: row.name, payload: row.payload, attempt: Number(row.attempts) }),
  );
}

/** Only the runner still holding this attempt may finish it: a runner that lost its lease changes nothing. */
function heldBy(job: ClaimedJob, workerId: string) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempt),
  );
}

/** One runner's finished job to mark done (`markJobsDone`). */
export interface JobDone {
  job: ClaimedJob;
  workerId: string;
  now: Date;
}

/**
 * Marks claimed jobs done, several in one statement when they finish together (runner.ts): answers,
 * in the order given, whether each was still held by its runner's attempt (false when its lease ran
 * out and another runner took it over). One statement text for any count: prepared once a connection.
 */
export async function markJobsDone(db: Db, done: readonly JobDone[]): Promise<boolean[]> {
  const json = JSON.stringify(
    done.map((d) => ({
      id: d.job.id,
      attempts: d.job.attempt,
      locked_by: d.workerId,
      finished_at: d.now.toISOString(),
    })),
  );
  const rows = await executeNamed<{ id: number | string }>(
    db,
    sql`
      update jobs set state = 'done', finished_at = d.finished_at, locked_by = null, locked_until = null
      from jsonb_to_recordset(${json}::jsonb) as d(id bigint, attempts int, locked_by text, finished_at timestamptz)
      where jobs.id = d.id and jobs.state = 'running' and jobs.locked_by = d.locked_by
        and jobs.attempts = d.attempts
      returning jobs.id`,
  );
  const marked = new Set(rows.map((r) => Number(r.id)));
  return done.map((d) => marked.has(d.job.id));
}

/**
 * Records a failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null.
 * False when this runner no longer held the job.
 */
export async function markJobFailed(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(
      retryAt
        ? { state: 'queued', runAt: retryAt, lastError: error, lockedBy: null, lockedUntil: null }
        : { state: 'failed', finishedAt: now, lastError: error, lockedBy: null, lockedUntil: null },
    )
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * - `fired`: this process won the slot and enqueued its job (`jobId`);
 * - `skipped`: it won the slot, but the previous run is still queued or running (overlap 'skip');
 * - `taken`: another process (or an earlier poll) fired this slot or a newer one;
 * - `started`: the schedule is new: its row now exists and it fires from its next slot on, so a
 *   schedule added on the 3rd does not run the 25th of last month at once.
 */
export type SlotOutcome = { outcome: 'fired'; jobId: number } | { outcome: 'skipped' | 'taken' | 'started' };

/**
 * Fires `slotAt` of a schedule if no process has: moving job_schedules.last_slot_at forward is a
 * conditional update, which PostgreSQL serializes on the row, so exactly one process wins each slot;
 * the job is enqueued in the same transaction, so a won slot always has its job.
 */
export async function fireScheduleSlot(
  ctx: JobQueueContext,
  schedule: AnyScheduleDefinition,
  slotAt: Date,
): Promise<SlotOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(jobSchedules)
      .values({ name: schedule.name, lastSlotAt: slotAt, updatedAt: now })
      .onConflictDoNothing()
      .returning({ name: jobSchedules.name });
    if (created.length > 0) return { outcome: 'started' } as const;

    const won = await tx
      .update(jobSchedules)
      .set({ lastSlotAt: slotAt, lastJobId: null, updatedAt: now })
      .where(and(eq(jobSchedules.name, schedule.name), lt(jobSchedules.lastSlotAt, slotAt)))
      .returning({ name: jobSchedules.name });
    if (won.length === 0) return { outcome: 'taken' } as const;

    const jobId = await enqueue(
      { db: tx, clock: ctx.clock },
      schedule.job.name,
      schedule.payload(slotAt),
      schedule.overlap === 'skip' ? { singletonKey: `schedule:${schedule.name}` } : {},
    );
    if (jobId === null) return { outcome: 'skipped' } as const;
    await tx.update(jobSchedules).set({ lastJobId: jobId }).where(eq(jobSchedules.name, schedule.name));
    return { outcome: 'fired', jobId } as const;
  });
}

export interface JobNameStats {
  name: string;
  queued: number;
  running: number;
  done: number;
  failed: number;
  /** Queued again after a failed attempt, waiting for their backoff or a runner. */
  retrying: number;
  /** Running with a lease that has run out: their runner died or hangs; the next poll takes them over. */
  expiredLeases: number;
  /** How long the longest-waiting due job has waited past its run_at; null when none is due. */
  oldestDueAgeMs: number | null;
}

/** The queue's state for metrics and dashboards (a Prometheus gauge per field, labelled by name). */
export interface JobQueueStats {
  states: Record<JobState, number>;
  retrying: number;
  expiredLeases: number;
  oldestDueAgeMs: number | null;
  byName: JobNameStats[];
}

/**
 * Counts jobs per name and state at `now`. Done jobs are kept a day (see retention), so this reads at
 * most a day's jobs: a sequential scan of some 10⁵ rows when the matching job runs every second.
 */
export async function jobQueueStats(db: Db, now: Date): Promise<JobQueueStats> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select name, state, count(*)::int as count,
      (count(*) filter (where attempts > 0 and state = 'queued'))::int as retrying,
      (count(*) filter (where state = 'running' and locked_until <= ${at}::timestamptz))::int as expired,
      min(run_at) filter (where state = 'queued' and run_at <= ${at}::timestamptz) as oldest_due
    from jobs
    group by name, state
    order by name`);
  const rows = rowsOf<{
    name: string;
    state: JobState;
    count: number;
    retrying: number;
    expired: number;
    oldest_due: Date | string | null;
  }>(result);

  const states: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  const byName = new Map<string, JobNameStats>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? {
      name: row.name,
      queued: 0,
      running: 0,
      done: 0,
      failed: 0,
      retrying: 0,
      expiredLeases: 0,
      oldestDueAgeMs: null,
    };
    const count = Number(row.count);
    entry[row.state] += count;
    states[row.state] += count;
    entry.retrying += Number(row.retrying);
    entry.expiredLeases += Number(row.expired);
    if (row.oldest_due !== null) {
      entry.oldestDueAgeMs = Math.max(0, now.getTime() - new Date(row.oldest_due).getTime());
    }
    byName.set(row.name, entry);
  }
  const all = [...byName.values()];
  const ages = all.map((e) => e.oldestDueAgeMs).filter((age) => age !== null);
  return {
    states,
    retrying: all.reduce((sum, e) => sum + e.retrying, 0),
    expiredLeases: all.reduce((sum, e) => sum + e.expiredLeases, 0),
    oldestDueAgeMs: ages.length > 0 ? Math.max(...ages) : null,
    byName: all,
  };
}

/** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`; counts what went. */
export async function deleteFinishedJobs(
  db: Db,
  doneBefore: Date,
  failedBefore: Date,
): Promise<{ done: number; failed: number }> {
  const result = await db.execute(sql`
    with deleted as (
      delete from jobs
      where (state = 'done' and finished_at <= ${doneBefore.toISOString()}::timestamptz)
        or (state = 'failed' and finished_at <= ${failedBefore.toISOString()}::timestamptz)
      returning state
    )
    select state, count(*)::int as count from deleted group by state`);
  const counts = { done: 0, failed: 0 };
  for (const row of rowsOf<{ state: 'done' | 'failed'; count: number }>(result)) {
    counts[row.state] = Number(row.count);
  }
  return counts;
}
