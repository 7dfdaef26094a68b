import { notifyMerchantJob } from './payments/simulator/notify-job.ts';

/** Accounts and money's background jobs: the simulated payment provider's notification outbox. */
export const accountsAndMoneyJobs = [notifyMerchantJob] as const;
