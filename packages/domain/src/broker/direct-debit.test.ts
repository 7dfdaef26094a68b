import { describe, expect, it } from 'vitest';
import { checkMandateMax, isDayOfMonth, MANDATE_SCHEME_RULES, mandateSchemeOf } from './direct-debit.ts';
import {
  bankDayBefore,
  changeCutOff,
  expectedActivationDate,
  nextMonth,
  nextRun,
  runDateOf,
  runIsDue,
} from './direct-debit-dates.ts';

describe('direct-debit schemes', () => {
  it('names each country’s scheme: autogiro, AvtaleGiro, Betalingsservice, suoramaksu (assumed)', () => {
    expect(mandateSchemeOf('se')).toBe('AUTOGIRO');
    expect(mandateSchemeOf('NO')).toBe('AVTALEGIRO');
    expect(mandateSchemeOf('dk')).toBe('BETALINGSSERVICE');
    expect(mandateSchemeOf('fi')).toBe('SUORAMAKSU');
    expect(mandateSchemeOf('de')).toBeNull();
    expect(MANDATE_SCHEME_RULES.AVTALEGIRO.monthlyMax).toBe(true);
    expect(MANDATE_SCHEME_RULES.AUTOGIRO.monthlyMax).toBe(false);
  });

  it('activates after its lead time in bank days: autogiro days, AvtaleGiro weeks, Betalingsservice 6–8 weeks', () => {
    // Tuesday 24 November 2026
    const now = new Date('2026-11-24T09:00:00Z');
    expect(expectedActivationDate('AUTOGIRO', now)).toBe('2026-11-27');
    expect(expectedActivationDate('AVTALEGIRO', now)).toBe('2026-12-15');
    // Seven weeks of bank days, over Danish Christmas: well into January
    expect(expectedActivationDate('BETALINGSSERVICE', now)).toBe('2027-01-18');
  });

  it('takes days 1..28 only', () => {
    expect(isDayOfMonth(1)).toBe(true);
    expect(isDayOfMonth(28)).toBe(true);
    expect(isDayOfMonth(29)).toBe(false);
    expect(isDayOfMonth(0)).toBe(false);
    expect(isDayOfMonth(2.5)).toBe(false);
  });

  it('holds AvtaleGiro to its monthly maximum, the amount exactly at it allowed', () => {
    expect(checkMandateMax(null, { alreadyThisMonth: '9000', amount: '9000' })).toEqual({ ok: true });
    expect(checkMandateMax('5000.00', { alreadyThisMonth: '3000.00', amount: '2000.00' })).toEqual({
      ok: true,
    });
    expect(checkMandateMax('5000.00', { alreadyThisMonth: '3000.00', amount: '2000.01' })).toEqual({
      ok: false,
      code: 'MANDATE_MAX_EXCEEDED',
      max: '5000.00',
    });
  });
});

describe('run dates', () => {
  it('runs on its day, or the next bank day after a weekend or holiday', () => {
    expect(runDateOf('SE', '2026-11', 25)).toBe('2026-11-25');
    expect(runDateOf('SE', '2026-11', 28)).toBe('2026-11-30'); // Saturday → Monday
    expect(runDateOf('SE', '2026-12', 24)).toBe('2026-12-28'); // julafton, juldagen, annandag, weekend
    expect(runDateOf('SE', '2026-06', 19)).toBe('2026-06-22'); // midsommarafton
    expect(runDateOf('NO', '2026-05', 17)).toBe('2026-05-18'); // grunnlovsdag (a Sunday)
    expect(runDateOf('FI', '2026-12', 6)).toBe('2026-12-07'); // itsenäisyyspäivä (a Sunday)
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('may be changed until 16:30 local the bank day before; AvtaleGiro until its notice 7 days before', () => {
    expect(bankDayBefore('SE', '2026-11-30')).toBe('2026-11-27');
    // 16:30 in Stockholm (UTC+1) on Friday 27 November
    expect(changeCutOff('AUTOGIRO', '2026-11-30').toISOString()).toBe('2026-11-27T15:30:00.000Z');
    expect(changeCutOff('SUORAMAKSU', '2026-11-25').toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(changeCutOff('AVTALEGIRO', '2026-11-25').toISOString()).toBe('2026-11-18T15:30:00.000Z');
  });

  it('starts this month while the cut-off is ahead, else next month', () => {
    // Tuesday 24 November, 17:29 in Stockholm: a run on the 25th is past its cut-off (16:30 today)
    expect(nextRun('AUTOGIRO', 25, new Date('2026-11-24T15:29:00Z'))).toEqual({
      month: '2026-11',
      runDate: '2026-11-25',
    });
    expect(nextRun('AUTOGIRO', 25, new Date('2026-11-24T15:30:00Z'))).toEqual({
      month: '2026-12',
      runDate: '2026-12-28',
    });
    // AvtaleGiro needs a week's notice
    expect(nextRun('AVTALEGIRO', 28, new Date('2026-11-24T09:00:00Z'))).toEqual({
      month: '2026-12',
      runDate: '2026-12-28',
    });
    // After a month has run, the next is the month after it
    expect(nextRun('AUTOGIRO', 25, new Date('2026-11-25T06:00:00Z'), '2026-11')).toEqual({
      month: '2026-12',
      runDate: '2026-12-28',
    });
  });

  it('is due from the first minute of its day in the scheme’s country', () => {
    expect(runIsDue('AUTOGIRO', '2026-11-25', new Date('2026-11-24T22:59:00Z'))).toBe(false);
    expect(runIsDue('AUTOGIRO', '2026-11-25', new Date('2026-11-24T23:00:00Z'))).toBe(true);
  });
});
