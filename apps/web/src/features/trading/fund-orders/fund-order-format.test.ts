import { describe, expect, it } from 'vitest';
import { formatMarketTime } from './fund-order-format.ts';

describe('a cut-off in the market’s time', () => {
  it('is written in the site’s words with the market’s zone, wherever the reader is', () => {
    expect(formatMarketTime('2026-11-30T12:00:00Z', 'en', 'Europe/Stockholm')).toBe('Mon 30 Nov, 13:00 CET');
    expect(formatMarketTime('2026-11-30T07:30:00Z', 'se', 'Europe/Oslo')).toBe('mån 30 nov. 08:30 CET');
    expect(formatMarketTime('2026-11-30T10:00:00Z', 'fi', 'Europe/Helsinki')).toBe(
      'ma 30.11. klo 12.00 UTC+2',
    );
  });
});
