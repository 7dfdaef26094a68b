import { STREAM_BACKOFF_BASE_MS, STREAM_JITTER_MAX_MS, STREAM_MAX_ATTEMPTS } from '../limits.ts';

/**
 * Event-stream reconnects (spec section 8): a 4xx other than 429 stops for good (retrying cannot fix
 * a bad request or a lost session); anything else retries after a random 0–5 s plus 2^(n-1) s, and
 * the client gives up after 8 attempts.
 */

export const MAX_RECONNECT_REASON = 'max reconnect count reached';
export const CLIENT_ERROR_REASON = 'client error';

export type ReconnectDecision =
  | { retry: true; delayMs: number }
  | { retry: false; reason: typeof MAX_RECONNECT_REASON | typeof CLIENT_ERROR_REASON };

export interface ReconnectInput {
  /** The attempt about to be made, from 1. */
  attempt: number;
  /** The failed response's status; absent for a network error or a dropped stream. */
  status?: number | null;
  /** A source of numbers in [0, 1), injected so tests are deterministic (Math.random in the app). */
  random: () => number;
}

export function nextReconnect(input: ReconnectInput): ReconnectDecision {
  const { attempt, status } = input;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
    return { retry: false, reason: CLIENT_ERROR_REASON };
  }
  if (attempt > STREAM_MAX_ATTEMPTS) return { retry: false, reason: MAX_RECONNECT_REASON };
  const jitter = Math.floor(input.random() * STREAM_JITTER_MAX_MS);
  return { retry: true, delayMs: jitter + 2 ** (Math.max(1, attempt) - 1) * STREAM_BACKOFF_BASE_MS };
}
