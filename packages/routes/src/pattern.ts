import type { RouteParam } from './route.ts';
import { isUrlWord } from './url-word.ts';

/**
 * Path patterns are written site-relative, one source per segment:
 *   `marknaden`                          a fixed word
 *   `{country}` / `{country?}`           a whole-segment param, optional with `?`
 *   `{*path}` / `{*path?}`               a rest param that swallows every remaining segment
 *   `{instrumentId}-{instrumentName}`    a segment made of params and text (every part but the last numeric)
 */
export type Segment =
  | { readonly kind: 'static'; readonly word: string }
  | { readonly kind: 'param'; readonly param: RouteParam }
  | { readonly kind: 'rest'; readonly param: RouteParam }
  | {
      readonly kind: 'compound';
      readonly parts: readonly (string | RouteParam)[];
      readonly params: readonly RouteParam[];
      readonly regex: RegExp;
    };

/** A param as a pattern declares it, before the catalogue adds its constraints. */
export interface PatternSlot {
  readonly name: string;
  readonly optional: boolean;
  readonly rest: boolean;
  readonly compound: boolean;
}

const WHOLE_PARAM = /^\{(\*?)([a-zA-Z][a-zA-Z0-9]*)(\??)\}$/;
const EMBEDDED_PARAM = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export function patternSources(pattern: string): string[] {
  return pattern === '' ? [] : pattern.split('/');
}

export function patternSlots(pattern: string): PatternSlot[] {
  const slots: PatternSlot[] = [];
  for (const source of patternSources(pattern)) {
    const whole = WHOLE_PARAM.exec(source);
    if (whole) {
      slots.push({ name: whole[2]!, optional: whole[3] === '?', rest: whole[1] === '*', compound: false });
      continue;
    }
    for (const embedded of source.matchAll(EMBEDDED_PARAM)) {
      slots.push({ name: embedded[1]!, optional: false, rest: false, compound: true });
    }
  }
  return slots;
}

/** Turns a pattern into matchable segments, checking the shape rules the matcher and builder rely on. */
export function compileSegments(pattern: string, params: ReadonlyMap<string, RouteParam>): Segment[] {
  const sources = patternSources(pattern);
  const segments: Segment[] = [];
  let optionalSeen = false;
  sources.forEach((source, index) => {
    const fail = (why: string): never => {
      throw new Error(`Pattern "${pattern}", segment "${source}": ${why}`);
    };
    const lookup = (name: string): RouteParam => params.get(name) ?? fail(`param "${name}" is not declared`);
    const whole = WHOLE_PARAM.exec(source);
    let segment: Segment;
    if (whole) {
      const param = lookup(whole[2]!);
      if (param.kind === 'rest' && index !== sources.length - 1)
        fail('a rest param must be the last segment');
      segment = { kind: param.kind === 'rest' ? 'rest' : 'param', param };
    } else if (source.includes('{')) {
      segment = compileCompound(source, lookup, fail);
    } else {
      if (!isUrlWord(source)) fail('a fixed word must be lowercase ASCII words joined by "-"');
      segment = { kind: 'static', word: source };
    }
    const optional = segment.kind !== 'static' && segment.kind !== 'compound' && segment.param.optional;
    // Optional params trail the pattern, so one left out drops the rest and a path has one reading.
    if (optionalSeen && !optional) fail('only optional params may follow an optional param');
    optionalSeen ||= optional;
    segments.push(segment);
  });
  return segments;
}

function compileCompound(
  source: string,
  lookup: (name: string) => RouteParam,
  fail: (why: string) => never,
): Segment {
  const parts: (string | RouteParam)[] = [];
  let cursor = 0;
  for (const embedded of source.matchAll(EMBEDDED_PARAM)) {
    if (embedded.index > cursor) parts.push(source.slice(cursor, embedded.index));
    parts.push(lookup(embedded[1]!));
    cursor = embedded.index + embedded[0].length;
  }
  if (cursor < source.length) parts.push(source.slice(cursor));
  const params = parts.filter((part): part is RouteParam => typeof part !== 'string');
  let expression = '^';
  parts.forEach((part, index) => {
    if (typeof part === 'string') {
      if (!/^[a-z0-9-]+$/.test(part)) fail(`text "${part}" must be lowercase ASCII, digits or "-"`);
      expression += part.replace(/-/g, '\\-');
      return;
    }
    if (part.kind !== 'value' || part.optional) fail(`param "${part.name}" in a segment must be required`);
    const last = index === parts.length - 1;
    // A numeric part cannot swallow the text after it, so `123-volvo-b` splits one way only.
    if (!last && !part.numeric) fail(`param "${part.name}" must be numeric unless it ends the segment`);
    expression += last ? '(.+)' : '([0-9]+)';
  });
  return { kind: 'compound', parts, params, regex: new RegExp(`${expression}$`) };
}

/** The pattern with param names erased, so two routes that would read the same paths compare equal. */
export function normalizePattern(pattern: string): string {
  return pattern.replace(/\{(\*?)[a-zA-Z0-9]+(\??)\}/g, '{$1$2}');
}

/**
 * How specific a segment is; the matcher tries patterns in descending order segment by segment, so
 * `order/kop` beats `order/{id}`, an enum beats a free value, and a rest param comes last.
 */
export function segmentRank(segment: Segment): number {
  switch (segment.kind) {
    case 'static':
      return 5;
    case 'compound':
      return 3;
    case 'rest':
      return 0;
    case 'param':
      if (segment.param.values) return 4;
      return segment.param.numeric ? 2 : 1;
  }
}
