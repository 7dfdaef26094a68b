import { describe, expect, it } from 'vitest';
import { tradeEventKind } from '../community/trade-event.ts';
import { tradePercentageChange } from './trade-percentage.ts';

const after = new Date('2026-11-02T09:00:00Z');

describe('percentageChange of a trade event (spec section 4)', () => {
  it.each<['BUY' | 'SELL', number, number, string | null, string]>([
    ['BUY', 0, 10, null, 'NEW_HOLDING'],
    ['BUY', 10, 5, '50.0000', 'BOUGHT_MORE'],
    ['BUY', 3, 1, '33.3333', 'BOUGHT_MORE'],
    ['SELL', 10, 10, '100.0000', 'SOLD_ALL'],
    ['SELL', 10, 4, '40.0000', 'SOLD_SOME'],
    ['SELL', 3, 2, '66.6667', 'SOLD_SOME'],
    ['SELL', 300, 100, '33.3333', 'SOLD_SOME'],
  ])('%s %i held, %i traded: %s (%s)', (side, before, volume, expected, kind) => {
    const percentageChange = tradePercentageChange({ side, volumeBefore: before, volume });
    expect(percentageChange).toBe(expected);
    expect(tradeEventKind({ tradeType: side, percentageChange, postedAt: after })).toBe(kind);
  });

  it('refuses a sell from an empty holding and an empty trade', () => {
    expect(() => tradePercentageChange({ side: 'SELL', volumeBefore: 0, volume: 1 })).toThrow(RangeError);
    expect(() => tradePercentageChange({ side: 'BUY', volumeBefore: 1, volume: 0 })).toThrow(RangeError);
  });
});
