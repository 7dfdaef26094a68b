import { SITES, type SiteId } from '@havn/domain';
import { ROUTES, type RouteId } from './catalogue.ts';
import { compileSegments, type Segment, segmentRank } from './pattern.ts';
import type { Route } from './route.ts';

/** One route's pattern in one site's language, compiled once when the module loads. */
export interface CompiledPattern {
  readonly route: Route<RouteId>;
  /** The language the pattern is written in; localized param values are read in it too. */
  readonly site: SiteId;
  readonly segments: readonly Segment[];
  readonly ranks: readonly number[];
  /** Starts with a rest param (the catch-all): tried only after every site's other patterns. */
  readonly fallback: boolean;
}

/** `/se/marknaden/{country?}` → `marknaden/{country?}`; `/se` → ''. */
export function siteRelativePattern(route: Route, site: SiteId): string {
  return route.paths[site].slice(site.length + 2);
}

function compile(route: Route<RouteId>, site: SiteId): CompiledPattern {
  const byName = new Map(route.params.map((param) => [param.name, param]));
  const segments = compileSegments(siteRelativePattern(route, site), byName);
  return {
    route,
    site,
    segments,
    ranks: segments.map(segmentRank),
    fallback: segments[0]?.kind === 'rest',
  };
}

const PATTERNS: ReadonlyMap<RouteId, Readonly<Record<SiteId, CompiledPattern>>> = new Map(
  ROUTES.map((route) => [
    route.id,
    Object.fromEntries(SITES.map((site) => [site, compile(route, site)])) as Record<SiteId, CompiledPattern>,
  ]),
);

export function compiledPattern(id: RouteId, site: SiteId): CompiledPattern {
  const pattern = PATTERNS.get(id)?.[site];
  if (!pattern) throw new Error(`Unknown route id "${id}"`);
  return pattern;
}

export function sitePatterns(site: SiteId): CompiledPattern[] {
  return ROUTES.map((route) => compiledPattern(route.id, site));
}

/** Most specific first: compared segment by segment, a higher rank wins (`order/kop` before `order/{id}`). */
export function bySpecificity(a: CompiledPattern, b: CompiledPattern): number {
  const length = Math.min(a.ranks.length, b.ranks.length);
  for (let index = 0; index < length; index++) {
    const difference = b.ranks[index]! - a.ranks[index]!;
    if (difference !== 0) return difference;
  }
  return b.ranks.length - a.ranks.length;
}
