import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatUnits } from './format.ts';

describe('dates and money through Intl', () => {
  it('shows a time in the viewer’s zone, not UTC', () => {
    const noonUtc = '2026-01-15T12:00:00Z';
    expect(formatDateTime(noonUtc, 'se', 'Europe/Stockholm')).toContain('13:00');
    expect(formatDateTime(noonUtc, 'fi', 'Europe/Helsinki')).toContain('14.00');
    expect(formatDateTime(noonUtc, 'en', 'America/New_York')).toContain('07:00');
  });

  it('formats a decimal string exactly, in the site’s convention', () => {
    expect(formatMoney('1234567.89', 'SEK', 'se').replace(/\s/g, ' ')).toBe('1 234 567,89 kr');
    expect(formatMoney('0.10', 'EUR', 'de').replace(/\s/g, ' ')).toBe('0,10 €');
    // A float would print 0.30000000000000004 somewhere; the string goes through untouched.
    expect(formatMoney('9007199254740993.01', 'USD', 'en')).toContain('9,007,199,254,740,993.01');
  });
});

describe('units', () => {
  it('shows fund units with their decimals in the site’s convention, whole units as they are', () => {
    expect(formatUnits(3.1992, 'se')).toBe('3,1992');
    expect(formatUnits('12.5', 'de')).toBe('12,5');
    expect(formatUnits(10, 'en')).toBe('10');
    expect(formatUnits(1234.0001, 'en')).toBe('1,234.0001');
  });
});
