import { listAccountsRoute } from './accounts/api/list-accounts.ts';
import { loginRoute } from './auth/api/login.ts';
import { logoutRoute } from './auth/api/logout.ts';
import { registerRoute } from './auth/api/register.ts';
import { sessionRoute } from './auth/api/session.ts';
import { curatedListIdsRoute } from './brokerage/instruments/api/curated-list-ids.ts';
import { getInstrumentRoute } from './brokerage/instruments/api/get-instrument.ts';
import { listIndicatorsRoute } from './brokerage/instruments/api/list-indicators.ts';
import { searchInstrumentsRoute } from './brokerage/instruments/api/search-instruments.ts';
import { marketRoutes } from './brokerage/market-data/routes.ts';
import { tradingRoutes } from './brokerage/orders/routes.ts';
import { portfolioRoutes } from './brokerage/portfolio/routes.ts';
import { watchlistRoutes } from './brokerage/watchlists/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { healthRoute } from './platform/api/health.ts';
import type { RouteDefinition } from './platform/route.ts';
import { getMediaRoute } from './platform/uploads/api/get-media.ts';
import { siteRoutesRoute } from './site/api/site-routes.ts';
import { sitemapIndexRoute, sitemapPartRoute } from './site/api/sitemap.ts';

/** Every endpoint of the server, in one explicit list. */
export const routes: readonly RouteDefinition[] = [
  healthRoute,
  registerRoute,
  loginRoute,
  logoutRoute,
  sessionRoute,
  listAccountsRoute,
  searchInstrumentsRoute,
  getInstrumentRoute,
  listIndicatorsRoute,
  curatedListIdsRoute,
  siteRoutesRoute,
  sitemapIndexRoute,
  sitemapPartRoute,
  ...communityRoutes,
  ...marketRoutes,
  ...tradingRoutes,
  ...portfolioRoutes,
  ...watchlistRoutes,
  getMediaRoute,
];
