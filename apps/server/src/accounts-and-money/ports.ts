import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * What accounts-and-money needs of identity without importing it (identity opens a customer's first
 * account, so the arrow points from identity to here): the eID step-up that signs an account's terms.
 * Identity implements it with `requireFreshEid`; the composition root (start.ts) wires it.
 */
export interface EidStepUp {
  /** Refuses with 403 STEP_UP_REQUIRED unless the session making `request` confirmed with eID just now. */
  requireFresh(ctx: AppContext, request: FastifyRequest): Promise<void>;
}
