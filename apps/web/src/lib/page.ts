import { isSiteId, type SiteId } from '@havn/domain';
import { build, fullscreenPage, match, type RouteId, type RouteParams } from '@havn/routes';

/** The catalogue's answer for the current URL: which page, on which site, with which params. */
export interface Page {
  routeId: RouteId;
  site: SiteId;
  params: RouteParams;
  auth: boolean;
  status: 'live' | 'planned';
  team: string;
  section: string;
  /** Shown without the site's chrome (header, navigation, footer): the fullscreen prefix's page. */
  fullscreen: boolean;
}

export function pageFor(pathname: string, search = ''): Page {
  const first = pathname.split('/')[1] ?? '';
  const asked = match(`${pathname}${search}`, isSiteId(first) ? first : undefined);
  const inner = fullscreenPage(asked);
  const found = inner ?? asked;
  return {
    routeId: found.route.id as RouteId,
    site: found.site,
    params: found.params,
    auth: found.route.auth,
    status: found.route.status,
    team: found.route.team,
    section: found.route.section,
    fullscreen: inner !== null,
  };
}

/** A link to a page of the catalogue; nobody writes a page path by hand. */
export function pagePath(routeId: RouteId, site: SiteId, params: RouteParams = {}): string {
  return build(routeId, params, site);
}
