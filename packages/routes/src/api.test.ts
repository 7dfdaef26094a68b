import { describe, expect, it } from 'vitest';
import { routesForApi } from './api.ts';
import { ROUTES, routeById } from './catalogue.ts';

describe('routesForApi', () => {
  it('describes every route as plain JSON', () => {
    const routes = routesForApi();
    expect(routes).toHaveLength(ROUTES.length);
    expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  });

  it('carries paths per site, params, auth, status and the site restriction', () => {
    const byId = new Map(routesForApi().map((route) => [route.id, route]));
    expect(byId.get('market-overview')).toMatchObject({
      section: 'Market and discovery',
      team: 'market',
      paths: { se: '/se/marknaden/{country?}', en: '/en/market/{country?}' },
      params: [
        { name: 'country', kind: 'value', optional: true, numeric: false, values: ['se', 'no', 'fi', 'dk'] },
      ],
      auth: false,
      status: 'live',
      sites: null,
      sitemap: true,
    });
    expect(byId.get('investment-fund-list')?.sites).toEqual(['dk']);
    expect(byId.get('accounts-overview')?.params[0]).toMatchObject({
      name: 'accids',
      kind: 'list',
      numeric: true,
    });
    expect(byId.get('instrument')?.params.find((param) => param.name === 'intent')?.words?.se).toEqual({
      buy: 'kop',
      sell: 'salj',
      show: 'visa',
      modify: 'andra',
      comment: 'kommentera',
    });
  });

  it('hands out copies the caller cannot use to change the catalogue', () => {
    const [first] = routesForApi();
    if (!first) throw new Error('no routes');
    (first.paths as Record<string, string>).se = '/se/hacked';
    expect(routeById(first.id).paths.se).not.toBe('/se/hacked');
  });
});
