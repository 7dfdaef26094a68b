import { describe, expect, it } from 'vitest';
import type { LotFill } from './portfolio-history.ts';
import { realisationMethodOf, realisedSales } from './realised.ts';

const fill = (
  executionId: string,
  side: 'BUY' | 'SELL',
  volume: number,
  price: string,
  fee = '39.00',
): LotFill => ({
  executionId,
  executedAt: `2026-0${executionId}-01T10:00:00.000Z`,
  side,
  volume,
  price,
  amount: (Number(price) * volume).toFixed(2),
  fee,
});

// Two buys, 100 at 100 and 100 at 120, then 150 sold at 130 and the last 50 at 90.
const fills = [
  fill('1', 'BUY', 100, '100.00'),
  fill('2', 'BUY', 100, '120.00'),
  fill('3', 'SELL', 150, '130.00'),
  fill('4', 'SELL', 50, '90.00'),
];

describe('realised gains', () => {
  it('counts a Swedish or Danish sale at the average cost of the holding', () => {
    expect(realisationMethodOf('AF')).toBe('AVERAGE_COST');
    expect(realisationMethodOf('AKTIEDEPOT')).toBe('AVERAGE_COST');
    // 200 units cost 22,078.00; 150 of them three quarters: 16,558.50.
    expect(realisedSales(fills, 'AVERAGE_COST', 'SEK')).toEqual([
      expect.objectContaining({
        executionId: '3',
        proceeds: '19461.00',
        cost: '16558.50',
        result: '2902.50',
      }),
      expect.objectContaining({ executionId: '4', proceeds: '4461.00', cost: '5519.50', result: '-1058.50' }),
    ]);
  });

  it('counts a Norwegian or Finnish sale from the oldest purchases first', () => {
    expect(realisationMethodOf('ASK')).toBe('FIFO');
    expect(realisationMethodOf('ARVO_OSUUSTILI')).toBe('FIFO');
    // The 150 sold are the first lot (10,039.00) and half the second (12,039.00 / 2 = 6,019.50).
    expect(realisedSales(fills, 'FIFO', 'NOK')).toEqual([
      expect.objectContaining({
        executionId: '3',
        cost: '16058.50',
        result: '3402.50',
        acquiredAt: '2026-01-01T10:00:00.000Z',
      }),
      expect.objectContaining({
        executionId: '4',
        cost: '6019.50',
        result: '-1558.50',
        acquiredAt: '2026-02-01T10:00:00.000Z',
      }),
    ]);
  });

  it('gives both methods the same total once everything is sold, and counts every öre of a lot once', () => {
    const odd = [
      fill('1', 'BUY', 3, '10.00', '1.00'),
      fill('2', 'SELL', 1, '11.00', '0'),
      fill('3', 'SELL', 1, '11.00', '0'),
      fill('4', 'SELL', 1, '11.00', '0'),
    ];
    const costs = (method: 'FIFO' | 'AVERAGE_COST') => realisedSales(odd, method, 'SEK').map((s) => s.cost);
    expect(costs('FIFO')).toEqual(['10.33', '10.34', '10.33']);
    const total = (method: 'FIFO' | 'AVERAGE_COST') =>
      costs(method).reduce((sum, cost) => sum + Math.round(Number(cost) * 100), 0);
    expect(total('FIFO')).toBe(3100);
    expect(total('AVERAGE_COST')).toBe(3100);
  });

  it('refuses a sale of more than was bought', () => {
    expect(() => realisedSales([fill('1', 'SELL', 1, '10.00')], 'FIFO', 'SEK')).toThrow(RangeError);
  });
});

describe('fund units to four decimals', () => {
  it('are taken from the lots exactly: 0.3 units sold as 0.1 and then 0.2 leave nothing behind', () => {
    // As floats 0.3 − 0.1 is 0.19999999999999998, and the second sale would find too few units.
    const units = [
      fill('1', 'BUY', 0.3, '100.00', '0'),
      fill('2', 'SELL', 0.1, '110.00', '0'),
      fill('3', 'SELL', 0.2, '120.00', '0'),
    ];
    expect(realisedSales(units, 'FIFO', 'SEK').map((s) => [s.executionId, s.cost])).toEqual([
      ['2', '10.00'],
      ['3', '20.00'],
    ]);
  });
});
