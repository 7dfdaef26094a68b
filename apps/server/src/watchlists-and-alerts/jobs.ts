import { defineJob, defineSchedule, SECOND_MS } from '../platform/jobs/index.ts';
import { checkPriceAlerts } from './alerts/price-alert-checker.ts';

/** Price alerts whose level the price has reached trigger once, with a message to their owner. */
export const priceAlertsJob = defineJob({
  name: 'alerts.check-prices',
  retry: { attempts: 1 },
  timeoutMs: 30_000,
  handler: async (ctx) => {
    await checkPriceAlerts(ctx);
  },
});

export const watchlistsAndAlertsSchedules = [
  defineSchedule({ name: 'alerts.check-prices.every-second', job: priceAlertsJob, every: SECOND_MS }),
];
export const watchlistsAndAlertsJobs = [priceAlertsJob];
