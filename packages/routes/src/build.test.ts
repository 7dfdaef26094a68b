import { SITES, type SiteId } from '@havn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { ROUTES, type RouteId } from './catalogue.ts';
import { match } from './match.ts';
import { paramsArbitrary } from './params-arbitrary.ts';
import { isRouteOnSite } from './route.ts';

describe('build', () => {
  it.each<[RouteId, Record<string, string>, SiteId, string]>([
    ['home', {}, 'se', '/se'],
    ['market-overview', {}, 'se', '/se/marknaden'],
    ['market-overview', { country: 'se' }, 'se', '/se/marknaden/se'],
    ['market-overview', { country: 'se' }, 'en', '/en/market/se'],
    ['order-buy', {}, 'se', '/se/order/kop'],
    ['order-modify', { id: '42' }, 'dk', '/dk/ordre/aendre/42'],
    ['login', {}, 'no', '/no/logg-inn'],
    ['accounts-overview', {}, 'fi', '/fi/yleiskatsaus'],
    ['accounts-overview-details', { accids: '11,12' }, 'se', '/se/oversikt/detaljer/11,12'],
    [
      'corporate-action-event',
      { eventId: '7', accid: '11', page: 'edit' },
      'de',
      '/de/kapitalmassnahmen/ereignis/7/11/edit',
    ],
    ['monthly-savings-auto-fund', { step: 'day-of-month' }, 'se', '/se/manadssparande/autofond/day-of-month'],
    ['investment-fund-list', {}, 'dk', '/dk/markedet/investeringsforeninger'],
    [
      'instrument',
      {
        instrumentId: '16099874',
        instrumentName: 'volvo-b',
        order: 'order',
        intent: 'buy',
        intentPayload: '3',
      },
      'se',
      '/se/marknaden/instrument/16099874-volvo-b/order/kop/3',
    ],
    [
      'instrument',
      { instrumentId: '5', instrumentName: 'a b/c' },
      'fi',
      '/fi/markkinat/instrumentit/5-a%20b%2Fc',
    ],
    ['search', { query: 'volvo b/2024?' }, 'en', '/en/search/volvo%20b/2024%3F'],
    ['fullscreen', { path: 'marknaden/aktier' }, 'se', '/se/helskarm/marknaden/aktier'],
  ])('builds %s %j on %s as %s', (id, params, site, expected) => {
    expect(build(id, params, site)).toBe(expected);
  });

  it('treats undefined and empty values as absent', () => {
    expect(build('watchlist', { listId: undefined }, 'en')).toBe('/en/watchlist');
    expect(build('watchlist', { listId: '' }, 'en')).toBe('/en/watchlist');
  });

  it('encodes a segment of dots so the browser cannot resolve it away', () => {
    expect(build('instrument-by-slug', { instrumentSlug: '..' }, 'en')).toBe('/en/market/instruments/%2E%2E');
    expect(match('/en/market/instruments/%2E%2E').params).toEqual({ instrumentSlug: '..' });
  });

  it.each<[string, () => string, RegExp]>([
    ['a missing required param', () => build('market-indicator', {}, 'se'), /param "name" is missing/],
    [
      'a missing compound part',
      () => build('instrument', { instrumentId: '1' }, 'se'),
      /"instrumentName" is missing/,
    ],
    [
      'a value outside the enum',
      () => build('market-overview', { country: 'us' }, 'se'),
      /one of se, no, fi, dk, not "us"/,
    ],
    ['a non-numeric id', () => build('order-show', { id: '12a' }, 'se'), /whole number, not "12a"/],
    [
      'a bad accid in the list',
      () => build('accounts-overview', { accids: '1,x' }, 'se'),
      /whole number, not "x"/,
    ],
    ['an empty accid in the list', () => build('accounts-overview', { accids: '1,,2' }, 'se'), /empty item/],
    ['a route the site lacks', () => build('investment-fund-list', {}, 'se'), /only exists on dk/],
    ['an unknown param', () => build('home', { country: 'se' }, 'se'), /no param "country"/],
    ['an unknown site', () => build('home', {}, 'xx' as SiteId), /"xx" is not a site/],
    ['an unknown route', () => build('nope' as RouteId, {}, 'se'), /Unknown route id "nope"/],
    [
      'a later optional param without the one before',
      () => build('instrument', { instrumentId: '1', instrumentName: 'x', intent: 'buy' }, 'se'),
      /"intent" needs "order" before it/,
    ],
    [
      'a slug that reads as an instrument id and name',
      () => build('instrument-by-slug', { instrumentSlug: '123-volvo' }, 'se'),
      /would open "instrument"/,
    ],
    [
      'a free value spelled like another page',
      () => build('pre-register', { tab: 'status', action: 'success' }, 'se'),
      /would open "pre-register-status"/,
    ],
    [
      'an empty segment in a rest param',
      () => build('search', { query: 'a//b' }, 'se'),
      /empty path segment/,
    ],
  ])('refuses %s', (_case, attempt, message) => {
    expect(attempt).toThrow(message);
  });
});

describe('build and match round trip', () => {
  for (const route of ROUTES) {
    it(`${route.id}: match(build(params)) gives the route and params back on every site`, () => {
      const sites = SITES.filter((site) => isRouteOnSite(route, site));
      fc.assert(
        fc.property(fc.constantFrom(...sites), paramsArbitrary(route), (site, params) => {
          const path = build(route.id, params, site);
          for (const variant of [path, `${path}/`, `${path}?tab=1`]) {
            const found = match(variant, site);
            expect(found.route.id).toBe(route.id);
            expect(found.site).toBe(site);
            expect(found.params).toEqual(params);
          }
        }),
        { numRuns: 40 },
      );
    });
  }

  it("resolves a path written in another site's language on every site that has the route", () => {
    const routes = fc.constantFrom(...ROUTES.filter((route) => route.id !== 'catch-all'));
    fc.assert(
      fc.property(
        routes.chain((route) => {
          const sites = SITES.filter((site) => isRouteOnSite(route, site));
          return fc.tuple(
            fc.constant(route),
            fc.constantFrom(...sites),
            fc.constantFrom(...sites),
            paramsArbitrary(route),
          );
        }),
        ([route, written, visited, params]) => {
          const path = build(route.id, params, written).replace(/^\/[a-z]{2}/, `/${visited}`);
          const found = match(path, visited);
          expect(found.route.id).toBe(route.id);
          expect(found.site).toBe(visited);
          expect(found.params).toEqual(params);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
