/** Plain values of the market calls, without zod: the web imports them at run time (`@havn/contract/web`). */

export const MARKET_COUNTRIES = ['se', 'no', 'fi', 'dk'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

/** OPEN: orders trade now; CLOSED: outside trading hours or a weekend; DOWNTIME: the nightly downtime. */
export const MARKET_STATUSES = ['OPEN', 'CLOSED', 'DOWNTIME'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** Chart ranges: 1d and 1w are intraday points, the rest daily bars. */
export const HISTORY_RANGES = ['1d', '1w', '1m', '3m', '1y', '3y', 'max'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const HISTORY_RESOLUTIONS = ['MINUTE_5', 'MINUTE_30', 'DAY'] as const;

/** The eleven instrument lists of the route catalogue, by their path word. */
export const INSTRUMENT_LISTS = [
  'stocks',
  'etfs',
  'funds',
  'investment-funds',
  'certificates',
  'bull-bear',
  'trackers',
  'mini-futures',
  'unlimited-turbos',
  'warrants',
  'options',
] as const;
export type InstrumentList = (typeof INSTRUMENT_LISTS)[number];
export const LIST_SORTS = ['name', 'last', 'change', 'turnover'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_PAGE_SIZE = 50;
export const LIST_MAX_PAGE_SIZE = 200;
/** Lists filter by the exchange's country; `us` is NYSE and Nasdaq. */
export const LIST_COUNTRIES = ['se', 'no', 'fi', 'dk', 'us'] as const;

export const QUOTES_MAX_IDS = 200;
export const TRADES_PAGE_SIZE = 20;
export const TRADES_MAX_PAGE_SIZE = 100;
export const NEWS_PAGE_SIZE = 20;
export const NEWS_MAX_PAGE_SIZE = 50;
