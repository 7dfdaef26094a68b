import { describe, expect, it } from 'vitest';
import { sumMoney } from './pension-move-format.ts';

describe('adding pension amounts exactly', () => {
  it('adds money strings in cents, whatever their decimals', () => {
    expect(sumMoney(['182450.35', '96310', '0.1'])).toBe('278760.45');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['650.00', '-650.00'])).toBe('0.00');
  });
});
