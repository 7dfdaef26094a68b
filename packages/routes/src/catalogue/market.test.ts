import { describe, expect, it } from 'vitest';
import { MARKET_ROUTES } from './market.ts';

const LISTS = [
  'stock',
  'etf',
  'fund',
  'investment-fund',
  'certificate',
  'bull-bear',
  'tracker',
  'mini-future',
  'unlimited-turbo',
  'warrant',
  'option',
];

describe('market and discovery routes', () => {
  const ids = MARKET_ROUTES.map((route) => route.id);

  it('has the overview, news, instruments and indicator pages', () => {
    expect(ids.slice(0, 4)).toEqual(['market-overview', 'market-news', 'instruments', 'market-indicator']);
  });

  it('has the eleven lists, each with its legacy _OLD route', () => {
    expect(ids.filter((id) => id.endsWith('-list'))).toEqual(LISTS.map((list) => `${list}-list`));
    expect(ids.filter((id) => id.endsWith('-list-old'))).toEqual(LISTS.map((list) => `${list}-list-old`));
    expect(MARKET_ROUTES).toHaveLength(4 + 22);
  });

  it('offers investment funds on the Danish site only', () => {
    for (const route of MARKET_ROUTES.filter((r) => r.id.startsWith('investment-fund'))) {
      expect(route.sites).toEqual(['dk']);
    }
    expect(MARKET_ROUTES.filter((route) => route.sites !== undefined)).toHaveLength(2);
  });

  it('takes the overview country from se, no, fi or dk', () => {
    const overview = MARKET_ROUTES[0];
    expect(overview.paths.se).toBe('/se/marknaden/{country?}');
    expect(overview.params[0]).toMatchObject({
      name: 'country',
      optional: true,
      values: ['se', 'no', 'fi', 'dk'],
    });
  });

  it('keeps legacy lists out of the sitemap', () => {
    for (const route of MARKET_ROUTES)
      expect(route.sitemap, route.id).toBe(!route.id.endsWith('-old') && route.id !== 'market-indicator');
  });
});
