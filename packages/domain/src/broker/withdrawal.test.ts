import { describe, expect, it } from 'vitest';
import { checkWithdrawal, isPensionLocked, withdrawableCash } from './withdrawal.ts';

describe('withdrawable cash', () => {
  it('is free cash less unsettled sales, never below zero', () => {
    expect(withdrawableCash('1000', '0', 'SEK')).toBe('1000.00');
    expect(withdrawableCash('1000', '250.5', 'SEK')).toBe('749.50');
    expect(withdrawableCash('100', '250', 'SEK')).toBe('0.00');
    // A reversed deposit left the account below zero: nothing may leave.
    expect(withdrawableCash('-50', '0', 'EUR')).toBe('0.00');
  });

  it('refuses more than the withdrawable amount, naming it, and malformed amounts', () => {
    expect(checkWithdrawal('100.00', '100.00')).toBeNull();
    expect(checkWithdrawal('100.01', '100.00')).toEqual({
      code: 'INSUFFICIENT_WITHDRAWABLE_CASH',
      withdrawable: '100.00',
    });
    expect(checkWithdrawal('0', '100.00')?.code).toBe('INVALID_AMOUNT');
    expect(checkWithdrawal('1.001', '100.00')?.code).toBe('INVALID_AMOUNT');
  });

  it('locks a pension until its payout age, and no other account', () => {
    expect(isPensionLocked('ISK', 30)).toBe(false);
    expect(isPensionLocked('AOT', null)).toBe(false);
    expect(isPensionLocked('PRIVATE_PENSION', 54)).toBe(true);
    expect(isPensionLocked('PRIVATE_PENSION', 55)).toBe(false);
    expect(isPensionLocked('IPS', 61)).toBe(true);
    expect(isPensionLocked('IPS', 62)).toBe(false);
    expect(isPensionLocked('PS', 67)).toBe(true);
    // No birth date known: locked, never paid out on a guess.
    expect(isPensionLocked('RATEPENSION', null)).toBe(true);
  });
});
