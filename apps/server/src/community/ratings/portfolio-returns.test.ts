import { rateMembers } from '@havn/domain';
import { dec } from '@havn/domain/broker/index';
import { describe, expect, it } from 'vitest';
import type { DailyFx } from '../../market-data/index.ts';
import { portfolioRatingInput, type RatingValuation } from './portfolio-returns.ts';

const closes = (values: string[], start = 2) =>
  values.map((close, i) => ({ date: `2026-11-${String(start + i).padStart(2, '0')}`, close }));

/** FX that never moves: SEK per unit by currency, whatever the day. */
const steadyFx = (sekPerUnit: Record<string, string>): DailyFx => ({
  rate: (from, to) => dec(sekPerUnit[from] ?? '1').div(dec(sekPerUnit[to] ?? '1')),
});
const inSek = (ids: number[]): RatingValuation => ({
  currencyOf: new Map(ids.map((id) => [id, 'SEK'])),
  fx: steadyFx({}),
});

describe('a shared portfolio’s daily returns', () => {
  it('10 units bought on day one earn the instrument’s daily moves from the next close on', () => {
    const input = portfolioRatingInput(
      'astrid',
      [{ instrumentId: 1, date: '2026-11-02', units: '10' }],
      new Map([[1, closes(['100', '110', '99'])]]),
      inSek([1]),
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
      inSek([1, 2]),
    );
    // day 3: 1 × 100 → 100 (no change); day 4: 100 + 5 × 20 = 200 → 100 + 5 × 22 = 210.
    expect(input.dailyReturns).toEqual([0, 0.05]);
  });

  it('a US stock whose price stands still earns the dollar’s 2 % rise against the krona', () => {
    // USD/SEK 9.50 on the 2nd, 9.69 from the 3rd on.
    const usdSek: DailyFx = {
      rate: (from, to, date) => {
        const usd = dec(date < '2026-11-03' ? '9.50' : '9.69');
        if (from === to) return dec(1);
        return from === 'USD' && to === 'SEK' ? usd : dec(1).div(usd);
      },
    };
    const input = portfolioRatingInput(
      'dagny',
      [{ instrumentId: 1, date: '2026-11-02', units: '10' }],
      new Map([[1, closes(['100', '100', '100'])]]),
      { currencyOf: new Map([[1, 'USD']]), fx: usdSek },
    );
    // day 3: 10 × 100 × 9.50 = 9500 SEK → 10 × 100 × 9.69 = 9690 SEK; day 4: no change.
    expect(input.dailyReturns).toEqual([0.02, 0]);
    expect(input.totalReturn).toBeCloseTo(0.02, 12);
    expect(rateMembers([input]).get('dagny')).toBeGreaterThan(0);
  });

  it('mixes currencies by their SEK value: a flat SEK holding dilutes the dollar’s move', () => {
    const input = portfolioRatingInput(
      'erik',
      [
        { instrumentId: 1, date: '2026-11-02', units: '1' },
        { instrumentId: 2, date: '2026-11-02', units: '1' },
      ],
      new Map([
        [1, closes(['100', '100'])],
        [2, closes(['950', '950'])],
      ]),
      {
        currencyOf: new Map([
          [1, 'USD'],
          [2, 'SEK'],
        ]),
        fx: {
          rate: (from, _to, date) => (from === 'USD' ? dec(date < '2026-11-03' ? '9.50' : '9.69') : dec(1)),
        },
      },
    );
    // 950 + 950 = 1900 SEK → 969 + 950 = 1919 SEK: +1 %.
    expect(input.dailyReturns).toEqual([0.01]);
  });

  it('holds nothing: no returns, no rating', () => {
    const input = portfolioRatingInput('cecilia', [], new Map(), inSek([]));
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
