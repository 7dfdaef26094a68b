import { describe, expect, it } from 'vitest';
import { WATCHLIST_ROUTES } from './watchlist.ts';

const byId = new Map(WATCHLIST_ROUTES.map((route) => [route.id, route]));

describe('watchlist and search routes', () => {
  it('has the watchlist, shared lists with their legacy routes, price alerts and search', () => {
    expect([...byId.keys()]).toEqual([
      'watchlist',
      'shared-list',
      'shared-list-old',
      'shared-list-by-owner-old',
      'price-alerts',
      'search',
    ]);
  });

  it('keeps your own lists and alerts behind login but shared lists open', () => {
    expect(byId.get('watchlist')?.auth).toBe(true);
    expect(byId.get('price-alerts')?.auth).toBe(true);
    expect(byId.get('shared-list')?.auth).toBe(false);
    expect(byId.get('shared-list-old')?.auth).toBe(false);
  });

  it('takes an optional list id and a wildcard search', () => {
    expect(byId.get('watchlist')?.paths.en).toBe('/en/watchlist/{listId?}');
    expect(byId.get('search')?.params[0]).toMatchObject({ name: 'query', kind: 'rest', optional: true });
  });
});
