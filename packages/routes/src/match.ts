import { DEFAULT_SITE, isSiteId, SITES, type SiteId } from '@havn/domain';
import { type RouteId, routeById } from './catalogue.ts';
import type { Route, RouteParam } from './route.ts';
import { isRouteOnSite } from './route.ts';
import { bySpecificity, type CompiledPattern, sitePatterns } from './table.ts';

export interface RouteMatch {
  readonly route: Route<RouteId>;
  /** The site of the first path segment, or the default site when the path has none. */
  readonly site: SiteId;
  /** Decoded param values by name, absent optional params left out; see `RouteParams` for their form. */
  readonly params: Readonly<Record<string, string>>;
  /** The query string's parameters, the last value winning for a repeated name. */
  readonly query: Readonly<Record<string, string>>;
}

/**
 * A site's patterns, bucketed by their fixed first word so a path is only tried against the
 * few patterns that can match it, each bucket sorted most specific first.
 */
interface SiteTable {
  readonly byFirstWord: ReadonlyMap<string, readonly CompiledPattern[]>;
  /** Patterns that start with a param, or are empty (the site root). */
  readonly open: readonly CompiledPattern[];
}

function siteTable(site: SiteId): SiteTable {
  const byFirstWord = new Map<string, CompiledPattern[]>();
  const open: CompiledPattern[] = [];
  for (const pattern of sitePatterns(site).sort(bySpecificity)) {
    if (pattern.fallback) continue;
    const first = pattern.segments[0];
    if (first?.kind === 'static') {
      const bucket = byFirstWord.get(first.word) ?? [];
      bucket.push(pattern);
      byFirstWord.set(first.word, bucket);
    } else {
      open.push(pattern);
    }
  }
  return { byFirstWord, open };
}

const TABLES: Readonly<Record<SiteId, SiteTable>> = {
  en: siteTable('en'),
  se: siteTable('se'),
  no: siteTable('no'),
  dk: siteTable('dk'),
  fi: siteTable('fi'),
  de: siteTable('de'),
};

const CATCH_ALL = routeById('catch-all');

/**
 * Resolves a path (optionally with `?query` and `#hash`) to its route. The site's own patterns are
 * tried first, then every other site's, so a link written in another site's language still opens
 * the page here; only then does the catch-all take it. A first segment that is no site gives the
 * catch-all on `defaultSite`. Trailing slashes are ignored.
 */
export function match(pathAndQuery: string, defaultSite: SiteId = DEFAULT_SITE): RouteMatch {
  const withoutHash = pathAndQuery.split('#', 1)[0] ?? '';
  const queryStart = withoutHash.indexOf('?');
  const pathname = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const query =
    queryStart === -1 ? {} : Object.fromEntries(new URLSearchParams(withoutHash.slice(queryStart)));
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');

  const [first, ...rest] = segments;
  if (!isSiteId(first)) return { route: CATCH_ALL, site: defaultSite, params: restParam(segments), query };
  const site = first;
  for (const language of [site, ...SITES.filter((other) => other !== site)]) {
    const table = TABLES[language];
    const candidates = [...(table.byFirstWord.get(rest[0] ?? '') ?? []), ...table.open];
    for (const pattern of candidates) {
      if (!isRouteOnSite(pattern.route, site)) continue;
      const params = matchPattern(pattern, rest);
      if (params) return { route: pattern.route, site, params, query };
    }
  }
  return { route: CATCH_ALL, site, params: restParam(rest), query };
}

function restParam(segments: readonly string[]): Record<string, string> {
  return segments.length === 0 ? {} : { path: segments.map(decodeOrRaw).join('/') };
}

function matchPattern(pattern: CompiledPattern, path: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.segments.entries()) {
    if (segment.kind === 'rest') {
      const remaining = path.slice(index);
      if (remaining.length === 0) return segment.param.optional ? params : null;
      params[segment.param.name] = remaining.map(decodeOrRaw).join('/');
      return params;
    }
    const raw = path[index];
    if (raw === undefined) {
      // Optional params trail the pattern, so a path that stops here leaves out this one and the rest.
      return segment.kind === 'param' && segment.param.optional ? params : null;
    }
    if (segment.kind === 'static') {
      if (raw !== segment.word) return null;
    } else if (segment.kind === 'param') {
      const value = readValue(segment.param, raw, pattern.site);
      if (value === null) return null;
      params[segment.param.name] = value;
    } else {
      const found = segment.regex.exec(raw);
      if (!found) return null;
      for (const [part, param] of segment.params.entries()) {
        const value = readValue(param, found[part + 1] ?? '', pattern.site);
        if (value === null) return null;
        params[param.name] = value;
      }
    }
  }
  return path.length === pattern.segments.length ? params : null;
}

/** A raw (still encoded) segment as the param's value, or null when the param does not accept it. */
function readValue(param: RouteParam, raw: string, language: SiteId): string | null {
  if (param.words) {
    const words = param.words[language];
    return Object.keys(words).find((value) => words[value] === raw) ?? null;
  }
  const items = param.kind === 'list' ? raw.split(',') : [raw];
  const decoded: string[] = [];
  for (const item of items) {
    const value = decode(item);
    if (value === null || value === '') return null;
    if (param.numeric && !/^[0-9]+$/.test(value)) return null;
    if (param.values && !param.values.includes(value)) return null;
    decoded.push(value);
  }
  return decoded.join(',');
}

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whatever reaches a rest param is kept, malformed escapes included, so the catch-all takes any path. */
function decodeOrRaw(raw: string): string {
  return decode(raw) ?? raw;
}
