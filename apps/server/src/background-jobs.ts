import {
  communityJobs,
  communitySchedules,
  communitySubscriptions,
  computeRatingsJob,
} from './community/jobs.ts';
import type { AppContext } from './context.ts';
import {
  type AnyJobDefinition,
  type AnyScheduleDefinition,
  domainEventJobs,
  enqueue,
  type JobRunner,
  jobQueueStats,
  startJobRunner,
} from './platform/jobs/index.ts';
import { platformJobs, platformSchedules } from './platform/platform-jobs.ts';
import { tradingJobs, tradingSchedules } from './trading/jobs.ts';
import { watchlistsAndAlertsJobs, watchlistsAndAlertsSchedules } from './watchlists-and-alerts/jobs.ts';

/**
 * Every context's background jobs, schedules and domain-event subscriptions, in one explicit list (as
 * routes.ts lists the endpoints). Each context declares its own in its jobs.ts.
 */
export const backgroundJobs: readonly AnyJobDefinition[] = [
  ...platformJobs,
  ...tradingJobs,
  ...watchlistsAndAlertsJobs,
  ...communityJobs,
  ...domainEventJobs([...communitySubscriptions]),
];
export const backgroundSchedules: readonly AnyScheduleDefinition[] = [
  ...platformSchedules,
  ...tradingSchedules,
  ...watchlistsAndAlertsSchedules,
  ...communitySchedules,
];

/**
 * Starts this process's job runner (stopped before the database closes) and asks for one ratings run
 * now, so a fresh start (the demo) shows ratings without waiting for the night's run.
 */
export async function startBackgroundJobs(ctx: AppContext): Promise<JobRunner> {
  const runner = startJobRunner(ctx, backgroundJobs, backgroundSchedules, { pollMs: ctx.config.jobs.pollMs });
  await enqueue(ctx, computeRatingsJob, { slotAt: ctx.clock.now().toISOString() }, { singletonKey: 'start' });
  // The context has no lifecycle hook of its own: stop before the database the runner uses goes away.
  const closeDatabase = ctx.database.close.bind(ctx.database);
  ctx.database.close = async () => {
    await runner.stop();
    await closeDatabase();
  };
  return runner;
}

/**
 * Runs every job that is due now, and what those jobs enqueue, until none is left: how tests and the
 * demo seed get a fill's trade event or a schedule's work without a runner polling in the background.
 * Schedules are not fired here; a test enqueues what it wants run.
 */
export async function runDueJobs(ctx: AppContext, rounds = 10): Promise<void> {
  const names = new Set(backgroundJobs.map((job) => job.name));
  for (let round = 0; round < rounds; round += 1) {
    const stats = await jobQueueStats(ctx.db, ctx.clock.now());
    if (!stats.byName.some((s) => names.has(s.name) && s.oldestDueAgeMs !== null)) return;
    const runner = startJobRunner(ctx, backgroundJobs, [], { pollMs: 60_000, concurrency: 1 });
    await runner.poll();
    await runner.stop();
  }
}
