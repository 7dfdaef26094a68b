import type { SiteId } from '@havn/domain';
import { defineRoute, type Localized, oneOf, path } from '../define-route.ts';
import type { Route } from '../route.ts';
import { FUNDS, INSTRUMENTS, MARKET } from './words.ts';

const NEWS: Localized = {
  en: 'news',
  se: 'nyheter',
  no: 'nyheter',
  dk: 'nyheder',
  fi: 'uutiset',
  de: 'nachrichten',
};

const INDICATORS: Localized = {
  en: 'indicators',
  se: 'indikatorer',
  no: 'indikatorer',
  dk: 'indikatorer',
  fi: 'indikaattorit',
  de: 'indikatoren',
};

/** The prefix the lists lived under before they moved up to `/market/{list}`. */
const LEGACY_LISTS: Localized = {
  en: 'lists',
  se: 'listor',
  no: 'lister',
  dk: 'lister',
  fi: 'listat',
  de: 'listen',
};

const market = { section: 'Market and discovery', team: 'market', auth: false } as const;

/** A list page and its legacy `_OLD` route; only the current one is worth a sitemap entry. */
function instrumentList<const Name extends string>(
  name: Name,
  words: Localized,
  sites?: readonly SiteId[],
): readonly [Route<`${Name}-list`>, Route<`${Name}-list-old`>] {
  const id = `${name}-list` as const;
  const legacyId = `${name}-list-old` as const;
  return [
    defineRoute({ id, ...market, status: 'live', sitemap: true, sites, paths: path(MARKET, words) }),
    defineRoute({ id: legacyId, ...market, sitemap: false, sites, paths: path(MARKET, LEGACY_LISTS, words) }),
  ];
}

export const MARKET_ROUTES = [
  defineRoute({
    id: 'market-overview',
    ...market,
    status: 'live',
    sitemap: true,
    paths: path(MARKET, '{country?}'),
    params: { country: oneOf('se', 'no', 'fi', 'dk') },
  }),
  defineRoute({
    id: 'market-news',
    ...market,
    status: 'live',
    sitemap: true,
    paths: path(MARKET, NEWS, '{newsId?}'),
  }),
  defineRoute({
    id: 'instruments',
    ...market,
    status: 'live',
    sitemap: true,
    paths: path(MARKET, INSTRUMENTS),
  }),
  defineRoute({
    id: 'market-indicator',
    ...market,
    status: 'live',
    sitemap: false,
    paths: path(MARKET, INDICATORS, '{name}'),
  }),
  ...instrumentList('stock', {
    en: 'stocks',
    se: 'aktier',
    no: 'aksjer',
    dk: 'aktier',
    fi: 'osakkeet',
    de: 'aktien',
  }),
  ...instrumentList('etf', {
    en: 'etfs',
    se: 'börshandlade fonder',
    no: 'børshandlede fond',
    dk: 'børshandlede fonde',
    fi: 'pörssinoteeratut rahastot',
    de: 'börsengehandelte fonds',
  }),
  ...instrumentList('fund', FUNDS),
  // "investment funds (dk only)": the Danish investeringsforeninger.
  ...instrumentList(
    'investment-fund',
    {
      en: 'investment funds',
      se: 'investeringsfonder',
      no: 'investeringsfond',
      dk: 'investeringsforeninger',
      fi: 'sijoitusyhdistykset',
      de: 'investmentfonds',
    },
    ['dk'],
  ),
  ...instrumentList('certificate', {
    en: 'certificates',
    se: 'certifikat',
    no: 'sertifikater',
    dk: 'certifikater',
    fi: 'sertifikaatit',
    de: 'zertifikate',
  }),
  // Product names that every language keeps in English.
  ...instrumentList('bull-bear', {
    en: 'bull bear',
    se: 'bull bear',
    no: 'bull bear',
    dk: 'bull bear',
    fi: 'bull bear',
    de: 'bull bear',
  }),
  ...instrumentList('tracker', {
    en: 'trackers',
    se: 'trackers',
    no: 'trackere',
    dk: 'trackere',
    fi: 'trackerit',
    de: 'tracker',
  }),
  ...instrumentList('mini-future', {
    en: 'mini futures',
    se: 'minifutures',
    no: 'mini futures',
    dk: 'mini futures',
    fi: 'minifutuurit',
    de: 'mini futures',
  }),
  ...instrumentList('unlimited-turbo', {
    en: 'unlimited turbos',
    se: 'unlimited turbos',
    no: 'unlimited turbos',
    dk: 'unlimited turbos',
    fi: 'unlimited turbot',
    de: 'unlimited turbos',
  }),
  ...instrumentList('warrant', {
    en: 'warrants',
    se: 'warranter',
    no: 'warranter',
    dk: 'warrants',
    fi: 'warrantit',
    de: 'optionsscheine',
  }),
  ...instrumentList('option', {
    en: 'options',
    se: 'optioner',
    no: 'opsjoner',
    dk: 'optioner',
    fi: 'optiot',
    de: 'optionen',
  }),
] as const;
