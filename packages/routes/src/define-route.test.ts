import { describe, expect, it } from 'vitest';
import {
  defineRoute,
  everywhere,
  type Localized,
  localizedOneOf,
  NUMERIC,
  oneOf,
  path,
  type RouteDefinition,
} from './define-route.ts';

const BUY: Localized = { en: 'buy', se: 'köp', no: 'kjøp', dk: 'køb', fi: 'osta', de: 'kaufen' };
const base = { section: 'Instrument pages', team: 'trading', auth: true, sitemap: false } as const;

describe('path', () => {
  it('spells localized words by the rule and keeps param tokens', () => {
    expect(path(everywhere('order'), BUY, '{id?}')).toEqual({
      en: 'order/buy/{id?}',
      se: 'order/kop/{id?}',
      no: 'order/kjop/{id?}',
      dk: 'order/kob/{id?}',
      fi: 'order/osta/{id?}',
      de: 'order/kaufen/{id?}',
    });
    expect(path('private banking').se).toBe('private-banking');
    expect(path().fi).toBe('');
  });
});

describe('defineRoute', () => {
  it('gives full paths, params in path order and a planned status by default', () => {
    const route = defineRoute({
      id: 'example',
      ...base,
      paths: path(BUY, '{id}', '{intent?}'),
      params: { id: NUMERIC, intent: localizedOneOf({ buy: BUY }) },
    });
    expect(route.paths.se).toBe('/se/kop/{id}/{intent?}');
    expect(route.status).toBe('planned');
    expect(route.sites).toBeUndefined();
    expect(route.params.map((p) => [p.name, p.kind, p.optional, p.numeric])).toEqual([
      ['id', 'value', false, true],
      ['intent', 'value', true, false],
    ]);
    expect(route.params[1]?.words?.dk).toEqual({ buy: 'kob' });
    expect(route.params[1]?.values).toEqual(['buy']);
  });

  it('reads the site root from an empty path', () => {
    expect(defineRoute({ id: 'root', ...base, paths: path() }).paths.de).toBe('/de');
  });

  const refusals: [string, RouteDefinition<string>, RegExp][] = [
    ['an id that is not kebab-case', { id: 'Bad_Id', ...base, paths: path('a') }, /kebab-case/],
    [
      'sites that name different params',
      { id: 'x', ...base, paths: { ...path('a', '{id}'), de: 'a/{other}' } },
      /de pattern must name the same params/,
    ],
    [
      'a spec for a param no pattern names',
      { id: 'x', ...base, paths: path('a'), params: { id: NUMERIC } },
      /no pattern/,
    ],
    [
      'a login page in the sitemap',
      { id: 'x', ...base, sitemap: true, paths: path('a') },
      /behind login cannot be in the public sitemap/,
    ],
    [
      'a sitemap page that needs a free param',
      { id: 'x', ...base, auth: false, sitemap: true, paths: path('a', '{slug}') },
      /free param "slug"/,
    ],
    [
      'two values with one word',
      { id: 'x', ...base, paths: path('a', '{v}'), params: { v: localizedOneOf({ a: BUY, b: BUY }) } },
      /same en word/,
    ],
    [
      'duplicate allowed values',
      { id: 'x', ...base, paths: path('a', '{v}'), params: { v: oneOf('a', 'a') } },
      /distinct/,
    ],
    ['an empty site restriction', { id: 'x', ...base, sites: [], paths: path('a') }, /at least one site/],
    [
      'a list param inside a segment',
      { id: 'x', ...base, paths: path('a', '{id}-{ids}'), params: { id: NUMERIC, ids: { list: true } } },
      /must fill a whole segment/,
    ],
  ];
  it.each(refusals)('refuses %s', (_case, definition, message) => {
    expect(() => defineRoute(definition)).toThrow(message);
  });
});
