import { rateMembers } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { portfolioRatingInput } from './portfolio-returns.ts';

const closes = (values: string[], start = 2) =>
  values.map((close, i) => ({ date: `2026-11-${String(start + i).padStart(2, '0')}`, close }));

describe('a shared portfolio’s daily returns', () => {
  it('10 units bought on day one earn the instrument’s daily moves from the next close on', () => {
    const input = portfolioRatingInput(
      'astrid',
      [{ instrumentId: 1, date: '2026-11-02', units: '10' }],
      new Map([[1, closes(['100', '110', '99'])]]),
    );
    expect(input.dailyReturns).toEqual([0.1, -0.1]);
    expect(input.totalReturn).toBeCloseTo(-0.01, 12);
    expect(input.daysOfData).toBe(2);
  });

  it('a buy on a later day adds no return by itself (time-weighted)', () => {
    const input = portfolioRatingInput(
      'bo',
      [
        { instrumentId: 1, date: '2026-11-02', units: '1' },
        { instrumentId: 2, date: '2026-11-03', units: '5' },
      ],
      new Map([
        [1, closes(['100', '100', '100'])],
        [2, closes(['20', '20', '22'])],
      ]),
    );
    // day 3: 1 × 100 → 100 (no change); day 4: 100 + 5 × 20 = 200 → 100 + 5 × 22 = 210.
    expect(input.dailyReturns).toEqual([0, 0.05]);
  });

  it('holds nothing: no returns, no rating', () => {
    const input = portfolioRatingInput('cecilia', [], new Map());
    expect(input).toEqual({ id: 'cecilia', dailyReturns: [], totalReturn: 0, daysOfData: 0 });
    expect(rateMembers([input]).get('cecilia')).toBe(0);
  });
});

describe('ratings from constructed return series (through rateMembers)', () => {
  const series = (mean: number, days: number) =>
    Array.from({ length: days }, (_, i) => mean + (i % 2 === 0 ? 0.01 : -0.01));

  it('ranks ten members: the best with a year of data gets 3, the bottom quarter 0 or 1 by total return', () => {
    const members = Array.from({ length: 10 }, (_, i) => ({
      id: `m${i}`,
      dailyReturns: series(0.002 - i * 0.0005, 300),
      totalReturn: 0.002 - i * 0.0005 > 0 ? 0.1 : -0.1,
      daysOfData: 400,
    }));
    const ratings = rateMembers(members);
    expect(ratings.get('m0')).toBe(3);
    expect([ratings.get('m1'), ratings.get('m4')]).toEqual([2, 2]);
    expect([ratings.get('m5'), ratings.get('m7')]).toEqual([1, 1]);
    expect([ratings.get('m8'), ratings.get('m9')]).toEqual([0, 0]);
  });

  it('of two, the best without a year of data gets 2, not 3; the other is in the top 75 percent: 1', () => {
    const ratings = rateMembers([
      { id: 'new', dailyReturns: series(0.01, 30), totalReturn: 0.3, daysOfData: 40 },
      { id: 'old', dailyReturns: series(-0.01, 30), totalReturn: -0.3, daysOfData: 400 },
    ]);
    expect(ratings.get('new')).toBe(2);
    expect(ratings.get('old')).toBe(1);
  });
});
