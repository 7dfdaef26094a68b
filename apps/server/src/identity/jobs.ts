import { defineJob, defineSchedule, HOUR_MS } from '../platform/jobs/index.ts';
import { deleteExpired } from './eid/provider-store-repo.ts';

/** Sign-ins nobody can finish any more (their callback is refused after ten minutes) are kept a day. */
const ATTEMPTS_KEPT_MS = 24 * HOUR_MS;

/** Clears expired eID state: the demo provider's records and old sign-in attempts. */
export const eidCleanupJob = defineJob({
  name: 'identity.eid-cleanup',
  retry: { attempts: 2 },
  timeoutMs: 60_000,
  handler: async (ctx) => {
    const now = ctx.clock.now();
    await deleteExpired(ctx.db, now, new Date(now.getTime() - ATTEMPTS_KEPT_MS));
  },
});

export const identitySchedules = [
  defineSchedule({ name: 'identity.eid-cleanup.hourly', job: eidCleanupJob, every: HOUR_MS }),
];
export const identityJobs = [eidCleanupJob];
