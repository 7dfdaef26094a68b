import { SITES } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { ROUTES, type RouteId, routeById } from './catalogue.ts';
import { match } from './match.ts';
import {
  isBareCountryRoot,
  legacyListTarget,
  loginRedirectFor,
  REDIRECT_PARAM,
  safeRedirectTarget,
} from './redirect.ts';
import { isRouteOnSite } from './route.ts';

describe('loginRedirectFor', () => {
  it('carries the encoded path and query of a protected page', () => {
    expect(loginRedirectFor('/se/oversikt/11,12?tab=holdings&sort=name', 'se')).toBe(
      '/se/logga-in?redirect_to=%2Fse%2Foversikt%2F11%2C12%3Ftab%3Dholdings%26sort%3Dname',
    );
    expect(REDIRECT_PARAM).toBe('redirect_to');
  });

  it('drops the hash, which never reaches the server', () => {
    expect(loginRedirectFor('/en/transactions#latest', 'en')).toBe(
      '/en/login?redirect_to=%2Fen%2Ftransactions',
    );
  });

  it('adds no redirect_to for a bare country root', () => {
    expect(loginRedirectFor('/se', 'se')).toBe('/se/logga-in');
    expect(loginRedirectFor('/se/', 'se')).toBe('/se/logga-in');
    expect(loginRedirectFor('/no?utm=mail', 'no')).toBe('/no/logg-inn');
  });

  it('tells a country root from a page', () => {
    expect(isBareCountryRoot('/dk')).toBe(true);
    expect(isBareCountryRoot('/dk//')).toBe(true);
    expect(isBareCountryRoot('/dk/ordre')).toBe(false);
    expect(isBareCountryRoot('/dkk')).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps a same-origin relative path', () => {
    expect(safeRedirectTarget('/se/oversikt/11,12?tab=holdings', 'se')).toBe(
      '/se/oversikt/11,12?tab=holdings',
    );
    expect(safeRedirectTarget('/se/sok/a%20b', 'se')).toBe('/se/sok/a%20b');
  });

  it.each([
    '//evil.example',
    '//evil.example/se/oversikt',
    'https://evil.example',
    'http:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/se\\..\\evil',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%25252F%25252Fevil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x',
    '/se/%E0%A4%A',
    'se/oversikt',
    '',
    ' /se/oversikt',
  ])('sends %j to the accounts overview instead', (value) => {
    expect(safeRedirectTarget(value, 'se')).toBe('/se/oversikt');
  });

  it('falls back when there is no value', () => {
    expect(safeRedirectTarget(null, 'fi')).toBe('/fi/yleiskatsaus');
    expect(safeRedirectTarget(undefined, 'en')).toBe('/en/overview');
  });

  it('gives up on values encoded more times than any link of ours is', () => {
    let layered = '/se/oversikt';
    for (let round = 0; round < 7; round++) layered = layered.replace(/%/g, '%25').replace('/o', '/%6F');
    expect(safeRedirectTarget(layered, 'se')).toBe('/se/oversikt');
  });
});

describe('legacyListTarget', () => {
  it('sends every legacy _OLD list, on every site it has, to the live list of the same name', () => {
    const legacy = ROUTES.filter((route) => route.params.length === 0 && route.id.endsWith('-list-old'));
    expect(legacy).toHaveLength(11);
    for (const route of legacy) {
      const live = route.id.replace(/-old$/, '') as RouteId;
      expect(routeById(live).status, live).toBe('live');
      for (const site of SITES.filter((s) => isRouteOnSite(route, s))) {
        const found = match(`${build(route.id, {}, site)}?sort=name`, site);
        expect(found.route.id).toBe(route.id);
        expect(legacyListTarget(found)).toBe(`${build(live, {}, site)}?sort=name`);
      }
    }
    expect(legacyListTarget(match('/se/marknaden', 'se'))).toBeNull();
    expect(legacyListTarget(match(build('shared-list-old', { listId: '12' }, 'se'), 'se'))).toBeNull();
  });
});
