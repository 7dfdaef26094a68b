import { defineJob, defineSchedule, MINUTE_MS } from '../platform/jobs/index.ts';
import { activateMandateJob } from './direct-debit/mandates.ts';
import { collectRunJob, makeDueRunsJob } from './direct-debit/recurring-runs.ts';
import { notifyMerchantJob } from './payments/simulator/notify-job.ts';
import { verifyPayoutAccountJob } from './payout/payout-accounts.ts';
import { runSettlement } from './settlement/settlement.ts';
import { sendWithdrawalJob, withdrawalOutcomeJob } from './withdrawals/withdrawal-jobs.ts';

/**
 * Settlement: sales whose settlement day has come become withdrawable. Once a minute, so a day's
 * settlements show soon after midnight (and a restart catches up: it settles everything due).
 */
export const settlementJob = defineJob({
  name: 'accounts-and-money.settlement',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 30_000,
  handler: async (ctx) => {
    await runSettlement(ctx);
  },
});

export const accountsAndMoneySchedules = [
  defineSchedule({
    name: 'accounts-and-money.settlement.every-minute',
    job: settlementJob,
    every: MINUTE_MS,
  }),
  // Recurring deposits: a run is made once its day has come in the scheme's country.
  defineSchedule({
    name: 'accounts-and-money.recurring-deposits.every-minute',
    job: makeDueRunsJob,
    every: MINUTE_MS,
  }),
];
export const accountsAndMoneyJobs = [
  settlementJob,
  verifyPayoutAccountJob,
  sendWithdrawalJob,
  withdrawalOutcomeJob,
  activateMandateJob,
  makeDueRunsJob,
  collectRunJob,
  // The simulated payment provider's notification outbox.
  notifyMerchantJob,
];
