import { describe, expect, it } from 'vitest';
import { COMPACT_COUNT_K_FROM, COMPACT_COUNT_M_FROM } from '../limits.ts';
import { compactCount } from './compact-count.ts';

describe('compactCount (spec section 9: abbreviated as k from 1100 and M from 1e6)', () => {
  it('holds the spec thresholds', () => {
    expect([COMPACT_COUNT_K_FROM, COMPACT_COUNT_M_FROM]).toEqual([1100, 1e6]);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1099, '1099'],
    [1100, '1.1k'],
    [1150, '1.1k'],
    [1199, '1.1k'],
    [2000, '2k'],
    [15234, '15.2k'],
    [15299, '15.2k'],
    [100_000, '100k'],
    [999_999, '999.9k'],
    [1_000_000, '1M'],
    [1_099_999, '1M'],
    [2_500_000, '2.5M'],
    [12_345_678, '12.3M'],
  ])('%i → %s (one decimal, rounded down, no trailing .0)', (count, text) => {
    expect(compactCount(count)).toBe(text);
  });

  it("uses the locale's decimal separator", () => {
    expect(compactCount(15234, ',')).toBe('15,2k');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (count) => {
    expect(() => compactCount(count)).toThrow(RangeError);
  });
});
