import { ApiError } from '../../lib/api-client.ts';

/** The Idempotency-Key of one intended order, and what was asked with it. */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

/** A failure worth sending again unchanged: nothing came back, the server failed, or it is still busy. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_IN_FLIGHT';
}

/**
 * The key to send `fingerprint` with: the pending one when the same order is sent again (after a
 * network or server failure), else a fresh one, so an order is never placed twice and a changed
 * order is never taken for the last.
 */
export function keyFor(
  pending: { current: PendingSubmission | null },
  fingerprint: string,
): PendingSubmission {
  if (pending.current?.fingerprint !== fingerprint) {
    pending.current = { key: crypto.randomUUID(), fingerprint };
  }
  return pending.current;
}
