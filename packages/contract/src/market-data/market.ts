import { API_ACCOUNT_TYPES, MARKET_INDICATOR_KINDS, SECTORS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { int4Id } from '../input.ts';
import {
  HISTORY_RANGES,
  HISTORY_RESOLUTIONS,
  INSTRUMENT_LISTS,
  LIST_COUNTRIES,
  LIST_MAX_PAGE_SIZE,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  MARKET_COUNTRIES,
  MARKET_STATUSES,
  NEWS_MAX_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  QUOTES_MAX_IDS,
  TRADES_MAX_PAGE_SIZE,
  TRADES_PAGE_SIZE,
} from './market-values.ts';

/**
 * The market calls of the brokerage API (api.md, Brokerage and site): quotes, price history, latest
 * trades, key figures and cost info of an instrument; the market overview per country, market
 * indicators, news and the eleven instrument lists (spec section 2, Market and discovery). Every call
 * is public. Prices come from Havn's deterministic market simulator; they are decimal strings.
 */

export const MARKET_API = '/api/market/v1';

const isoTime = z.string().describe('ISO 8601, UTC');
const localDate = z.string().describe("YYYY-MM-DD, the trading day in the market's own time zone");
const decimal = z.string().describe('a decimal number as a string (never a float)');

export const marketInstrumentParams = z.object({
  instrumentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The price of an instrument now, with the day's figures. */
export const quoteSchema = z.object({
  instrumentId: z.number().int(),
  currency: z.string(),
  last: decimal,
  bid: decimal,
  ask: decimal,
  /** The close the change is measured from. */
  previousClose: decimal,
  change: decimal,
  /** In percent, two decimals. */
  changePercent: decimal,
  /** The figures of the latest trading day that has begun. */
  dayOpen: decimal,
  dayHigh: decimal,
  dayLow: decimal,
  volume: z.number().int(),
  turnover: decimal,
  marketOpen: z.boolean(),
  marketStatus: z.enum(MARKET_STATUSES),
  time: isoTime,
});
export type QuoteView = z.infer<typeof quoteSchema>;

export const listInstrumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  isin: z.string(),
  type: z.string(),
  market: z.string(),
  country: z.string(),
  currency: z.string(),
  sector: z.string(),
  tradable: z.boolean(),
  lotSize: z.number().int(),
  slug: z.string(),
});

/** One row of a list, the overview's movers and most traded: the instrument and its quote. */
export const instrumentQuoteSchema = z.object({ instrument: listInstrumentSchema, quote: quoteSchema });
export type InstrumentQuoteView = z.infer<typeof instrumentQuoteSchema>;

export const marketQuotes = endpoint({
  method: 'GET',
  path: `${MARKET_API}/quotes`,
  summary: 'Quotes of instruments by id, in the order asked; unknown ids are left out',
  tags: ['market'],
  auth: 'public',
  apiKey: 'READ',
  query: z.object({
    ids: z
      .string()
      .max(3000)
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'comma-separated instrument ids')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .pipe(z.array(int4Id).min(1).max(QUOTES_MAX_IDS)),
  }),
  success: { status: 200, body: z.object({ quotes: z.array(quoteSchema) }) },
  errors: [],
});

export const pricePointSchema = z.object({
  time: isoTime,
  date: localDate,
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: z.number().int(),
});

export const instrumentPriceHistory = endpoint({
  method: 'GET',
  path: `${MARKET_API}/instruments/:instrumentId/history`,
  summary:
    'Price history: intraday points for 1d (5 minutes) and 1w (30 minutes), daily bars otherwise; funds are priced once a day',
  tags: ['market'],
  auth: 'public',
  params: marketInstrumentParams,
  query: z.object({ range: z.enum(HISTORY_RANGES).default('1d') }),
  success: {
    status: 200,
    body: z.object({
      instrumentId: z.number().int(),
      currency: z.string(),
      range: z.enum(HISTORY_RANGES),
      resolution: z.enum(HISTORY_RESOLUTIONS),
      /** The baseline of a 1d chart: the close before the first point. */
      previousClose: decimal.nullable(),
      points: z.array(pricePointSchema),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const tradeSchema = z.object({
  id: z.string(),
  time: isoTime,
  price: decimal,
  volume: z.number().int(),
});

export const instrumentLatestTrades = endpoint({
  method: 'GET',
  path: `${MARKET_API}/instruments/:instrumentId/trades`,
  summary: 'The latest trades of an instrument, newest first (funds have none)',
  tags: ['market'],
  auth: 'public',
  params: marketInstrumentParams,
  query: z.object({
    limit: z.coerce.number().int().min(1).max(TRADES_MAX_PAGE_SIZE).default(TRADES_PAGE_SIZE),
  }),
  success: {
    status: 200,
    body: z.object({ instrumentId: z.number().int(), currency: z.string(), trades: z.array(tradeSchema) }),
  },
  errors: ['NOT_FOUND'],
});

/** The depth of an order book each side: the best five price levels (api.md). */
export const ORDER_BOOK_LEVELS = 5;

const bookLevelSchema = z.object({ price: decimal, volume: z.number().int() });

export const instrumentOrderBook = endpoint({
  method: 'GET',
  path: `${MARKET_API}/instruments/:instrumentId/order-book`,
  summary:
    'The order book of an instrument: the best five price levels each side, best first (funds, priced once a day, have none)',
  tags: ['market'],
  auth: 'public',
  params: marketInstrumentParams,
  success: {
    status: 200,
    body: z.object({
      instrumentId: z.number().int(),
      currency: z.string(),
      bids: z.array(bookLevelSchema),
      asks: z.array(bookLevelSchema),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const instrumentKeyFigures = endpoint({
  method: 'GET',
  path: `${MARKET_API}/instruments/:instrumentId/key-figures`,
  summary:
    'Key figures: market cap, P/E, dividend yield, 52-week high and low, volatility; `simulatedFields` names the invented ones',
  tags: ['market'],
  auth: 'public',
  params: marketInstrumentParams,
  success: {
    status: 200,
    body: z.object({
      instrumentId: z.number().int(),
      currency: z.string(),
      asOf: isoTime,
      last: decimal,
      marketCap: decimal.nullable(),
      sharesOutstanding: z.number().int().nullable(),
      peRatio: decimal.nullable(),
      /** Percent. */
      dividendYield: decimal.nullable(),
      high52w: decimal,
      low52w: decimal,
      /** Annualised standard deviation of daily returns over the last year, in percent. */
      volatility: decimal,
      /** For leveraged products: how many times the underlying's daily move. */
      leverage: decimal.nullable(),
      /** Percent a year, for funds and ETFs. */
      ongoingCharge: decimal.nullable(),
      /**
       * Fields made up by the simulator (there is no company behind them). The rest is computed from the
       * simulated prices.
       */
      simulatedFields: z.array(z.string()),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const costScheduleSchema = z.object({
  accountType: z.enum(API_ACCOUNT_TYPES),
  /** Whose account type (ISO alpha-2, upper case): a DEPOT differs by country; null: every other country's depot. */
  country: z.string().length(2).nullable(),
  accountCurrency: z.string(),
  commissionClass: z.string(),
  /** Commission in percent of the order value. */
  commissionRate: decimal,
  /** The least commission of an order, in the account currency. */
  minimumCommission: decimal,
  /**
   * Units of the account currency one unit of the instrument's currency costs: an order in another
   * currency is converted at this rate. Null when the currencies match.
   */
  fxRate: decimal.nullable(),
});

export const instrumentCostInfo = endpoint({
  method: 'GET',
  path: `${MARKET_API}/instruments/:instrumentId/cost-info`,
  summary: 'The fee schedule of an instrument for every account type',
  tags: ['market'],
  auth: 'public',
  params: marketInstrumentParams,
  success: {
    status: 200,
    body: z.object({
      instrumentId: z.number().int(),
      instrumentType: z.string(),
      market: z.string(),
      currency: z.string(),
      /** Percent a year for funds and ETFs (simulated); null for others. */
      ongoingCharge: decimal.nullable(),
      schedules: z.array(costScheduleSchema),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const indicatorQuoteSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  kind: z.enum(MARKET_INDICATOR_KINDS),
  value: decimal,
  previousClose: decimal,
  change: decimal,
  changePercent: decimal,
  marketOpen: z.boolean(),
  time: isoTime,
});
export type IndicatorQuoteView = z.infer<typeof indicatorQuoteSchema>;

export const marketOverview = endpoint({
  method: 'GET',
  path: `${MARKET_API}/overview/:country`,
  summary: "A country's market: its indices, the day's top movers up and down, the most traded stocks",
  tags: ['market'],
  auth: 'public',
  params: z.object({ country: z.enum(MARKET_COUNTRIES) }),
  success: {
    status: 200,
    body: z.object({
      country: z.enum(MARKET_COUNTRIES),
      market: z.string(),
      marketOpen: z.boolean(),
      marketStatus: z.enum(MARKET_STATUSES),
      time: isoTime,
      indices: z.array(indicatorQuoteSchema),
      gainers: z.array(instrumentQuoteSchema),
      losers: z.array(instrumentQuoteSchema),
      mostTraded: z.array(instrumentQuoteSchema),
    }),
  },
  errors: [],
});

export const marketIndicatorDetail = endpoint({
  method: 'GET',
  path: `${MARKET_API}/indicators/:symbol`,
  summary: 'A market indicator (index, FX rate, commodity): its value, change and history',
  tags: ['market'],
  auth: 'public',
  params: z.object({ symbol: z.string().min(1).max(20) }),
  query: z.object({ range: z.enum(HISTORY_RANGES).default('1m') }),
  success: {
    status: 200,
    body: indicatorQuoteSchema.extend({
      range: z.enum(HISTORY_RANGES),
      resolution: z.enum(HISTORY_RESOLUTIONS),
      points: z.array(z.object({ time: isoTime, date: localDate, value: decimal })),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const NEWS_KINDS = ['MARKET_WRAP', 'PRICE_MOVE', 'REPORT'] as const;

/** A stock as a news story names it, with its move on the day in percent (signed, two decimals). */
const newsStock = z.object({ instrumentId: z.number().int(), name: z.string(), move: decimal });

/**
 * What a news item says, as facts (figures as decimal strings), so a client words it in its reader's
 * language; `headline` and `body` are the same story in English. `dayEnd` is how a day ends: CLOSE
 * where exchanges keep their hours, DAY_END in the always-open demo, where no market ever closes.
 */
export const newsStorySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('MARKET_WRAP'),
    dayEnd: z.enum(['CLOSE', 'DAY_END']),
    exchange: z.string(),
    index: z.object({ name: z.string(), close: decimal, move: decimal }),
    best: newsStock,
    worst: newsStock,
  }),
  z.object({
    kind: z.literal('PRICE_MOVE'),
    stock: newsStock,
    exchange: z.string(),
    close: decimal,
    currency: z.string(),
    sector: z.string(),
  }),
  z.object({
    kind: z.literal('REPORT'),
    dayEnd: z.enum(['CLOSE', 'DAY_END']),
    stock: newsStock,
    exchange: z.string(),
    close: decimal,
    currency: z.string(),
    /** A year-end report is for `year`; an interim report for `quarter` of `year`. */
    report: z.enum(['YEAR_END', 'INTERIM']),
    year: z.number().int(),
    quarter: z.number().int().min(1).max(3).nullable(),
  }),
]);
export type NewsStoryView = z.infer<typeof newsStorySchema>;

export const newsItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NEWS_KINDS),
  time: isoTime,
  /** The story in English; `story` holds its facts for other languages. */
  headline: z.string(),
  /** Paragraphs. */
  body: z.array(z.string()),
  story: newsStorySchema,
  country: z.string(),
  instrumentIds: z.array(z.number().int()),
  /** Always true: the simulator writes these from its own prices and calendar; nothing here happened. */
  fictional: z.literal(true),
});
export type NewsItemView = z.infer<typeof newsItemSchema>;

export const marketNews = endpoint({
  method: 'GET',
  path: `${MARKET_API}/news`,
  summary:
    'Market news, newest first: generated, clearly fictional items about simulated price moves and reports. With newsId, that one item',
  tags: ['market'],
  auth: 'public',
  query: z.object({
    newsId: z
      .string()
      .max(60)
      .regex(/^[a-z]+-[a-z0-9]+-\d{8}$/)
      .optional(),
    instrumentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    country: z.enum(MARKET_COUNTRIES).optional(),
    limit: z.coerce.number().int().min(1).max(NEWS_MAX_PAGE_SIZE).default(NEWS_PAGE_SIZE),
  }),
  success: { status: 200, body: z.object({ items: z.array(newsItemSchema) }) },
  errors: ['NOT_FOUND'],
});

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const marketInstrumentList = endpoint({
  method: 'GET',
  path: `${MARKET_API}/lists/:list`,
  summary: 'One of the eleven instrument lists with quotes: sorted, filtered and paged',
  tags: ['market'],
  auth: 'public',
  params: z.object({ list: z.enum(INSTRUMENT_LISTS) }),
  query: z.object({
    sort: z.enum(LIST_SORTS).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** An exchange's MIC: XSTO, XOSL, XHEL, XCSE, XNYS, XNAS. */
    market: z
      .string()
      .regex(/^[A-Z]{4}$/)
      .optional(),
    country: z.enum(LIST_COUNTRIES).optional(),
    /** A sector's code (`SECTORS`: 'Industrials', 'Health Care', …), not its localized name. */
    sector: z.enum(SECTORS).optional(),
    tradable: booleanQuery.optional(),
    limit: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  success: {
    status: 200,
    body: z.object({
      list: z.enum(INSTRUMENT_LISTS),
      total: z.number().int(),
      items: z.array(instrumentQuoteSchema),
    }),
  },
  errors: [],
});

/** The market calls of the brokerage API (api.md, Brokerage and site). */
export const marketFxRate = endpoint({
  method: 'GET',
  path: `${MARKET_API}/fx`,
  summary:
    'The live FX rate between two currencies: what an order placed now is converted at (a foreign buy reserves FX_RESERVATION_BUFFER_PERCENT more)',
  tags: ['market'],
  auth: 'public',
  query: z.object({ from: z.string().regex(/^[A-Z]{3}$/), to: z.string().regex(/^[A-Z]{3}$/) }),
  success: {
    status: 200,
    body: z.object({
      from: z.string(),
      to: z.string(),
      /** Units of `to` one unit of `from` buys. */
      rate: decimal,
      time: isoTime,
    }),
  },
  errors: ['UNKNOWN_CURRENCY'],
});

export const marketApi = {
  quotes: marketQuotes,
  priceHistory: instrumentPriceHistory,
  latestTrades: instrumentLatestTrades,
  orderBook: instrumentOrderBook,
  keyFigures: instrumentKeyFigures,
  costInfo: instrumentCostInfo,
  overview: marketOverview,
  indicator: marketIndicatorDetail,
  news: marketNews,
  list: marketInstrumentList,
  fxRate: marketFxRate,
} as const;
