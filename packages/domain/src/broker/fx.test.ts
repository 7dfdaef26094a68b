import { describe, expect, it } from 'vitest';
import { formatPrice, roundMoney } from './currency.ts';
import { convertMoney, FX_RATES_SEK, fxRate } from './fx.ts';

describe('FX conversion: full precision, then half-even to the minor unit of the target', () => {
  it.each<[string, string, string, string]>([
    ['100.00', 'USD', 'SEK', '954.82'],
    ['2274.80', 'USD', 'SEK', '21720.25'], // 21720.24536
    ['1.00', 'EUR', 'SEK', '11.10'], // 11.0964
    ['100.00', 'SEK', 'SEK', '100.00'],
    ['0.005', 'SEK', 'SEK', '0.00'], // half-even: to the even cent
    ['0.015', 'SEK', 'SEK', '0.02'],
    ['0.025', 'SEK', 'SEK', '0.02'],
    ['1000.00', 'NOK', 'SEK', '949.80'],
    ['1000.00', 'DKK', 'SEK', '1487.20'],
    ['1000.00', 'SEK', 'EUR', '90.12'], // 90.119...
    ['1000.00', 'USD', 'EUR', '860.48'], // 9.5482 / 11.0964 = 0.860477...
  ])('%s %s is %s %s', (amount, from, to, expected) => {
    expect(convertMoney(amount, from, to)).toBe(expected);
  });

  it('has a rate against SEK for every currency it knows, and none it does not', () => {
    expect(fxRate('USD', 'SEK').toString()).toBe(FX_RATES_SEK.USD);
    expect(() => fxRate('XAU', 'SEK')).toThrow(RangeError);
  });

  it('rounds by currency', () => {
    expect(roundMoney('12.345', 'EUR')).toBe('12.34');
    expect(roundMoney('12.355', 'EUR')).toBe('12.36');
    expect(() => roundMoney('1', 'XXX')).toThrow(RangeError);
  });
});

describe('prices on the wire', () => {
  it.each([
    ['265.400000', '265.40'],
    ['0.333333', '0.333333'],
    ['100.105000', '100.105'],
    ['12', '12.00'],
    ['0', '0.00'],
  ])('%s reads %s', (stored, shown) => {
    expect(formatPrice(stored)).toBe(shown);
  });
});
