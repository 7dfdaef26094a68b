import type { SiteId } from '@havn/domain';
import { build } from './build.ts';
import type { RouteId } from './catalogue.ts';
import { match, type RouteMatch } from './match.ts';
import type { RouteParams } from './route.ts';

/**
 * The fullscreen prefix shows any page without the site's chrome: `/se/helskarm/<the page's path on
 * the same site, without the site>`. The page inside keeps its own rules (login, params, not found);
 * a fullscreen path inside another is the innermost page.
 */
export function fullscreenPage(found: RouteMatch): RouteMatch | null {
  if (found.route.id !== 'fullscreen') return null;
  const search = new URLSearchParams(found.query).toString();
  const inner = match(`/${found.site}/${found.params.path ?? ''}${search ? `?${search}` : ''}`, found.site);
  return fullscreenPage(inner) ?? inner;
}

/** The fullscreen path of a page of the catalogue. */
export function fullscreenPath(routeId: RouteId, params: RouteParams, site: SiteId): string {
  const page = build(routeId, params, site);
  return build('fullscreen', { path: page.slice(`/${site}/`.length) }, site);
}
