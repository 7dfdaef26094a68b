import type { SiteId } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from './market-format.ts';

/** Intl separates with no-break spaces; the tests read them as spaces. */
const compact = (amount: string, currency: string, site: SiteId) =>
  formatCompactMoney(amount, currency, site).replace(/\s/g, ' ');

describe('a market cap for people', () => {
  it.each([
    ['en', 'SEK', 'SEK 519.3bn'],
    ['se', 'SEK', '519,3 mdr kr'],
    ['de', 'EUR', '519,3 Mrd. €'],
    ['no', 'NOK', '519,3 mrd. kr'],
    ['dk', 'DKK', '519,3 mia. kr.'],
    ['fi', 'EUR', '519,3 mrd. €'],
  ] as const)('on the %s site: %s 519 312 136 379.00 is "%s"', (site, currency, shown) => {
    expect(compact('519312136379.00', currency, site)).toBe(shown);
  });

  it('says millions in millions', () => {
    expect(compact('912136379', 'SEK', 'en')).toBe('SEK 912.1m');
    expect(compact('912136379', 'SEK', 'se')).toBe('912,1 mn kr');
    expect(compact('4000000000', 'EUR', 'de')).toBe('4 Mrd. €');
  });
});
