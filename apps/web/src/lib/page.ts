import { isSiteId, type SiteId } from '@havn/domain';
import { build, match, type RouteId, type RouteParams } from '@havn/routes';

/** The catalogue's answer for the current URL: which page, on which site, with which params. */
export interface Page {
  routeId: RouteId;
  site: SiteId;
  params: RouteParams;
  auth: boolean;
  status: 'live' | 'planned';
  team: string;
  section: string;
}

export function pageFor(pathname: string, search = ''): Page {
  const first = pathname.split('/')[1] ?? '';
  const found = match(`${pathname}${search}`, isSiteId(first) ? first : undefined);
  return {
    routeId: found.route.id as RouteId,
    site: found.site,
    params: found.params,
    auth: found.route.auth,
    status: found.route.status,
    team: found.route.team,
    section: found.route.section,
  };
}

/** A link to a page of the catalogue; nobody writes a page path by hand. */
export function pagePath(routeId: RouteId, site: SiteId, params: RouteParams = {}): string {
  return build(routeId, params, site);
}
