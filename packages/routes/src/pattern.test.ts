import { describe, expect, it } from 'vitest';
import { compileSegments, normalizePattern, patternSlots, segmentRank } from './pattern.ts';
import type { RouteParam } from './route.ts';

const param = (name: string, overrides: Partial<RouteParam> = {}): RouteParam => ({
  name,
  kind: 'value',
  optional: false,
  numeric: false,
  values: null,
  words: null,
  ...overrides,
});
const table = (...params: RouteParam[]) => new Map(params.map((p) => [p.name, p]));

describe('patternSlots', () => {
  it('reads whole, optional, rest and in-segment params in order', () => {
    expect(patternSlots('a/{id}-{name}/{step?}')).toEqual([
      { name: 'id', optional: false, rest: false, compound: true },
      { name: 'name', optional: false, rest: false, compound: true },
      { name: 'step', optional: true, rest: false, compound: false },
    ]);
    expect(patternSlots('search/{*query?}')).toEqual([
      { name: 'query', optional: true, rest: true, compound: false },
    ]);
    expect(patternSlots('')).toEqual([]);
  });
});

describe('compileSegments', () => {
  it('splits an id-name segment at the first dash after the digits', () => {
    const [segment] = compileSegments('{id}-{name}', table(param('id', { numeric: true }), param('name')));
    expect(segment?.kind).toBe('compound');
    if (segment?.kind !== 'compound') return;
    expect(segment.regex.exec('123-volvo-b')?.slice(1)).toEqual(['123', 'volvo-b']);
    expect(segment.regex.test('volvo-b')).toBe(false);
  });

  it.each<[string, string, RouteParam[], RegExp]>([
    ['an undeclared param', 'a/{x}', [], /param "x" is not declared/],
    [
      'a fixed word after an optional param',
      '{x?}/a',
      [param('x', { optional: true })],
      /only optional params/,
    ],
    [
      'a required param after an optional one',
      '{x?}/{y}',
      [param('x', { optional: true }), param('y')],
      /only optional/,
    ],
    ['a rest param before the end', '{*x}/a', [param('x', { kind: 'rest' })], /must be the last segment/],
    ['a free value before a dash', '{a}-{b}', [param('a'), param('b')], /must be numeric unless it ends/],
    [
      'an optional param in a segment',
      '{a}-{b}',
      [param('a', { numeric: true }), param('b', { optional: true })],
      /required/,
    ],
    ['a word that breaks the spelling rule', 'köp', [], /lowercase ASCII/],
  ])('refuses %s', (_case, pattern, params, message) => {
    expect(() => compileSegments(pattern, table(...params))).toThrow(message);
  });
});

describe('normalizePattern', () => {
  it('erases param names but keeps their kind', () => {
    expect(normalizePattern('order/{id}/{page?}')).toBe('order/{}/{?}');
    expect(normalizePattern('{instrumentId}-{instrumentName}')).toBe('{}-{}');
    expect(normalizePattern('search/{*query?}')).toBe('search/{*?}');
  });
});

describe('segmentRank', () => {
  it('ranks a fixed word over an enum over an id-name over a number over free text over a rest', () => {
    const ranks = [
      segmentRank({ kind: 'static', word: 'order' }),
      segmentRank({ kind: 'param', param: param('step', { values: ['a'] }) }),
      segmentRank({ kind: 'compound', parts: [], params: [], regex: /x/ }),
      segmentRank({ kind: 'param', param: param('id', { numeric: true }) }),
      segmentRank({ kind: 'param', param: param('slug') }),
      segmentRank({ kind: 'rest', param: param('path', { kind: 'rest' }) }),
    ];
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
