import { describe, expect, it } from 'vitest';
import { PORTFOLIO_ROUTES } from './portfolio.ts';

const byId = new Map(PORTFOLIO_ROUTES.map((route) => [route.id, route]));

describe('portfolio and trading routes', () => {
  it('are all behind login and out of the sitemap', () => {
    expect(PORTFOLIO_ROUTES).toHaveLength(21);
    for (const route of PORTFOLIO_ROUTES) expect([route.auth, route.sitemap]).toEqual([true, false]);
  });

  it('take comma-separated accids on the overview and its details', () => {
    for (const id of ['accounts-overview', 'accounts-overview-details'] as const) {
      expect(byId.get(id)?.params).toEqual([
        { name: 'accids', kind: 'list', optional: true, numeric: true, values: null, words: null },
      ]);
    }
  });

  it('has the four corporate actions pages', () => {
    expect([...byId.keys()].filter((id) => id.startsWith('corporate-action'))).toEqual([
      'corporate-actions',
      'corporate-action-event',
      'corporate-action-group',
      'corporate-action-history',
    ]);
    expect(byId.get('corporate-action-event')?.params.map((param) => [param.name, param.values])).toEqual([
      ['eventId', null],
      ['accid', null],
      ['page', ['edit', 'delete']],
    ]);
  });

  it('has the reports, private banking and mortgage pages', () => {
    for (const id of [
      'orders-trades',
      'portfolio-report',
      'analytics',
      'allocation',
      'transactions',
      'currencies',
      'credit',
      'fund-swap-orders',
      'realisation-overview',
      '9a-report',
      'purchase-lots',
      'rebalance-funds',
      'private-banking',
      'mortgage',
      'mortgage-application',
    ] as const) {
      expect(byId.has(id), id).toBe(true);
    }
    expect(byId.get('realisation-overview')?.paths.de).toBe('/de/verausserungsubersicht');
  });
});
