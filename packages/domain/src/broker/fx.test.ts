import { describe, expect, it } from 'vitest';
import { formatPrice, roundMoney } from './currency.ts';
import { dec } from './decimal.ts';
import { convertAt, convertMoney, FX_RATES_SEK, fxRate } from './fx.ts';

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

describe('conversion at a given (live) rate: full precision, then half-even once', () => {
  it.each<[string, string, string, string]>([
    ['2274.80', '9.5482', 'SEK', '21720.25'], // 21720.24536: the same as the table's USD/SEK
    ['2274.80', '9.691423', 'SEK', '22046.05'], // 22046.048...: USD up 1.5 %
    ['100.00', '0.104731', 'USD', '10.47'],
    ['0.05', '0.5', 'SEK', '0.02'], // 0.025: half-even to the even cent
    ['0.07', '0.5', 'SEK', '0.04'], // 0.035
    ['100.00', '1', 'SEK', '100.00'],
  ])('%s at %s is %s %s', (amount, rate, to, expected) => {
    expect(convertAt(amount, rate, to)).toBe(expected);
  });

  it('rounds only once: a rate with more decimals than a NUMERIC holds is used in full', () => {
    const rate = dec('1').div(dec('11.0964')); // SEK → EUR, 0.0901193…
    expect(convertAt('1000.00', rate, 'EUR')).toBe(convertMoney('1000.00', 'SEK', 'EUR'));
    expect(convertAt(dec('1000').times('3'), rate, 'EUR')).toBe('270.36'); // 270.358…
  });

  it('refuses a rate that is not positive and a currency it cannot round to', () => {
    expect(() => convertAt('1', '0', 'SEK')).toThrow(RangeError);
    expect(() => convertAt('1', '-9.5', 'SEK')).toThrow(RangeError);
    expect(() => convertAt('1', '1', 'XXX')).toThrow(RangeError);
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
