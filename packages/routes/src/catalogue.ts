import { ACCOUNT_ROUTES } from './catalogue/account.ts';
import { COMMUNITY_ROUTES } from './catalogue/community.ts';
import { INSTRUMENT_ROUTES } from './catalogue/instrument.ts';
import { MARKET_ROUTES } from './catalogue/market.ts';
import { OTHER_ROUTES } from './catalogue/other.ts';
import { PENSION_ROUTES } from './catalogue/pension.ts';
import { PORTFOLIO_ROUTES } from './catalogue/portfolio.ts';
import { SAVINGS_ROUTES } from './catalogue/savings.ts';
import { TRANSFER_ROUTES } from './catalogue/transfers.ts';
import { WATCHLIST_ROUTES } from './catalogue/watchlist.ts';
import type { Route } from './route.ts';

/**
 * Every route of spec section 2, in section order. The one source the web router, the server's
 * login-redirect rule, the sitemaps and the dev page read; ids are derived from it, never retyped.
 */
const ALL_ROUTES = [
  ...MARKET_ROUTES,
  ...INSTRUMENT_ROUTES,
  ...WATCHLIST_ROUTES,
  ...COMMUNITY_ROUTES,
  ...PORTFOLIO_ROUTES,
  ...SAVINGS_ROUTES,
  ...PENSION_ROUTES,
  ...TRANSFER_ROUTES,
  ...ACCOUNT_ROUTES,
  ...OTHER_ROUTES,
] as const;

export type RouteId = (typeof ALL_ROUTES)[number]['id'];

export const ROUTES: readonly Route<RouteId>[] = ALL_ROUTES;

export const ROUTE_IDS: readonly RouteId[] = ROUTES.map((route) => route.id);

const BY_ID: ReadonlyMap<string, Route<RouteId>> = new Map(ROUTES.map((route) => [route.id, route]));
if (BY_ID.size !== ROUTES.length) throw new Error('Two routes share an id');

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function routeById(id: RouteId): Route<RouteId> {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return route;
}
