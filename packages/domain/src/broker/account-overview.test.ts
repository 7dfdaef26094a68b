import { describe, expect, it } from 'vitest';
import { dayResult, sumInCurrency, totalDayResult } from './account-overview.ts';

describe('an account’s value in its currency', () => {
  it('adds SEK cash, SEK holdings and USD holdings at the live rate, converting USD once', () => {
    // 3 × 0.335 USD is 1.005 USD; converted once at 10.01 it is 10.06005 → 10.06 SEK (three
    // separate conversions would make 3 × 3.35 = 10.05).
    expect(
      sumInCurrency(
        [
          { amount: '1000.50', currency: 'SEK', rate: '1' },
          { amount: '0.335', currency: 'USD', rate: '10.01' },
          { amount: '0.335', currency: 'USD', rate: '10.01' },
          { amount: '0.335', currency: 'USD', rate: '10.01' },
        ],
        'SEK',
      ),
    ).toBe('1010.56');
  });

  it('rounds half-even to the target’s minor unit', () => {
    expect(sumInCurrency([{ amount: '0.125', currency: 'EUR', rate: '1' }], 'EUR')).toBe('0.12');
    expect(sumInCurrency([{ amount: '0.135', currency: 'EUR', rate: '1' }], 'EUR')).toBe('0.14');
  });

  it('refuses two rates for one currency: a total has one moment', () => {
    expect(() =>
      sumInCurrency(
        [
          { amount: '1', currency: 'USD', rate: '10' },
          { amount: '1', currency: 'USD', rate: '11' },
        ],
        'SEK',
      ),
    ).toThrow(RangeError);
  });

  it('is zero for nothing', () => {
    expect(sumInCurrency([], 'NOK')).toBe('0.00');
  });
});

describe('the day’s result', () => {
  it('is the change since the previous close, in amount and percent', () => {
    expect(dayResult('10450.00', '10000.00', '0.00', 'SEK')).toEqual({
      amount: '450.00',
      percent: '4.50',
      base: '10000.00',
    });
  });

  it('does not count a deposit as a gain', () => {
    expect(dayResult('15450.00', '10000.00', '5000.00', 'SEK')).toMatchObject({
      amount: '450.00',
      percent: '4.50',
    });
  });

  it('measures a day that started empty against its deposits', () => {
    expect(dayResult('990.00', '0.00', '1000.00', 'EUR')).toEqual({
      amount: '-10.00',
      percent: '-1.00',
      base: '1000.00',
    });
  });

  it('is zero for an untouched account', () => {
    expect(dayResult('0.00', '0.00', '0.00', 'DKK')).toEqual({
      amount: '0.00',
      percent: '0.00',
      base: '0.00',
    });
  });

  it('totals accounts in one currency against their summed base', () => {
    const sek = dayResult('10450.00', '10000.00', '0.00', 'SEK');
    const eur = dayResult('990.00', '1000.00', '0.00', 'EUR');
    // 450 SEK − 10 EUR × 11 = 340 SEK, of 10 000 + 1 000 × 11 = 21 000 SEK: 1.619… %.
    expect(
      totalDayResult(
        [
          { result: sek, currency: 'SEK', rate: '1' },
          { result: eur, currency: 'EUR', rate: '11' },
        ],
        'SEK',
      ),
    ).toEqual({ amount: '340.00', percent: '1.62', base: '21000.00' });
  });
});
