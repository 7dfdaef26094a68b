import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accidOfReference,
  formatReference,
  luhnCheckDigit,
  REFERENCE_SCHEMES,
  referenceNumberFor,
  referenceSchemeOf,
  viiteCheckDigit,
} from './reference-number.ts';

describe('check digits', () => {
  it('computes Luhn as the published examples do', () => {
    // The classic Luhn example 7992739871 → 3; a Swedish OCR 1234567897 ends in 7.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('123456789')).toBe(7);
  });

  it('computes the Finnish 7-3-1 check digit as the banks’ own examples do', () => {
    // Worked by hand: 123456 → 7·6+3·5+1·4+7·3+3·2+1·1 = 89, so 1; 123 → 28, so 2.
    expect(viiteCheckDigit('123456')).toBe(1);
    expect(viiteCheckDigit('123')).toBe(2);
  });
});

describe('reference numbers', () => {
  it('gives each account type its country’s scheme', () => {
    expect(referenceSchemeOf('ISK')).toBe('OCR');
    expect(referenceSchemeOf('ASK')).toBe('KID');
    expect(referenceSchemeOf('AOT')).toBe('VIITE');
    expect(referenceSchemeOf('AKTIEDEPOT')).toBe('FIK');
    expect(referenceSchemeOf('DEPOT')).toBeNull();
  });

  it('makes references of the right shape', () => {
    expect(referenceNumberFor('OCR', '10001')).toBe('100016');
    expect(referenceNumberFor('VIITE', '10001')).toMatch(/^10001\d$/);
    expect(referenceNumberFor('FIK', '10001')).toHaveLength(15);
    expect(formatReference('VIITE', '1000123456')).toBe('10001 23456');
    expect(formatReference('FIK', '000000000100011', '89123456')).toBe('+71<000000000100011+89123456<');
  });

  it('reads every generated reference back to its account, in every scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFERENCE_SCHEMES),
        fc.bigInt({ min: 1n, max: 99_999_999_999_999n }),
        (scheme, n) => {
          const accid = String(n);
          expect(accidOfReference(scheme, referenceNumberFor(scheme, accid))).toBe(accid);
        },
      ),
    );
  });

  it('refuses a reference with any one digit changed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFERENCE_SCHEMES),
        fc.integer({ min: 10_000, max: 99_999_999 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (scheme, n, at, by) => {
          const reference = referenceNumberFor(scheme, String(n));
          const i = at % reference.length;
          const changed = `${reference.slice(0, i)}${(Number(reference[i]) + by) % 10}${reference.slice(i + 1)}`;
          expect(accidOfReference(scheme, changed)).toBeNull();
        },
      ),
    );
    expect(accidOfReference('OCR', '100061')).toBeNull();
    expect(accidOfReference('OCR', 'abc')).toBeNull();
  });
});
