import type { SiteId } from '@havn/domain';
import { ROUTES, type RouteId } from './catalogue.ts';
import type { ParamKind, RouteStatus, Section, Team } from './route.ts';

/** A route as `GET /api/site/routes` sends it: plain JSON, no functions, no undefined. */
export interface ApiRoute {
  readonly id: RouteId;
  readonly section: Section;
  readonly team: Team;
  readonly paths: Readonly<Record<SiteId, string>>;
  readonly params: readonly ApiRouteParam[];
  readonly auth: boolean;
  readonly status: RouteStatus;
  /** null when the page is on every site. */
  readonly sites: readonly SiteId[] | null;
  readonly sitemap: boolean;
}

export interface ApiRouteParam {
  readonly name: string;
  readonly kind: ParamKind;
  readonly optional: boolean;
  readonly numeric: boolean;
  readonly values: readonly string[] | null;
  readonly words: Readonly<Record<SiteId, Readonly<Record<string, string>>>> | null;
}

/** Fresh copies, so a caller that mutates the response cannot reach into the catalogue. */
export function routesForApi(): ApiRoute[] {
  return ROUTES.map((route) => ({
    id: route.id,
    section: route.section,
    team: route.team,
    paths: { ...route.paths },
    params: route.params.map((param) => ({
      name: param.name,
      kind: param.kind,
      optional: param.optional,
      numeric: param.numeric,
      values: param.values ? [...param.values] : null,
      words: param.words ? structuredClone(param.words) : null,
    })),
    auth: route.auth,
    status: route.status,
    sites: route.sites ? [...route.sites] : null,
    sitemap: route.sitemap,
  }));
}
