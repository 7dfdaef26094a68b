import { describe, expect, it } from 'vitest';
import {
  cashForUnits,
  checkAnswer,
  dividendState,
  electiveState,
  listOfState,
  optionsOf,
} from './corporate-actions.ts';
import { dividendDates } from './dividend-dates.ts';

describe('dividends', () => {
  it('pays units times the amount per share, rounded to the currency', () => {
    expect(cashForUnits('150', { amountPerShare: '7.50', currency: 'SEK' })).toBe('1125.00');
    expect(cashForUnits('3', { amountPerShare: '0.333', currency: 'USD' })).toBe('1.00');
    expect(cashForUnits('12.3456', { amountPerShare: '2.15', currency: 'EUR' })).toBe('26.54');
    expect(cashForUnits('0', { amountPerShare: '7.50', currency: 'SEK' })).toBe('0.00');
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

describe('answers to elective events', () => {
  const deadline = new Date('2026-06-18T13:00:00Z');
  const before = new Date('2026-06-18T12:59:59Z');
  const base = {
    type: 'TENDER_OFFER' as const,
    deadline,
    now: before,
    option: 'ACCEPT',
    volume: 10,
    available: '10',
  };

  it('takes an offered option for 1 to the units available, before the deadline', () => {
    expect(checkAnswer(base)).toBeNull();
    expect(checkAnswer({ ...base, volume: 11 })).toBe('INSUFFICIENT_HOLDINGS');
    expect(checkAnswer({ ...base, volume: 0 })).toBe('INVALID_ANSWER');
    expect(checkAnswer({ ...base, volume: 2.5 })).toBe('INVALID_ANSWER');
    expect(checkAnswer({ ...base, volume: null })).toBe('INVALID_ANSWER');
    expect(checkAnswer({ ...base, option: 'SUBSCRIBE' })).toBe('INVALID_ANSWER');
    expect(checkAnswer({ ...base, now: deadline })).toBe('DEADLINE_PASSED');
    // Withdrawing: only the deadline matters.
    expect(checkAnswer({ ...base, option: null, volume: null })).toBeNull();
    expect(checkAnswer({ ...base, option: null, volume: null, now: deadline })).toBe('DEADLINE_PASSED');
  });

  it('asks nothing of a dividend', () => {
    expect(optionsOf('DIVIDEND')).toEqual([]);
    expect(checkAnswer({ ...base, type: 'DIVIDEND', deadline: null })).toBe('NO_ANSWER_NEEDED');
  });

  it('is open or answered until the deadline, then processing or lapsed', () => {
    expect(electiveState(deadline, before, false, false)).toBe('OPEN');
    expect(electiveState(deadline, before, true, false)).toBe('ANSWERED');
    expect(electiveState(deadline, deadline, true, false)).toBe('PROCESSING');
    expect(electiveState(deadline, deadline, false, false)).toBe('LAPSED');
    expect(electiveState(deadline, deadline, true, true)).toBe('BOOKED');
  });
});
