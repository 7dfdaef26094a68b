import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import {
  addDays,
  calendarDays,
  cumulativeReturns,
  dailyValueHistory,
  type HistoryPricing,
  type LedgerMovement,
  purchaseLots,
  timeWeightedReturn,
  utcDay,
} from './portfolio-history.ts';

/** Instrument 1 trades in SEK, instrument 2 in USD; USD/SEK is 10 until the 5th, then 11. */
function pricing(closes: Record<string, Record<string, string>>): HistoryPricing {
  return {
    close(instrumentId, date) {
      const series = closes[instrumentId] ?? {};
      const known = Object.keys(series)
        .filter((d) => d <= date)
        .sort();
      const last = known.at(-1);
      return last === undefined ? null : series[last]!;
    },
    currencyOf: (id) => (id === '2' ? 'USD' : 'SEK'),
    fx: (from, to, date) => {
      if (from === to) return dec(1);
      const usdSek = date >= '2026-11-05' ? dec(11) : dec(10);
      if (from === 'USD' && to === 'SEK') return usdSek;
      if (from === 'SEK' && to === 'USD') return dec(1).div(usdSek);
      throw new RangeError(`${from}/${to}`);
    },
  };
}

const deposit = (date: string, amount: string): LedgerMovement => ({
  date,
  kind: 'cash',
  asset: 'SEK',
  amount,
  external: true,
});
const trade = (date: string, instrument: string, units: string, cash: string): LedgerMovement[] => [
  { date, kind: 'position', asset: instrument, amount: units, external: false },
  { date, kind: 'cash', asset: 'SEK', amount: cash, external: false },
];

describe('an account’s daily value history', () => {
  it('values cash and units at each day’s close; a deposit is no return, a price move is', () => {
    const history = dailyValueHistory(
      [deposit('2026-11-02', '1000'), ...trade('2026-11-02', '1', '10', '-1000')],
      pricing({ '1': { '2026-11-02': '100', '2026-11-03': '110', '2026-11-04': '99' } }),
      'SEK',
      '2026-11-02',
      '2026-11-05',
    );
    expect(history.map((d) => [d.date, d.value, d.cash, d.holdings, d.netDeposits])).toEqual([
      ['2026-11-02', '1000.00', '0.00', '1000.00', '1000.00'],
      ['2026-11-03', '1100.00', '0.00', '1100.00', '1000.00'],
      ['2026-11-04', '990.00', '0.00', '990.00', '1000.00'],
      // No close on the 5th: the 4th's carries over.
      ['2026-11-05', '990.00', '0.00', '990.00', '1000.00'],
    ]);
    expect(history.map((d) => Number(d.dailyReturn))).toEqual([0, 0.1, -0.1, 0]);
    expect(timeWeightedReturn(history)).toBe('-1.00');
    expect(cumulativeReturns(history)).toEqual(['0.00', '10.00', '-1.00', '-1.00']);
  });

  it('a second deposit mid-way moves the value but not the time-weighted return', () => {
    const history = dailyValueHistory(
      [
        deposit('2026-11-02', '1000'),
        ...trade('2026-11-02', '1', '10', '-1000'),
        deposit('2026-11-03', '5000'),
      ],
      pricing({ '1': { '2026-11-02': '100', '2026-11-03': '110' } }),
      'SEK',
      '2026-11-02',
      '2026-11-03',
    );
    expect(history[1]!.value).toBe('6100.00');
    expect(history[1]!.netFlow).toBe('5000.00');
    expect(Number(history[1]!.dailyReturn)).toBeCloseTo(0.1, 12);
  });

  it('converts a foreign holding at each day’s FX close, so a currency move is part of the return', () => {
    const history = dailyValueHistory(
      [deposit('2026-11-03', '1000'), ...trade('2026-11-03', '2', '10', '-1000')],
      pricing({ '2': { '2026-11-03': '10' } }),
      'SEK',
      '2026-11-03',
      '2026-11-05',
    );
    expect(history.map((d) => d.value)).toEqual(['1000.00', '1000.00', '1100.00']);
    expect(timeWeightedReturn(history)).toBe('10.00');
  });

  it('starts later than the first movement with the opening balances carried in', () => {
    const history = dailyValueHistory(
      [deposit('2026-11-01', '500'), deposit('2026-11-03', '250')],
      pricing({}),
      'SEK',
      '2026-11-02',
      '2026-11-03',
    );
    expect(history.map((d) => [d.value, d.netDeposits, d.netFlow])).toEqual([
      ['500.00', '500.00', '0.00'],
      ['750.00', '750.00', '250.00'],
    ]);
    expect(timeWeightedReturn(history)).toBe('0.00');
  });

  it('the first funded day counts from its deposit: a fee that day is a loss already', () => {
    const history = dailyValueHistory(
      [
        deposit('2026-11-02', '1000'),
        { date: '2026-11-02', kind: 'cash', asset: 'SEK', amount: '-10', external: false },
      ],
      pricing({}),
      'SEK',
      '2026-11-01',
      '2026-11-02',
    );
    expect(history.map((d) => Number(d.dailyReturn))).toEqual([0, -0.01]);
    expect(timeWeightedReturn(history)).toBe('-1.00');
  });

  it('a fee is a negative return', () => {
    const history = dailyValueHistory(
      [
        deposit('2026-11-02', '1000'),
        { date: '2026-11-03', kind: 'cash', asset: 'SEK', amount: '-10', external: false },
      ],
      pricing({}),
      'SEK',
      '2026-11-02',
      '2026-11-03',
    );
    expect(Number(history[1]!.dailyReturn)).toBeCloseTo(-0.01, 12);
  });

  it('lists calendar days across a month end', () => {
    expect(calendarDays('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(calendarDays('2026-11-02', '2026-11-01')).toEqual([]);
  });

  it('counts days in UTC, across a year end and a leap day', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('purchase lots', () => {
  const fill = (executionId: string, side: 'BUY' | 'SELL', volume: number, price: string) => ({
    executionId,
    executedAt: `2026-11-0${executionId}T10:00:00.000Z`,
    side,
    volume,
    price,
    amount: dec(price).times(volume).toFixed(2),
    fee: '1.00',
  });

  it('sells take units from the oldest lots first', () => {
    const lots = purchaseLots(
      [
        fill('1', 'BUY', 10, '100'),
        fill('2', 'BUY', 5, '120'),
        fill('3', 'SELL', 12, '130'),
        fill('4', 'BUY', 3, '90'),
      ],
      'SEK',
    );
    expect(lots.map((l) => [l.executionId, l.volume, l.remainingVolume, l.cost])).toEqual([
      ['1', 10, 0, '1001.00'],
      ['2', 5, 3, '601.00'],
      ['4', 3, 3, '271.00'],
    ]);
  });

  it('keeps fund units exact to four decimals: 0.3 sold as 0.1 and 0.2 empties the lot', () => {
    const lots = purchaseLots(
      [fill('1', 'BUY', 0.3, '100'), fill('2', 'SELL', 0.1, '110'), fill('3', 'SELL', 0.2, '120')],
      'SEK',
    );
    expect(lots.map((l) => [l.executionId, l.remainingVolume])).toEqual([['1', 0]]);
  });

  it('refuses a sell of more units than the lots hold', () => {
    expect(() => purchaseLots([fill('1', 'BUY', 1, '10'), fill('2', 'SELL', 2, '10')], 'SEK')).toThrow(
      RangeError,
    );
  });
});
