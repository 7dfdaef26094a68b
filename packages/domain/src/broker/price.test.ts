import { describe, expect, it } from 'vitest';
import { isPositivePrice, PRICE_PATTERN } from './price.ts';

describe('a price string (at most 12 digits and 6 decimals, above zero)', () => {
  it.each([
    ['250', true],
    ['240.50', true],
    ['0.000001', true],
    ['999999999999.999999', true],
    ['0', false],
    ['0.000000', false],
    ['000', false],
    ['1.1234567', false],
    ['1234567890123', false],
    ['-3', false],
    ['1e3', false],
    ['240,50', false],
    [' 250', false],
    ['.5', false],
    ['5.', false],
    ['', false],
  ])('%j is a positive price: %s', (value, expected) => {
    expect(isPositivePrice(value)).toBe(expected);
  });

  it('matches zero as well formed, so a form can tell "invalid" from "zero" if it wants', () => {
    expect(PRICE_PATTERN.test('0.00')).toBe(true);
  });
});
