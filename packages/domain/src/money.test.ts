import { describe, expect, it } from 'vitest';
import { isMoneyString, sumMoney } from './money.ts';

describe('money is decimal, never float', () => {
  it('adds 0.1 + 0.2 exactly', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
  });
  it('sums an empty list to zero with two decimals', () => {
    expect(sumMoney([])).toBe('0.00');
  });
  it('refuses numbers that are not plain decimals', () => {
    expect(isMoneyString('1e3')).toBe(false);
    expect(isMoneyString('12.50')).toBe(true);
    expect(() => sumMoney(['NaN'])).toThrow(RangeError);
  });
});
