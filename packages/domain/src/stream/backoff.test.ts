import { describe, expect, it } from 'vitest';
import { STREAM_MAX_ATTEMPTS } from '../limits.ts';
import { nextReconnect } from './backoff.ts';

const noJitter = () => 0;
const maxJitter = () => 0.999999;

describe('event stream reconnect (spec section 8: random 0-5 s plus 2^(n-1) s; give up after 8 attempts)', () => {
  it('allows 8 attempts', () => {
    expect(STREAM_MAX_ATTEMPTS).toBe(8);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [8, 128_000],
  ])('attempt %i waits 2^(n-1) s = %i ms plus jitter', (attempt, base) => {
    expect(nextReconnect({ attempt, random: noJitter })).toEqual({ retry: true, delayMs: base });
    expect(nextReconnect({ attempt, random: maxJitter })).toEqual({ retry: true, delayMs: base + 4999 });
    expect(nextReconnect({ attempt, random: () => 0.5 })).toEqual({ retry: true, delayMs: base + 2500 });
  });

  it("gives up after 8 attempts with 'max reconnect count reached'", () => {
    expect(nextReconnect({ attempt: 9, random: noJitter })).toEqual({
      retry: false,
      reason: 'max reconnect count reached',
    });
  });

  it.each([
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [429, true],
    [500, true],
    [503, true],
    [null, true],
  ])('status %s: retry %s (a 4xx other than 429 stops)', (status, retry) => {
    const decision = nextReconnect({ attempt: 1, status, random: noJitter });
    expect(decision.retry).toBe(retry);
    if (!decision.retry) expect(decision.reason).toBe('client error');
  });
});
