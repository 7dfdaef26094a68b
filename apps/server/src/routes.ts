import { listAccountsRoute } from './accounts-and-money/accounts/api/list-accounts.ts';
import { accountsAndMoneyRoutes } from './accounts-and-money/routes.ts';
import { communityRoutes } from './community/index.ts';
import { creditRoutes } from './credit/routes.ts';
import { loginRoute } from './identity/api/login.ts';
import { logoutRoute } from './identity/api/logout.ts';
import { onboardingRoutes } from './identity/api/onboarding.ts';
import { registerRoute } from './identity/api/register.ts';
import { sessionRoute } from './identity/api/session.ts';
import { curatedListIdsRoute } from './market-data/instruments/api/curated-list-ids.ts';
import { getInstrumentRoute } from './market-data/instruments/api/get-instrument.ts';
import { listIndicatorsRoute } from './market-data/instruments/api/list-indicators.ts';
import { searchInstrumentsRoute } from './market-data/instruments/api/search-instruments.ts';
import { marketRoutes } from './market-data/routes.ts';
import { healthRoute } from './platform/api/health.ts';
import { readyRoute } from './platform/api/ready.ts';
import { statusRoute } from './platform/api/status.ts';
import { apiKeyRoutes } from './platform/api-keys/routes.ts';
import type { RouteDefinition } from './platform/route.ts';
import { streamRoutes } from './platform/stream/routes.ts';
import { getMediaRoute } from './platform/uploads/api/get-media.ts';
import { fundTransferRoutes } from './portfolio/fund-transfers/api/fund-transfers.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { siteRoutesRoute } from './site/api/site-routes.ts';
import { sitemapIndexRoute, sitemapPartRoute } from './site/api/sitemap.ts';
import { eventRoutes } from './site/events/api.ts';
import { faqRoute } from './site/faq/api.ts';
import { supportRoutes } from './site/support/api.ts';
import { tradingRoutes } from './trading/routes.ts';
import { watchlistRoutes } from './watchlists-and-alerts/watchlists/routes.ts';

/** Every endpoint of the server, in one explicit list. */
export const routes: readonly RouteDefinition[] = [
  healthRoute,
  readyRoute,
  statusRoute,
  registerRoute,
  loginRoute,
  logoutRoute,
  sessionRoute,
  ...onboardingRoutes,
  listAccountsRoute,
  ...accountsAndMoneyRoutes,
  searchInstrumentsRoute,
  getInstrumentRoute,
  listIndicatorsRoute,
  curatedListIdsRoute,
  siteRoutesRoute,
  sitemapIndexRoute,
  ...eventRoutes,
  faqRoute,
  ...supportRoutes,
  sitemapPartRoute,
  ...streamRoutes,
  ...communityRoutes,
  ...marketRoutes,
  ...tradingRoutes,
  ...portfolioRoutes,
  ...creditRoutes,
  ...fundTransferRoutes,
  ...watchlistRoutes,
  getMediaRoute,
  ...apiKeyRoutes,
];
