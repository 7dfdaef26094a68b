import { isSiteId, type SiteId } from '@havn/domain';
import { type RouteId, routeById } from './catalogue.ts';
import { match } from './match.ts';
import { isRouteOnSite, type RouteParam, type RouteParams } from './route.ts';
import { compiledPattern } from './table.ts';

/**
 * The URL path of a route on a site: `build('market-overview', { country: 'se' }, 'se')` →
 * `/se/marknaden/se`. Param values are strings (see `RouteParams`: numbers as decimal strings, the
 * accids list as one comma-joined string); an empty string counts as absent. Values are encoded with
 * encodeURIComponent; localized values (order intents) become the site's word.
 *
 * Throws a clear Error for an unknown route or param, a missing required param, a value outside the
 * allowed ones, a route the site does not have, or a value that would make the link open another
 * route (a slug `123-volvo` reads as an instrument id and name).
 */
export function build(routeId: RouteId, params: RouteParams, site: SiteId): string {
  const route = routeById(routeId);
  const fail = (why: string): never => {
    throw new Error(`Cannot build route "${routeId}" on the ${site} site: ${why}`);
  };
  if (!isSiteId(site)) fail(`"${site}" is not a site`);
  if (!isRouteOnSite(route, site)) fail(`the page only exists on ${route.sites?.join(', ')}`);

  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (!route.params.some((param) => param.name === name)) fail(`it has no param "${name}"`);
    given[name] = value;
  }

  const segments: string[] = [];
  let leftOut: RouteParam | null = null;
  for (const segment of compiledPattern(route.id, site).segments) {
    if (segment.kind === 'static') {
      segments.push(segment.word);
      continue;
    }
    if (segment.kind === 'compound') {
      const parts = segment.parts.map((part) =>
        typeof part === 'string'
          ? part
          : encodeValue(part, given[part.name] ?? fail(`param "${part.name}" is missing`), site, fail),
      );
      segments.push(parts.join(''));
      continue;
    }
    const value = given[segment.param.name];
    if (value === undefined) {
      if (!segment.param.optional) fail(`param "${segment.param.name}" is missing`);
      leftOut ??= segment.param;
      continue;
    }
    // Optional params trail the path: a later one cannot appear without the one before it.
    if (leftOut) fail(`param "${segment.param.name}" needs "${leftOut.name}" before it`);
    segments.push(encodeValue(segment.param, value, site, fail));
  }

  const built = segments.length === 0 ? `/${site}` : `/${site}/${segments.join('/')}`;
  // A value can spell another route's fixed word (a tab named after the status page); such a link
  // would open the wrong page, so it is refused here rather than shipped.
  const back = match(built, site);
  if (back.route.id !== route.id || !sameParams(back.params, given)) {
    fail(`${built} would open "${back.route.id}" with ${JSON.stringify(back.params)} instead`);
  }
  return built;
}

function encodeValue(param: RouteParam, value: string, site: SiteId, fail: (why: string) => never): string {
  if (param.kind === 'rest') {
    const pieces = value.split('/');
    if (pieces.includes('')) fail(`param "${param.name}" cannot have an empty path segment: "${value}"`);
    return pieces.map(encodePiece).join('/');
  }
  const items = param.kind === 'list' ? value.split(',') : [value];
  return items
    .map((item) => {
      if (item === '') fail(`param "${param.name}" has an empty item: "${value}"`);
      if (param.numeric && !/^[0-9]+$/.test(item))
        fail(`param "${param.name}" must be a whole number, not "${item}"`);
      if (param.values && !param.values.includes(item)) {
        fail(`param "${param.name}" must be one of ${param.values.join(', ')}, not "${item}"`);
      }
      return param.words
        ? (param.words[site][item] ?? fail(`no ${site} word for "${item}"`))
        : encodePiece(item);
    })
    .join(',');
}

/** encodeURIComponent leaves `.` alone, but a segment of dots would be resolved away by the browser. */
function encodePiece(piece: string): string {
  return piece === '.' || piece === '..' ? piece.replace(/\./g, '%2E') : encodeURIComponent(piece);
}

function sameParams(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
