import { computeRatings } from '../community/ratings/compute-ratings.ts';
import type { AppContext } from '../context.ts';
import { deleteExpiredIdempotencyKeys } from '../platform/idempotency.ts';
import { deleteExpiredEvents } from '../platform/stream/retention.ts';
import { checkPriceAlerts } from '../watchlists-and-alerts/alerts/price-alert-checker.ts';
import { runMatching } from './matching.ts';

/** How often the matching step runs; placing an order also runs it for that order at once. */
export const MATCHING_INTERVAL_MS = 1000;
/** Expired idempotency keys are swept once an hour. */
const KEY_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Members' ratings and the event log's retention run once a day (and once soon after start). */
const DAILY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the matching step on an interval (limit orders fill when the quote reaches them, old orders
 * expire), checks price alerts, sweeps expired idempotency keys, and once a day rates the members and
 * trims the community event log. One run at a time per process; several processes are
 * safe (see runMatching). The timer stops before the database closes.
 * @TODO(platform jobs): move to the PostgreSQL-backed job queue once it exists, so runs survive
 * restarts and are spread over processes instead of every process matching every order.
 */
export function startTradingScheduler(
  ctx: AppContext,
  intervalMs = MATCHING_INTERVAL_MS,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let lastSweep = 0;
  let lastDaily = 0;
  const tick = async () => {
    try {
      await runMatching(ctx);
      await checkPriceAlerts(ctx);
      const now = ctx.clock.now();
      if (now.getTime() - lastSweep >= KEY_SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await deleteExpiredIdempotencyKeys(ctx.db, now);
      }
      if (now.getTime() - lastDaily >= DAILY_MS) {
        lastDaily = now.getTime();
        await computeRatings(ctx);
        await deleteExpiredEvents(ctx.db, now);
      }
    } catch (error) {
      if (!stopped) ctx.log.warn({ err: error }, 'trading scheduler: a matching run failed');
    }
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();

  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
  // The context has no lifecycle hook of its own: stop before the database it uses goes away.
  const closeDatabase = ctx.database.close.bind(ctx.database);
  ctx.database.close = async () => {
    await stop();
    await closeDatabase();
  };
  return stop;
}
