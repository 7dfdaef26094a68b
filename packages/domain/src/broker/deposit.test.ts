import { describe, expect, it } from 'vitest';
import { checkDepositAmount } from './deposit.ts';

describe('deposit amounts', () => {
  it.each(['0.01', '1', '1000.50', '1000000.00'])('accepts %s', (amount) => {
    expect(checkDepositAmount(amount)).toBeNull();
  });
  it.each(['0', '0.00', '1000000.01', '1.234', '-5', '1e3', ''])('refuses %s', (amount) => {
    expect(checkDepositAmount(amount)).not.toBeNull();
  });
});
