import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, type AccountType } from './account-type.ts';
import { COMMISSION_CLASSES, commission, commissionIncrement } from './fees.ts';

describe('commission per account type (the price list in fees.ts)', () => {
  it.each<[AccountType, string, string, string]>([
    // account, traded value, currency, commission
    ['ISK', '2654.00', 'SEK', '39.00'], // 0.15 % is 3.98: the 39 SEK minimum applies
    ['ISK', '26000.00', 'SEK', '39.00'], // exactly the break-even value: 0.15 % is 39.00
    ['ISK', '30000.00', 'SEK', '45.00'],
    ['ISK', '12345.67', 'SEK', '39.00'],
    ['ISK', '100000.00', 'SEK', '150.00'],
    ['ISK', '33333.33', 'SEK', '50.00'], // 49.999995 rounds half-even to 50.00
    ['AF', '30000.00', 'SEK', '45.00'],
    ['KF', '30000.00', 'SEK', '45.00'],
    ['ASK', '10000.00', 'NOK', '39.00'],
    ['ASK', '50000.00', 'NOK', '75.00'],
    ['AKTIESPAREKONTO', '10000.00', 'DKK', '29.00'],
    ['AKTIESPAREKONTO', '40000.00', 'DKK', '60.00'],
    ['AOT', '1000.00', 'EUR', '3.90'],
    ['AOT', '5000.00', 'EUR', '7.50'],
    ['DEPOT', '1000.00', 'EUR', '4.90'],
    ['DEPOT', '5000.00', 'EUR', '12.50'],
    ['DEPOT', '1003.00', 'EUR', '4.90'],
  ])('%s: %s %s pays %s', (accountType, value, currency, expected) => {
    expect(commission(accountType, value, currency)).toBe(expected);
  });

  it('rounds half-even to the minor unit', () => {
    expect(commission('DEPOT', '2002.00', 'EUR')).toBe('5.00'); // 5.005 rounds half-even down to 5.00
    expect(commission('DEPOT', '2006.00', 'EUR')).toBe('5.02'); // 5.015 rounds half-even up to 5.02
  });

  it('charges nothing on nothing, and refuses a negative value', () => {
    expect(commission('ISK', '0', 'SEK')).toBe('0.00');
    expect(() => commission('ISK', '-1', 'SEK')).toThrow(RangeError);
  });

  it('has a class for every account type, each with its currency', () => {
    expect(Object.keys(COMMISSION_CLASSES).sort()).toEqual([...ACCOUNT_TYPES].sort());
  });

  it('charges the minimum once for an order filled in parts', () => {
    const first = commissionIncrement('ISK', {
      filledValueBefore: '0',
      fillValue: '10000.00',
      feesPaid: '0.00',
      currency: 'SEK',
    });
    expect(first).toBe('39.00');
    const second = commissionIncrement('ISK', {
      filledValueBefore: '10000.00',
      fillValue: '10000.00',
      feesPaid: '39.00',
      currency: 'SEK',
    });
    expect(second).toBe('0.00'); // 0.15 % of 20000 is 30: still under the minimum already paid
    const third = commissionIncrement('ISK', {
      filledValueBefore: '20000.00',
      fillValue: '20000.00',
      feesPaid: '39.00',
      currency: 'SEK',
    });
    expect(third).toBe('21.00'); // 0.15 % of 40000 is 60, 39 paid
  });
});
