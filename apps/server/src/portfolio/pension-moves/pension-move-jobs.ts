import { defineJob, defineSchedule, MINUTE_MS } from '../../platform/jobs/index.ts';
import { ADVANCE_PENSION_MOVE_JOB, advanceMove, advancePensionMoves } from './pension-moves.ts';

/**
 * A signed move, sent at once (startMove asks for it) and then asked about by the minute's run until
 * it is done. Runs again safely: advanceMove applies each answer once and books each insurance once.
 */
export const advancePensionMoveJob = defineJob<{ moveId: string }>({
  name: ADVANCE_PENSION_MOVE_JOB,
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 60_000,
  handler: async (ctx, { moveId }) => {
    await advanceMove(ctx, moveId);
  },
});

/** Every unfinished move, asked about once a minute (the service answers in its own time). */
export const advancePensionMovesJob = defineJob({
  name: 'portfolio.advance-pension-moves',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 5 * MINUTE_MS,
  handler: (ctx) => advancePensionMoves(ctx),
});

export const pensionMoveJobs = [advancePensionMoveJob, advancePensionMovesJob];
export const pensionMoveSchedules = [
  defineSchedule({
    name: 'portfolio.advance-pension-moves.every-minute',
    job: advancePensionMovesJob,
    every: MINUTE_MS,
  }),
];
