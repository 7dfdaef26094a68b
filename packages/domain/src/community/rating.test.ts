import { describe, expect, it } from 'vitest';
import {
  RATING_MIN_DAYS_FOR_3,
  RATING_TOP_PERCENT_1,
  RATING_TOP_PERCENT_2,
  RATING_TOP_PERCENT_3,
} from '../limits.ts';
import { RATING_WINDOW_DAYS, type RatingInput, rateMembers, sharpeRatio } from './rating.ts';

/** A constructed series: `days` daily returns alternating mean ± 1 percent, so every member has the same risk. */
function series(mean: number, days = 300): number[] {
  return Array.from({ length: days }, (_, i) => (i % 2 === 0 ? mean + 0.01 : mean - 0.01));
}

function member(id: string, mean: number, overrides: Partial<RatingInput> = {}): RatingInput {
  return { id, dailyReturns: series(mean), totalReturn: mean, daysOfData: 400, ...overrides };
}

describe('sharpeRatio: mean excess daily return over its sample deviation, times √252', () => {
  it('computes a hand-checked example', () => {
    // mean 0.02, sample deviation √0.0002, so the ratio is √2 · √252 = √504.
    expect(sharpeRatio([0.01, 0.03])).toBeCloseTo(Math.sqrt(504), 10);
  });

  it('subtracts the daily risk-free rate', () => {
    expect(sharpeRatio([0.01, 0.03], 0.02)).toBeCloseTo(0, 12);
    expect(sharpeRatio([0.01, 0.03], 0.01)).toBeCloseTo(Math.sqrt(504) / 2, 10);
  });

  it.each([
    ['no returns', []],
    ['one return', [0.01]],
    ['constant returns', [0.001, 0.001, 0.001, 0.001]],
  ])('is undefined (null) for %s', (_, returns) => {
    expect(sharpeRatio(returns)).toBeNull();
  });
});

describe('rateMembers (spec section 9: 3 top 10 percent with a year of data; 2 top half; 1 positive return or top 75 percent)', () => {
  it('uses the spec percents and a year of data', () => {
    expect([RATING_TOP_PERCENT_3, RATING_TOP_PERCENT_2, RATING_TOP_PERCENT_1]).toEqual([10, 50, 75]);
    expect(RATING_MIN_DAYS_FOR_3).toBe(365);
  });

  it('rates 20 ranked members: best 2 → 3, next 8 → 2, next 5 → 1, last 5 → 0', () => {
    // m20 has the best Sharpe ratio, m1 the worst; m1..m9 have negative returns.
    const members = Array.from({ length: 20 }, (_, i) => member(`m${i + 1}`, (i + 1 - 10) * 0.001));
    const ratings = rateMembers(members);
    const expected: Record<string, number> = {};
    for (let i = 1; i <= 20; i++) expected[`m${i}`] = i >= 19 ? 3 : i >= 11 ? 2 : i >= 6 ? 1 : 0;
    expect(Object.fromEntries(ratings)).toEqual(expected);
  });

  it('gives 1 star for a positive total return even outside the top 75 percent', () => {
    const members = [
      ...Array.from({ length: 3 }, (_, i) => member(`good${i}`, 0.005 + i * 0.001)),
      member('worst-but-positive', -0.004, { totalReturn: 0.02 }),
    ];
    // N = 4: 75 percent means fewer than 3 members above; the worst has 3 above.
    expect(rateMembers(members).get('worst-but-positive')).toBe(1);
  });

  it('needs at least a year of data for three stars', () => {
    const members = Array.from({ length: 10 }, (_, i) => member(`m${i}`, i * 0.001));
    expect(rateMembers(members).get('m9')).toBe(3);
    const young = members.map((m) => (m.id === 'm9' ? { ...m, daysOfData: 364 } : m));
    expect(rateMembers(young).get('m9')).toBe(2);
  });

  it('gives equal Sharpe ratios the better rank', () => {
    const members = [
      member('a', 0.01),
      member('b', 0.01),
      ...Array.from({ length: 8 }, (_, i) => member(`m${i}`, i * 0.001)),
    ];
    // N = 10: the top 10 percent is one member, but a and b tie for first, so both get 3.
    const ratings = rateMembers(members);
    expect([ratings.get('a'), ratings.get('b'), ratings.get('m7')]).toEqual([3, 3, 2]);
  });

  it('decides percentiles in integers: with 30 members exactly the best three are the top 10 percent', () => {
    const members = Array.from({ length: 30 }, (_, i) => member(`m${i}`, (i + 1) * 0.0005));
    const ratings = rateMembers(members);
    expect([ratings.get('m29'), ratings.get('m28'), ratings.get('m27'), ratings.get('m26')]).toEqual([
      3, 3, 3, 2,
    ]);
  });

  it('rates a lone member as top of one', () => {
    expect(rateMembers([member('solo', 0.001)]).get('solo')).toBe(3);
  });

  it('leaves members without a defined ratio unranked: 1 for a positive return, else 0', () => {
    const members = [
      member('ranked', 0.001),
      member('new-positive', 0, { dailyReturns: [0.02], totalReturn: 0.02, daysOfData: 1 }),
      member('new-negative', 0, { dailyReturns: [], totalReturn: -0.01, daysOfData: 0 }),
    ];
    expect(Object.fromEntries(rateMembers(members))).toEqual({
      ranked: 3,
      'new-positive': 1,
      'new-negative': 0,
    });
  });

  it('measures at most the last three years of daily returns', () => {
    expect(RATING_WINDOW_DAYS).toBe(756);
    const recent = series(0.002, RATING_WINDOW_DAYS);
    const members = [
      member('recent-only', 0, { dailyReturns: recent }),
      member('bad-old-years', 0, { dailyReturns: [...series(-0.05, 500), ...recent] }),
      ...Array.from({ length: 8 }, (_, i) => member(`m${i}`, i * 0.0001)),
    ];
    const ratings = rateMembers(members);
    expect(ratings.get('bad-old-years')).toBe(ratings.get('recent-only'));
    expect(ratings.get('bad-old-years')).toBe(3);
  });
});
