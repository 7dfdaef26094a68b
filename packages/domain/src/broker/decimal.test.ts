import { describe, expect, it } from 'vitest';
import { BrokerDecimal, dec, fixed, plain } from './decimal.ts';

describe('dec', () => {
  it('reads plain decimal strings and whole numbers, and the same text twice the same', () => {
    expect(dec('270.70').toString()).toBe('270.7');
    expect(dec('-0.000001').toFixed()).toBe('-0.000001');
    expect(dec(12).toString()).toBe('12');
    const once = dec('39.00');
    expect(dec('39.00').eq(once)).toBe(true);
  });

  it('a decimal read from a text stays what it was whatever is done with it', () => {
    const price = dec('284.392500');
    price.plus(1).times('3').div(7).neg().abs().toDecimalPlaces(2);
    price.toFixed(1);
    price.toNearest('0.05');
    expect(dec('284.392500').toFixed(6)).toBe('284.392500');
    expect(price.toFixed(6)).toBe('284.392500');
  });

  it('refuses what is not a plain decimal, every time it is asked', () => {
    for (const text of ['1e5', '1,5', ' 1', '', 'NaN', '1.1234567890123', '0x10']) {
      expect(() => dec(text)).toThrow(RangeError);
      expect(() => dec(text)).toThrow(RangeError);
    }
    // A float that is not a count of units to four decimals: the sum of two floats, five decimals.
    expect(() => dec(0.1 + 0.2)).toThrow(RangeError);
    expect(() => dec(0.12345)).toThrow(RangeError);
  });

  it('reads fund units to four decimals by their shortest text', () => {
    expect(dec(3.1992).toFixed()).toBe('3.1992');
    expect(dec(0.1).plus(dec(0.2)).toFixed()).toBe('0.3');
  });
});

describe('fixed', () => {
  it('rounds half-even to the places asked', () => {
    expect(fixed(dec('2.5'), 0)).toBe('2');
    expect(fixed(dec('3.5'), 0)).toBe('4');
    expect(fixed(dec('1.005'), 2)).toBe('1.00');
    expect(fixed(dec('1.015'), 2)).toBe('1.02');
    expect(fixed(dec('-1.005'), 2)).toBe('-1.00');
    expect(fixed(dec('270.7'), 6)).toBe('270.700000');
  });

  it('never prints a negative zero', () => {
    expect(fixed(dec('-0.001'), 2)).toBe('0.00');
    expect(fixed(dec('-0.4'), 0)).toBe('0');
    expect(fixed(new BrokerDecimal('-0'), 2)).toBe('0.00');
    expect(fixed(dec('-0.006'), 2)).toBe('-0.01');
  });
});

describe('plain', () => {
  it('drops trailing zeros and the sign of zero', () => {
    expect(plain(dec('10.000'))).toBe('10');
    expect(plain(dec('0.250'))).toBe('0.25');
    expect(plain(new BrokerDecimal('-0'))).toBe('0');
  });
});
