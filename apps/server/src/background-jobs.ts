import { accountsAndMoneyJobs, accountsAndMoneySchedules } from './accounts-and-money/jobs.ts';
import {
  communityJobs,
  communitySchedules,
  communitySubscriptions,
  computeRatingsJob,
} from './community/jobs.ts';
import type { AppContext } from './context.ts';
import { creditJobs, creditSchedules } from './credit/jobs.ts';
import { identityJobs, identitySchedules } from './identity/jobs.ts';
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
import { portfolioJobs, portfolioSchedules } from './portfolio/jobs.ts';
import { siteJobs, siteSchedules } from './site/events/jobs.ts';
import { tradingJobs, tradingSchedules } from './trading/jobs.ts';
import { watchlistsAndAlertsJobs, watchlistsAndAlertsSchedules } from './watchlists-and-alerts/jobs.ts';

/**
 * Every context's background jobs, schedules and domain-event subscriptions, in one explicit list (as
 * routes.ts lists the endpoints). Each context declares its own in its jobs.ts.
 */
export const backgroundJobs: readonly AnyJobDefinition[] = [
  ...platformJobs,
  ...identityJobs,
  ...accountsAndMoneyJobs,
  ...tradingJobs,
  ...portfolioJobs,
  ...creditJobs,
  ...watchlistsAndAlertsJobs,
  ...communityJobs,
  ...siteJobs,
  ...domainEventJobs([...communitySubscriptions]),
];
export const backgroundSchedules: readonly AnyScheduleDefinition[] = [
  ...platformSchedules,
  ...identitySchedules,
  ...accountsAndMoneySchedules,
  ...tradingSchedules,
  ...portfolioSchedules,
  ...creditSchedules,
  ...watchlistsAndAlertsSchedules,
  ...communitySchedules,
  ...siteSchedules,
];

/** How long a stopping process waits for the jobs it is running; what is cut runs again elsewhere. */
export const JOBS_STOP_WAIT_MS = 1_000;

const runners = new WeakMap<AppContext, Promise<void> | JobRunner>();

/**
 * Starts this process's job runner and asks for one ratings run now, so a fresh start (the demo) shows
 * ratings without waiting for the night's run. The runner stops when the process starts shutting down
 * (stopBackgroundJobs) and at the latest before the database closes.
 */
export async function startBackgroundJobs(ctx: AppContext): Promise<JobRunner> {
  const runner = startJobRunner(ctx, backgroundJobs, backgroundSchedules, { pollMs: ctx.config.jobs.pollMs });
  runners.set(ctx, runner);
  await enqueue(ctx, computeRatingsJob, { slotAt: ctx.clock.now().toISOString() }, { singletonKey: 'start' });
  // The context has no lifecycle hook of its own: stop before the database the runner uses goes away.
  const closeDatabase = ctx.database.close.bind(ctx.database);
  ctx.database.close = async () => {
    await stopBackgroundJobs(ctx);
    await closeDatabase();
  };
  return runner;
}

/**
 * Stops taking jobs at once and waits at most JOBS_STOP_WAIT_MS for those running: a job still running
 * then is cut with the process, its lease runs out, and another process (or this one, restarted) runs
 * it again, which handlers are written to allow. Safe to call more than once.
 */
export async function stopBackgroundJobs(ctx: AppContext): Promise<void> {
  const current = runners.get(ctx);
  if (!current) return;
  const stopping = 'stop' in current ? current.stop() : current;
  runners.set(ctx, stopping);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, JOBS_STOP_WAIT_MS);
    timer.unref();
  });
  await Promise.race([stopping, waited]);
  clearTimeout(timer);
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
