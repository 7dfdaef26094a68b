import { defineRoute, type Localized, NUMERIC, path } from '../define-route.ts';

const WATCHLIST: Localized = {
  en: 'watchlist',
  se: 'bevakningslista',
  no: 'overvåkningsliste',
  dk: 'overvågningsliste',
  fi: 'seurantalista',
  de: 'beobachtungsliste',
};

const SHARED: Localized = { en: 'shared', se: 'delad', no: 'delt', dk: 'delt', fi: 'jaettu', de: 'geteilt' };

/** Where shared lists lived before they moved under the watchlist. */
const LEGACY_SHARED_LIST: Localized = {
  en: 'shared list',
  se: 'delad lista',
  no: 'delt liste',
  dk: 'delt liste',
  fi: 'jaettu lista',
  de: 'geteilte liste',
};

const PRICE_ALERTS: Localized = {
  en: 'price alerts',
  se: 'prislarm',
  no: 'kursvarsler',
  dk: 'kursalarmer',
  fi: 'hintahälytykset',
  de: 'kursalarme',
};

const SEARCH: Localized = { en: 'search', se: 'sök', no: 'søk', dk: 'søg', fi: 'haku', de: 'suche' };

const lists = { section: 'Watchlists and search', team: 'market', sitemap: false } as const;

export const WATCHLIST_ROUTES = [
  defineRoute({
    id: 'watchlist',
    ...lists,
    status: 'live',
    auth: true,
    paths: path(WATCHLIST, '{listId?}'),
    params: { listId: NUMERIC },
  }),
  // Shared lists are read by whoever holds the link, logged in or not.
  defineRoute({
    id: 'shared-list',
    ...lists,
    status: 'live',
    auth: false,
    paths: path(WATCHLIST, SHARED, '{listId}'),
    // Watchlist ids are opaque (UUIDs today); only the legacy shared links carried numbers.
    params: {},
  }),
  defineRoute({
    id: 'shared-list-old',
    ...lists,
    auth: false,
    paths: path(LEGACY_SHARED_LIST, '{listId}'),
    params: { listId: NUMERIC },
  }),
  defineRoute({
    id: 'shared-list-by-owner-old',
    ...lists,
    auth: false,
    paths: path(WATCHLIST, SHARED, '{ownerId}', '{listId}'),
    params: { ownerId: NUMERIC, listId: NUMERIC },
  }),
  defineRoute({ id: 'price-alerts', ...lists, status: 'live', auth: true, paths: path(PRICE_ALERTS) }),
  // Wildcard: everything after /search is the query, slashes included.
  defineRoute({ id: 'search', ...lists, status: 'live', auth: false, paths: path(SEARCH, '{*query?}') }),
] as const;
