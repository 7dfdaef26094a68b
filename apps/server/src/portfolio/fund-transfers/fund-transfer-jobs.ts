import { defineJob, defineSchedule, MINUTE_MS } from '../../platform/jobs/index.ts';
import { ADVANCE_FUND_TRANSFER_JOB, advanceFundTransfers, advanceTransfer } from './fund-transfers.ts';

/**
 * A signed transfer, sent at once (startTransfer asks for it) and then asked about by the minute's
 * run until it is done. Runs again safely: advanceTransfer applies each answer once and books each
 * fund once.
 */
export const advanceFundTransferJob = defineJob<{ transferId: string }>({
  name: ADVANCE_FUND_TRANSFER_JOB,
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 60_000,
  handler: async (ctx, { transferId }) => {
    await advanceTransfer(ctx, transferId);
  },
});

/** Every unfinished transfer, asked about once a minute (the provider answers in its own time). */
export const advanceFundTransfersJob = defineJob({
  name: 'portfolio.advance-fund-transfers',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 5 * MINUTE_MS,
  handler: (ctx) => advanceFundTransfers(ctx),
});

export const fundTransferJobs = [advanceFundTransferJob, advanceFundTransfersJob];
export const fundTransferSchedules = [
  defineSchedule({
    name: 'portfolio.advance-fund-transfers.every-minute',
    job: advanceFundTransfersJob,
    every: MINUTE_MS,
  }),
];
