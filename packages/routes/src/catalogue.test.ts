import { SITES, type SiteId } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { isRouteId, ROUTE_IDS, ROUTES, type RouteId, routeById } from './catalogue.ts';
import { normalizePattern, patternSources } from './pattern.ts';
import { isRouteOnSite, type Route, SECTIONS, TEAMS } from './route.ts';
import { siteRelativePattern } from './table.ts';
import { isUrlWord } from './url-word.ts';

/** The pattern as each number of trailing optional params would leave it, names erased. */
function readings(route: Route, site: SiteId): string[] {
  const sources = patternSources(siteRelativePattern(route, site));
  const required = sources.filter((source) => !/\?\}$/.test(source));
  const forms = [required.join('/')];
  for (let kept = required.length + 1; kept <= sources.length; kept++) {
    forms.push(sources.slice(0, kept).join('/'));
  }
  return forms.map((form) => normalizePattern(form).replace(/\?\}/g, '}'));
}

describe('the route catalogue', () => {
  it('has every route of spec section 2, section by section', () => {
    const perSection = Object.fromEntries(
      SECTIONS.map((section) => [section, ROUTES.filter((route) => route.section === section).length]),
    );
    expect(perSection).toEqual({
      'Market and discovery': 26, // overview, news, instruments, indicator, 11 lists + 11 legacy lists
      'Instrument pages': 12, // by id-name, by slug, fund buy/sell, cost-info, latest-trades, 6 order pages
      'Watchlists and search': 6,
      'Community (forum) routes': 5,
      'Portfolio and trading': 21,
      Savings: 7,
      Pension: 8,
      Transfers: 9,
      'Account creation and settings': 13,
      'Onboarding and other': 27, // the spec's 25, and the back office's support inbox and compliance reviews
    });
    expect(ROUTES).toHaveLength(134);
  });

  it('has the ids other packages rely on', () => {
    const required = [
      'home',
      'instrument',
      'instrument-by-slug',
      'login',
      'login-next',
      'logout',
      'register',
      'dev-pages',
      'external-api-docs',
      'catch-all',
      'market-overview',
      'instrument',
      'accounts-overview',
      'discover-overview',
      'user-profile',
      'group',
    ] as const satisfies readonly RouteId[];
    for (const id of required) expect(isRouteId(id)).toBe(true);
  });

  it('gives every route a unique kebab-case id, an owner and a section', () => {
    expect(new Set(ROUTE_IDS).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(TEAMS).toContain(route.team);
      expect(SECTIONS).toContain(route.section);
    }
  });

  it('gives every route a path on all six sites, starting with the site', () => {
    for (const route of ROUTES) {
      expect(Object.keys(route.paths).sort()).toEqual([...SITES].sort());
      for (const site of SITES)
        expect(route.paths[site] === `/${site}` || route.paths[site].startsWith(`/${site}/`)).toBe(true);
    }
  });

  it('spells every fixed path word by the one rule', () => {
    for (const route of ROUTES) {
      for (const site of SITES) {
        for (const source of patternSources(siteRelativePattern(route, site))) {
          if (!source.includes('{')) expect(isUrlWord(source), `${route.id} ${site} "${source}"`).toBe(true);
        }
      }
      for (const param of route.params) {
        for (const site of SITES)
          for (const word of Object.values(param.words?.[site] ?? {})) expect(isUrlWord(word)).toBe(true);
      }
    }
  });

  it('never gives two routes of one site the same path pattern, with or without their optional params', () => {
    for (const site of SITES) {
      const owner = new Map<string, string>();
      for (const route of ROUTES.filter((candidate) => isRouteOnSite(candidate, site))) {
        for (const reading of readings(route, site)) {
          expect(owner.get(reading) ?? route.id, `${site}: "${reading}"`).toBe(route.id);
          owner.set(reading, route.id);
        }
      }
    }
  });

  it('marks only the screens that exist today as live', () => {
    const live = ROUTES.filter((route) => route.status === 'live').map((route) => route.id);
    expect(live.sort()).toEqual([
      '9a-report',
      'account-creation',
      'account-creation-advising',
      'account-creation-insurance-appropriateness',
      'account-creation-list',
      'account-creation-loading',
      'account-creation-welcome',
      'accounts-overview',
      'accounts-overview-details',
      'allocation',
      'analytics',
      'assess',
      'autogiro',
      'back-office-support',
      'bull-bear-list',
      'canceled',
      'catch-all',
      'certificate-list',
      'compliance-reviews',
      'corporate-action-event',
      'corporate-action-group',
      'corporate-action-history',
      'corporate-actions',
      'cost-info',
      'credit',
      'currencies',
      'customer-creation',
      'customer-information',
      'deposit-finalize',
      'deposits',
      'dev-pages',
      'discover-groups',
      'discover-overview',
      'discover-users',
      'error',
      'etf-list',
      'event-details',
      'event-unsubscribe',
      'events',
      'external-api-docs',
      'faq',
      'fullscreen',
      'fund-buy',
      'fund-list',
      'fund-portfolio-guide',
      'fund-sell',
      'fund-swap-orders',
      'group',
      'home',
      'instrument',
      'instrument-by-slug',
      'instruments',
      'internal-transfers',
      'investment-fund-list',
      'knowledge-test',
      'latest-trades',
      'login',
      'login-next',
      'logout',
      'market-indicator',
      'market-news',
      'market-overview',
      'messages',
      'mini-future-list',
      'monthly-savings',
      'monthly-savings-auto-fund',
      'monthly-savings-create',
      'monthly-savings-edit',
      'monthly-savings-transfer',
      'mortgage',
      'mortgage-application',
      'move-my-pension',
      'move-savings',
      'nightly-downtime-status',
      'onboarding',
      'option-list',
      'order',
      'order-buy',
      'order-comment',
      'order-modify',
      'order-sell',
      'order-show',
      'orders-trades',
      'pension-information',
      'pension-prognosis',
      'pension-risk-profile',
      'pension-savings-auto',
      'pension-savings-new',
      'pension-statements',
      'pension-transfer',
      'portfolio-report',
      'pre-register',
      'pre-register-status',
      'price-alerts',
      'private-banking',
      'purchase-lots',
      'realisation-overview',
      'rebalance-funds',
      'recurring-deposits',
      'register',
      'required-action',
      'search',
      'settings-account-settings',
      'settings-advising',
      'settings-approved-instruments',
      'settings-kyc',
      'settings-my-profile',
      'settings-risk-profile',
      'settings-subscriptions',
      'shared-list',
      'status',
      'stock-list',
      'tracker-list',
      'transactions',
      'trigger-case',
      'trustly-loading',
      'unlimited-turbo-list',
      'user-profile',
      'warrant-list',
      'watchlist',
      'withdrawals',
    ]);
  });

  it('puts the logged-in areas behind login and leaves the public ones open', () => {
    const protectedSections = ['Portfolio and trading', 'Savings', 'Pension', 'Transfers'] as const;
    for (const route of ROUTES.filter((candidate) =>
      protectedSections.some((s) => s === candidate.section),
    )) {
      expect(route.auth, route.id).toBe(true);
    }
    for (const route of ROUTES.filter((candidate) => candidate.section === 'Account creation and settings')) {
      expect(route.auth, route.id).toBe(true);
    }
    const loggedIn: RouteId[] = [
      'watchlist',
      'price-alerts',
      'order',
      'order-buy',
      'required-action',
      'customer-information',
      'customer-creation',
    ];
    for (const id of loggedIn) expect(routeById(id).auth, id).toBe(true);
    for (const route of ROUTES.filter((candidate) => candidate.section === 'Market and discovery')) {
      expect(route.auth, route.id).toBe(false);
    }
    const open: RouteId[] = [
      // Where the eID sends the browser back: open, so a cancelled sign-in can say so and retry.
      'login-next',
      'onboarding',
      'instrument',
      'search',
      'discover-overview',
      'user-profile',
      'group',
      'faq',
      'events',
      'login',
      'register',
      'home',
      'status',
      'error',
      'external-api-docs',
    ];
    for (const id of open) expect(routeById(id).auth, id).toBe(false);
  });

  it('lists only public pages in the sitemaps', () => {
    for (const route of ROUTES.filter((candidate) => candidate.sitemap)) {
      expect(route.auth, route.id).toBe(false);
      expect(
        route.params.every((param) => param.optional || param.values !== null),
        route.id,
      ).toBe(true);
    }
  });

  it('looks routes up by id and refuses unknown ones', () => {
    expect(routeById('home').paths.se).toBe('/se');
    expect(isRouteId('nope')).toBe(false);
    expect(() => routeById('nope' as RouteId)).toThrow(/Unknown route id "nope"/);
  });
});
