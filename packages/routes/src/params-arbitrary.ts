import { SITES } from '@havn/domain';
import fc from 'fast-check';
import { ROUTES } from './catalogue.ts';
import { patternSources } from './pattern.ts';
import type { Route, RouteParam } from './route.ts';
import { siteRelativePattern } from './table.ts';

/**
 * Every fixed word and enum word any site uses. A free value spelled like one of them can open another
 * page (a tab named `status`), which build() refuses; generators steer clear of them.
 */
export const RESERVED_WORDS: ReadonlySet<string> = new Set(
  ROUTES.flatMap((route) => [
    ...SITES.flatMap((site) =>
      patternSources(siteRelativePattern(route, site)).filter((source) => !source.includes('{')),
    ),
    ...route.params.flatMap((param) => [
      ...(param.values ?? []),
      ...(param.words ? SITES.flatMap((site) => Object.values(param.words?.[site] ?? {})) : []),
    ]),
  ]),
);

/** Free text as people type it: any script, spaces, `?`, `#`, `%`, `/`, dots. */
const freeText = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
    fc.constantFrom('volvo-b', '.', '..', 'a b', '100%', 'x?y#z', 'ÅÄÖ', 'a/b'),
  )
  .filter((text) => !RESERVED_WORDS.has(text));

const digits = fc.stringMatching(/^[0-9]{1,12}$/);

function valueArbitrary(route: Route, param: RouteParam): fc.Arbitrary<string> {
  if (param.values) return fc.constantFrom(...param.values);
  if (param.kind === 'list') {
    return fc.array(digits, { minLength: 1, maxLength: 4 }).map((ids) => ids.join(','));
  }
  if (param.numeric) return digits;
  if (param.kind === 'rest') {
    const piece = freeText.filter((text) => !text.includes('/'));
    return fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('/'));
  }
  // A slug of digits and a dash is an instrument id and name, which build() refuses for the slug route.
  if (route.id === 'instrument-by-slug') return freeText.filter((text) => !/^[0-9]+-/.test(text));
  return freeText;
}

/** Valid params for the route: every required param, and the optional ones up to a random point. */
export function paramsArbitrary(route: Route): fc.Arbitrary<Record<string, string>> {
  const optionalCount = route.params.filter((param) => param.optional).length;
  const values = route.params.map((param) => valueArbitrary(route, param));
  return fc
    .tuple(fc.integer({ min: 0, max: optionalCount }), fc.tuple(...values))
    .map(([kept, generated]) => {
      const params: Record<string, string> = {};
      let optionalSeen = 0;
      route.params.forEach((param, index) => {
        if (param.optional && ++optionalSeen > kept) return;
        params[param.name] = generated[index]!;
      });
      return params;
    });
}
