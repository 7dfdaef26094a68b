import { describe, expect, it } from 'vitest';
import { checkMix, equalSplit, mixFrom, percentOf } from './rebalance-draft.ts';

describe('the target mix being edited', () => {
  it.each([
    ['', 0],
    ['40', 40],
    [' 7 ', 7],
    ['100', 100],
    ['101', Number.NaN],
    ['12.5', Number.NaN],
    ['-3', Number.NaN],
    ['abc', Number.NaN],
  ])('reads %j as %s %%', (text, percent) => {
    expect(percentOf(text)).toBe(percent);
  });

  it('sends targets only when whole shares add up to 100, every fund named (blank is 0 %)', () => {
    expect(checkMix({ source: 'own', percents: { 1: '60', 2: '40' } }, [1, 2, 3])).toEqual({
      targets: [
        { instrumentId: 1, percent: 60 },
        { instrumentId: 2, percent: 40 },
        { instrumentId: 3, percent: 0 },
      ],
      total: 100,
      problem: null,
    });
    expect(checkMix({ source: 'own', percents: { 1: '60', 2: '30' } }, [1, 2])).toMatchObject({
      targets: null,
      total: 90,
      problem: 'NOT_100',
    });
    expect(checkMix({ source: 'own', percents: { 1: '60,5', 2: '40' } }, [1, 2])).toMatchObject({
      targets: null,
      problem: 'NOT_WHOLE',
    });
  });

  it('splits evenly in whole percentages adding up to 100', () => {
    expect(equalSplit([5, 6, 7])).toEqual({ 5: '34', 6: '33', 7: '33' });
    expect(equalSplit([5, 6])).toEqual({ 5: '50', 6: '50' });
  });

  it('takes a plan’s or the guide’s allocations as they are', () => {
    expect(mixFrom('plan', [{ instrumentId: 9, percent: 70 }])).toEqual({
      source: 'plan',
      percents: { 9: '70' },
    });
  });
});
