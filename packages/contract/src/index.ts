import * as accounts from './accounts.ts';
import * as auth from './auth.ts';
import { marketApi } from './brokerage/market.ts';
import { portfolioApi } from './brokerage/portfolio.ts';
import { tradingApi } from './brokerage/trading.ts';
import { watchlistsApi } from './brokerage/watchlists.ts';
import { contentApi } from './community/content.ts';
import { groupsApi } from './community/groups.ts';
import { moderationApi } from './community/moderation.ts';
import { profilesApi } from './community/profiles.ts';
import { settingsApi } from './community/settings.ts';
import { streamApi } from './community/stream.ts';
import * as health from './health.ts';
import * as instruments from './instruments.ts';
import { mediaApi } from './media.ts';
import * as site from './site.ts';

export * from './accounts.ts';
export * from './auth.ts';
export * from './brokerage/market.ts';
export * from './brokerage/portfolio.ts';
export * from './brokerage/trading.ts';
export * from './brokerage/watchlists.ts';
export * from './community/index.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './instruments.ts';
export * from './media.ts';
export * from './site.ts';

/** Every endpoint of the API, for the server's registration check and the OpenAPI test. */
export const api = {
  auth: { register: auth.register, login: auth.login, logout: auth.logout, session: auth.session },
  accounts: { list: accounts.listAccounts },
  instruments: {
    search: instruments.instrumentSearch,
    indicators: instruments.indicatorList,
    curatedListIds: instruments.curatedListIds,
    byId: instruments.instrumentById,
  },
  site: { routes: site.siteRoutes, sitemapIndex: site.sitemapIndex, sitemapPart: site.sitemapPart },
  platform: { health: health.health },
  profiles: profilesApi,
  content: contentApi,
  groups: groupsApi,
  moderation: moderationApi,
  settings: settingsApi,
  stream: streamApi,
  media: mediaApi,
  market: marketApi,
  trading: tradingApi,
  portfolio: portfolioApi,
  watchlists: watchlistsApi,
} as const;
