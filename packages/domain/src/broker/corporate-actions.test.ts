import { describe, expect, it } from 'vitest';
import { dividendAmount, dividendState, listOfState } from './corporate-actions.ts';
import { dividendDates } from './dividend-dates.ts';

describe('dividends', () => {
  it('pays units times the amount per share, rounded to the currency', () => {
    expect(dividendAmount('150', { amountPerShare: '7.50', currency: 'SEK' })).toBe('1125.00');
    expect(dividendAmount('3', { amountPerShare: '0.333', currency: 'USD' })).toBe('1.00');
    expect(dividendAmount('12.3456', { amountPerShare: '2.15', currency: 'EUR' })).toBe('26.54');
    expect(dividendAmount('0', { amountPerShare: '7.50', currency: 'SEK' })).toBe('0.00');
  });

  it('is announced before the ex-date, processing until paid, then history', () => {
    const dates = { exDate: '2026-04-29', payDate: '2026-05-05' };
    expect(dividendState(dates, '2026-04-28', false)).toBe('ANNOUNCED');
    expect(dividendState(dates, '2026-04-29', false)).toBe('PROCESSING');
    expect(dividendState(dates, '2026-05-06', false)).toBe('PROCESSING');
    expect(dividendState(dates, '2026-05-06', true)).toBe('BOOKED');
    expect(listOfState('ANNOUNCED')).toBe('OPEN');
    expect(listOfState('PROCESSING')).toBe('OPEN');
    expect(listOfState('BOOKED')).toBe('HISTORY');
    expect(listOfState('LAPSED')).toBe('HISTORY');
  });

  it('records the bank day after the ex-date and pays three bank days later', () => {
    // Wednesday ex-date: Thursday record date, paid the next Tuesday.
    expect(dividendDates('SE', '2026-04-29')).toEqual({
      exDate: '2026-04-29',
      recordDate: '2026-04-30',
      payDate: '2026-05-06', // 1 May is a Swedish holiday
    });
    // An ex-date on a Saturday moves to Monday; in Norway Maundy Thursday, Good Friday and Easter
    // Monday are holidays, so an ex-date on Maundy Thursday moves to the Tuesday after Easter.
    expect(dividendDates('SE', '2026-05-30').exDate).toBe('2026-06-01');
    expect(dividendDates('NO', '2026-04-02')).toMatchObject({
      exDate: '2026-04-07',
      recordDate: '2026-04-08',
    });
  });
});
