import { describe, expect, it } from 'vitest';
import { wholeAmount } from './amount-input.ts';

describe('a typed amount', () => {
  it.each([
    ['2500000', '2500000'],
    ['2 500 000', '2500000'],
    ['2\u00a0500\u00a0000 kr', '2500000'],
    ['2,500,000', '2500000'],
    ['002500', '2500'],
    ['', ''],
    ['2.5 M', ''],
    ['2.5', ''],
    ['2,50', ''],
    ['-100', ''],
  ])('%j is %j', (typed, amount) => {
    expect(wholeAmount(typed)).toBe(amount);
  });
});
