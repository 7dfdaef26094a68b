import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { catchUpSessions } from '../sessions.ts';
import { batchesPer } from '../write-batches.ts';
import { latestSlot } from './cadence.ts';
import {
  type AnyJobDefinition,
  type AnyScheduleDefinition,
  JobDefinitionError,
  retryDelayMs,
} from './define.ts';
import {
  type ClaimedJob,
  claimJobs,
  fireScheduleSlot,
  type JobDone,
  markJobFailed,
  markJobsDone,
} from './jobs-repo.ts';
import { jobRetentionJob, jobRetentionSchedule } from './retention.ts';

export interface JobRunnerOptions {
  /** How often an idle runner looks for due jobs and slots. */
  pollMs?: number;
  /** Jobs this runner runs at once. */
  concurrency?: number;
  /** Names this runner in the jobs table (locked_by); host:pid:random by default. */
  workerId?: string;
}

export interface JobRunner {
  readonly workerId: string;
  /**
   * Polls now, after any poll under way: fires due schedule slots and claims what it has room for.
   * Resolves once the claimed jobs have started (not finished). The runner polls by itself; tests
   * call this to know a poll has happened after they moved the clock.
   */
  poll(): Promise<void>;
  /** Stops polling and waits for the jobs running now, each at most until its timeout. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 1000;

/** Jobs that finish together are marked done together: one statement for all of them. */
const doneMarks = batchesPer((db: Db) => ({
  holds: (done: JobDone) => [String(done.job.id)],
  one: async (done: JobDone) => (await markJobsDone(db, [done]))[0]!,
  many: (all: readonly JobDone[]) => markJobsDone(db, all),
  maxBatch: 50,
  maxInFlight: 1,
}));
export const DEFAULT_CONCURRENCY = 4;

export class JobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * Runs the given jobs and fires the given schedules from this process, beside any number of other
 * processes on the same database; the queue's own retention job and schedule are always added. A job
 * is claimed in one short statement, its handler runs outside any transaction, and it is marked done
 * or failed in another. Handlers of jobs this runner does not know are left for a runner that does.
 */
export function startJobRunner(
  ctx: AppContext,
  jobList: readonly AnyJobDefinition[],
  scheduleList: readonly AnyScheduleDefinition[],
  options: JobRunnerOptions = {},
): JobRunner {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const schedules = [...new Set([...scheduleList, jobRetentionSchedule])];
  const definitions = registry([...jobList, ...schedules.map((s) => s.job), jobRetentionJob], schedules);
  const claimable = [...definitions.values()];

  /** The newest slot each schedule has settled (fired, or seen taken) here: skips a round trip per poll. */
  const settledSlot = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let saturated = false;
  // Polls run one after another on this chain.
  let polls: Promise<void> = Promise.resolve();

  const schedulePoll = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  };

  const poll = (): Promise<void> => {
    polls = polls.then(pollOnce);
    return polls;
  };

  async function pollOnce(): Promise<void> {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    try {
      await fireDueSlots();
      const room = concurrency - running.size;
      if (room > 0 && !stopped) {
        const claimed = await claimJobs(ctx.db, claimable, workerId, room, ctx.clock.now());
        for (const job of claimed) {
          track(
            execute(job).catch((error: unknown) =>
              ctx.log.error({ err: error, jobId: job.id }, 'jobs: the runner failed running a job'),
            ),
          );
        }
        saturated = claimed.length === room;
      }
    } catch (error) {
      if (!stopped) ctx.log.warn({ err: error, workerId }, 'jobs: a poll failed');
    } finally {
      // A full claim may have left more due: track polls again as soon as a job finishes.
      schedulePoll(pollMs);
    }
  }

  async function fireDueSlots(): Promise<void> {
    for (const schedule of schedules) {
      if (stopped) return;
      const slot = latestSlot(schedule.every, ctx.clock.now());
      if ((settledSlot.get(schedule.name) ?? -Infinity) >= slot.getTime()) continue;
      try {
        const result = await fireScheduleSlot(ctx, schedule, slot);
        settledSlot.set(schedule.name, slot.getTime());
        if (result.outcome === 'skipped') {
          ctx.log.debug({ schedule: schedule.name, slot }, 'jobs: slot skipped, the last run is unfinished');
        }
      } catch (error) {
        if (!stopped)
          ctx.log.warn({ err: error, schedule: schedule.name }, 'jobs: a schedule failed to fire');
      }
    }
  }

  function track(run: Promise<void>) {
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      if (saturated) {
        saturated = false;
        schedulePoll(0);
      }
    });
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const definition = definitions.get(job.name)!;
    const log = ctx.log.child({ job: job.name, jobId: job.id, attempt: job.attempt });
    // A takeover of a job whose runner died on its last attempt: that attempt counts, and it was the last.
    if (job.attempt > definition.retry.attempts) {
      await settle(() =>
        markJobFailed(ctx.db, job, workerId, 'lease expired on the last attempt', null, ctx.clock.now()),
      );
      log.warn('jobs: failed for good, its runner died during the last attempt');
      return;
    }
    const controller = new AbortController();
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => {
        const error = new JobTimeoutError(definition.timeoutMs);
        controller.abort(error);
        reject(error);
      }, definition.timeoutMs);
    });
    const handled = (async () =>
      definition.handler(ctx, job.payload as never, {
        jobId: job.id,
        attempt: job.attempt,
        workerId,
        signal: controller.signal,
      }))();
    // A handler that fails after its timeout has already been counted: nobody listens any more.
    handled.catch(() => {});
    try {
      await Promise.race([handled, timedOut]);
    } catch (error) {
      const final = job.attempt >= definition.retry.attempts;
      const now = ctx.clock.now();
      const retryAt = final ? null : new Date(now.getTime() + retryDelayMs(definition.retry, job.attempt));
      await settle(() => markJobFailed(ctx.db, job, workerId, errorText(error), retryAt, now));
      log.warn({ err: error, retryAt }, final ? 'jobs: failed for good' : 'jobs: attempt failed');
      return;
    } finally {
      clearTimeout(timeout);
    }
    // What the job changed is seen by this process's next read (kept lookups hear it announced).
    await catchUpSessions(ctx);
    await settle(() => doneMarks(ctx.db).write({ job, workerId, now: ctx.clock.now() }));
  }

  /** Marking a job is best effort: if it fails the lease runs out and another runner runs it again. */
  async function settle(mark: () => Promise<boolean>): Promise<void> {
    try {
      const held = await mark();
      if (!held) ctx.log.warn({ workerId }, 'jobs: finished a job whose lease had run out and been taken');
    } catch (error) {
      ctx.log.warn({ err: error, workerId }, 'jobs: could not record a finished job');
    }
  }

  schedulePoll(0);
  return {
    workerId,
    poll,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await polls;
      await Promise.all(running);
    },
  };
}

/** Jobs by name, each once; a schedule's job counts as registered. Two different jobs of one name are an error. */
function registry(
  jobList: readonly AnyJobDefinition[],
  schedules: readonly AnyScheduleDefinition[],
): Map<string, AnyJobDefinition> {
  const byName = new Map<string, AnyJobDefinition>();
  for (const job of jobList) {
    const known = byName.get(job.name);
    if (known === job) continue;
    if (known) throw new JobDefinitionError(`Two jobs are named '${job.name}'`);
    byName.set(job.name, job);
  }
  const scheduleNames = new Set<string>();
  for (const schedule of schedules) {
    if (scheduleNames.has(schedule.name)) {
      throw new JobDefinitionError(`Two schedules are named '${schedule.name}'`);
    }
    scheduleNames.add(schedule.name);
  }
  return byName;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
