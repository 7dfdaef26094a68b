import { LANGUAGES, type Language } from '@havn/domain';
import daAuth from '../catalogs/da/auth.json' with { type: 'json' };
import daCommon from '../catalogs/da/common.json' with { type: 'json' };
import daCommunity from '../catalogs/da/community.json' with { type: 'json' };
import daErrors from '../catalogs/da/errors.json' with { type: 'json' };
import daFeed from '../catalogs/da/feed.json' with { type: 'json' };
import daGroups from '../catalogs/da/groups.json' with { type: 'json' };
import daMarket from '../catalogs/da/market.json' with { type: 'json' };
import daPlatform from '../catalogs/da/platform.json' with { type: 'json' };
import daPortfolio from '../catalogs/da/portfolio.json' with { type: 'json' };
import daRoutes from '../catalogs/da/routes.json' with { type: 'json' };
import daWorldmap from '../catalogs/da/worldmap.json' with { type: 'json' };
import deAuth from '../catalogs/de/auth.json' with { type: 'json' };
import deCommon from '../catalogs/de/common.json' with { type: 'json' };
import deCommunity from '../catalogs/de/community.json' with { type: 'json' };
import deErrors from '../catalogs/de/errors.json' with { type: 'json' };
import deFeed from '../catalogs/de/feed.json' with { type: 'json' };
import deGroups from '../catalogs/de/groups.json' with { type: 'json' };
import deMarket from '../catalogs/de/market.json' with { type: 'json' };
import dePlatform from '../catalogs/de/platform.json' with { type: 'json' };
import dePortfolio from '../catalogs/de/portfolio.json' with { type: 'json' };
import deRoutes from '../catalogs/de/routes.json' with { type: 'json' };
import deWorldmap from '../catalogs/de/worldmap.json' with { type: 'json' };
import enAuth from '../catalogs/en/auth.json' with { type: 'json' };
import enCommon from '../catalogs/en/common.json' with { type: 'json' };
import enCommunity from '../catalogs/en/community.json' with { type: 'json' };
import enErrors from '../catalogs/en/errors.json' with { type: 'json' };
import enFeed from '../catalogs/en/feed.json' with { type: 'json' };
import enGroups from '../catalogs/en/groups.json' with { type: 'json' };
import enMarket from '../catalogs/en/market.json' with { type: 'json' };
import enPlatform from '../catalogs/en/platform.json' with { type: 'json' };
import enPortfolio from '../catalogs/en/portfolio.json' with { type: 'json' };
import enRoutes from '../catalogs/en/routes.json' with { type: 'json' };
import enWorldmap from '../catalogs/en/worldmap.json' with { type: 'json' };
import fiAuth from '../catalogs/fi/auth.json' with { type: 'json' };
import fiCommon from '../catalogs/fi/common.json' with { type: 'json' };
import fiCommunity from '../catalogs/fi/community.json' with { type: 'json' };
import fiErrors from '../catalogs/fi/errors.json' with { type: 'json' };
import fiFeed from '../catalogs/fi/feed.json' with { type: 'json' };
import fiGroups from '../catalogs/fi/groups.json' with { type: 'json' };
import fiMarket from '../catalogs/fi/market.json' with { type: 'json' };
import fiPlatform from '../catalogs/fi/platform.json' with { type: 'json' };
import fiPortfolio from '../catalogs/fi/portfolio.json' with { type: 'json' };
import fiRoutes from '../catalogs/fi/routes.json' with { type: 'json' };
import fiWorldmap from '../catalogs/fi/worldmap.json' with { type: 'json' };
import nbAuth from '../catalogs/nb/auth.json' with { type: 'json' };
import nbCommon from '../catalogs/nb/common.json' with { type: 'json' };
import nbCommunity from '../catalogs/nb/community.json' with { type: 'json' };
import nbErrors from '../catalogs/nb/errors.json' with { type: 'json' };
import nbFeed from '../catalogs/nb/feed.json' with { type: 'json' };
import nbGroups from '../catalogs/nb/groups.json' with { type: 'json' };
import nbMarket from '../catalogs/nb/market.json' with { type: 'json' };
import nbPlatform from '../catalogs/nb/platform.json' with { type: 'json' };
import nbPortfolio from '../catalogs/nb/portfolio.json' with { type: 'json' };
import nbRoutes from '../catalogs/nb/routes.json' with { type: 'json' };
import nbWorldmap from '../catalogs/nb/worldmap.json' with { type: 'json' };
import svAuth from '../catalogs/sv/auth.json' with { type: 'json' };
import svCommon from '../catalogs/sv/common.json' with { type: 'json' };
import svCommunity from '../catalogs/sv/community.json' with { type: 'json' };
import svErrors from '../catalogs/sv/errors.json' with { type: 'json' };
import svFeed from '../catalogs/sv/feed.json' with { type: 'json' };
import svGroups from '../catalogs/sv/groups.json' with { type: 'json' };
import svMarket from '../catalogs/sv/market.json' with { type: 'json' };
import svPlatform from '../catalogs/sv/platform.json' with { type: 'json' };
import svPortfolio from '../catalogs/sv/portfolio.json' with { type: 'json' };
import svRoutes from '../catalogs/sv/routes.json' with { type: 'json' };
import svWorldmap from '../catalogs/sv/worldmap.json' with { type: 'json' };

/** The English catalogs define the keys; every other language must have exactly the same ones. */
export const defaultNamespace = 'common';
export const namespaces = [
  'common',
  'auth',
  'errors',
  'routes',
  'community',
  'market',
  'groups',
  'feed',
  'portfolio',
  'worldmap',
  'platform',
] as const;
export type Namespace = (typeof namespaces)[number];

export const englishResources = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  routes: enRoutes,
  community: enCommunity,
  feed: enFeed,
  market: enMarket,
  groups: enGroups,
  portfolio: enPortfolio,
  platform: enPlatform,
  worldmap: enWorldmap,
};
export type Resources = typeof englishResources;

export const resources: Record<Language, Record<Namespace, unknown>> = {
  en: englishResources,
  sv: {
    common: svCommon,
    auth: svAuth,
    errors: svErrors,
    routes: svRoutes,
    community: svCommunity,
    feed: svFeed,
    market: svMarket,
    groups: svGroups,
    portfolio: svPortfolio,
    platform: svPlatform,
    worldmap: svWorldmap,
  },
  nb: {
    common: nbCommon,
    auth: nbAuth,
    errors: nbErrors,
    routes: nbRoutes,
    community: nbCommunity,
    feed: nbFeed,
    market: nbMarket,
    groups: nbGroups,
    portfolio: nbPortfolio,
    platform: nbPlatform,
    worldmap: nbWorldmap,
  },
  da: {
    common: daCommon,
    auth: daAuth,
    errors: daErrors,
    routes: daRoutes,
    community: daCommunity,
    feed: daFeed,
    market: daMarket,
    groups: daGroups,
    portfolio: daPortfolio,
    platform: daPlatform,
    worldmap: daWorldmap,
  },
  fi: {
    common: fiCommon,
    auth: fiAuth,
    errors: fiErrors,
    routes: fiRoutes,
    community: fiCommunity,
    feed: fiFeed,
    market: fiMarket,
    groups: fiGroups,
    portfolio: fiPortfolio,
    platform: fiPlatform,
    worldmap: fiWorldmap,
  },
  de: {
    common: deCommon,
    auth: deAuth,
    errors: deErrors,
    routes: deRoutes,
    community: deCommunity,
    feed: deFeed,
    market: deMarket,
    groups: deGroups,
    portfolio: dePortfolio,
    platform: dePlatform,
    worldmap: deWorldmap,
  },
};

export { LANGUAGES };

/** Every key of a catalog as a dotted path, for parity checks. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}
