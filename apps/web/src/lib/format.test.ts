import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

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
