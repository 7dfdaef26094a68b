import type { HistoryRange, MarketStatus } from '@havn/contract';
import type { CashPerShare, CorporateActionType } from '@havn/domain/broker/index';
import type { MarketHoursMode } from './trading-hours.ts';

/** The price of an instrument now. Prices are decimal strings, never floats. */
export interface Quote {
  instrumentId: number;
  last: string;
  bid: string;
  ask: string;
  currency: string;
  /** Change since the previous close, in percent, as a decimal string. */
  changePercent: string;
  time: Date;
  /** Whether the instrument's market is open for trading at `time`. */
  open: boolean;
  /** OPEN, CLOSED (outside hours, weekend) or DOWNTIME (the broker's nightly downtime). */
  marketStatus: MarketStatus;
  /** The close the change is measured from, and the change in the instrument's currency. */
  previousClose: string;
  change: string;
  /** The figures of the latest trading day that has begun (a fund: its latest NAV). */
  dayOpen: string;
  dayHigh: string;
  dayLow: string;
  volume: number;
  turnover: string;
}

/** A bar of a chart: a day (daily ranges) or an interval ending at `time` (intraday ranges). */
export interface PricePoint {
  time: Date;
  /** The trading day in the market's own time zone, YYYY-MM-DD. */
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

export interface PriceHistory {
  resolution: 'MINUTE_5' | 'MINUTE_30' | 'DAY';
  /** The baseline of a 1d chart (the close before the first point); null for the other ranges. */
  previousClose: string | null;
  points: PricePoint[];
}

export interface DailyClose {
  date: string;
  close: string;
}

/** One price level of an order book: the price and the volume resting at it. */
export interface BookLevel {
  price: string;
  volume: number;
}

/** An instrument's order book, best first on each side; funds (priced once a day) have none. */
export interface OrderBook {
  bids: BookLevel[];
  asks: BookLevel[];
}

export interface Trade {
  id: string;
  time: Date;
  price: string;
  volume: number;
}

export interface IndicatorQuote {
  symbol: string;
  name: string;
  country: string | null;
  kind: 'INDEX' | 'FX' | 'COMMODITY';
  value: string;
  previousClose: string;
  change: string;
  changePercent: string;
  marketOpen: boolean;
  time: Date;
}

/** Company and product figures a feed would deliver; the simulator invents them and says which. */
export interface Fundamentals {
  sharesOutstanding: number | null;
  peRatio: string | null;
  /** Percent. */
  dividendYield: string | null;
  /** Percent a year. */
  ongoingCharge: string | null;
  leverage: string | null;
  simulatedFields: string[];
}

/**
 * A corporate action as the market announces it (a custodian's or a data vendor's feed). Dates are
 * calendar days in the instrument's market; `cashPerShare` is a dividend's amount or a tender offer's
 * price.
 */
export interface CorporateActionNotice {
  eventId: string;
  type: CorporateActionType;
  instrumentId: number;
  announcedAt: Date;
  exDate: string | null;
  recordDate: string;
  payDate: string | null;
  /** The last moment an answer is taken (elective events); null when none is asked for. */
  deadline: Date | null;
  cashPerShare: CashPerShare | null;
}

/**
 * Where prices come from: the deterministic simulator (simulated-provider.ts) by default, a real feed
 * later. Orders, portfolios, alerts and the market endpoints read prices only through this interface.
 * Unknown instrument ids are left out of maps and answer null.
 */
export interface MarketDataProvider {
  /**
   * `always` (the demo): every market trades around the clock, so nothing may say a market closed;
   * `real`: the exchanges' hours. Status, charts and news all read this one setting.
   */
  readonly hours: MarketHoursMode;
  quotes(instrumentIds: readonly number[]): Promise<Map<number, Quote>>;
  history(instrumentId: number, range: HistoryRange): Promise<PriceHistory | null>;
  /**
   * Closes of finished trading days (a fund: its NAVs) from `from` to `to`, oldest first: the daily
   * value history of portfolios and the ratings job read these.
   */
  dailyCloses(instrumentIds: readonly number[], from: Date, to: Date): Promise<Map<number, DailyClose[]>>;
  /** The latest trades, newest first; funds have none. */
  latestTrades(instrumentId: number, limit: number): Promise<Trade[] | null>;
  /** The best `levels` price levels each side; null for an unknown instrument. */
  orderBook(instrumentId: number, levels: number): Promise<OrderBook | null>;
  fundamentals(instrumentId: number): Promise<Fundamentals | null>;
  /** The corporate actions announced by now whose record date is from `from` to `to` (YYYY-MM-DD). */
  corporateActions(from: string, to: string): Promise<CorporateActionNotice[]>;
  /** Market indicators (indices, FX rates, commodities), all or the given symbols, by symbol. */
  indicators(symbols?: readonly string[]): Promise<IndicatorQuote[]>;
  indicatorHistory(symbol: string, range: HistoryRange): Promise<PriceHistory | null>;
  /** An indicator's closes of finished trading days from `from` to `to`, oldest first. */
  indicatorCloses(symbol: string, from: Date, to: Date): Promise<DailyClose[] | null>;
  /** How many units of `to` one unit of `from` buys now (6 decimals); null for an unknown currency. */
  fxRate(from: string, to: string): Promise<string | null>;
  /** Whether a market (a MIC: XSTO, XNYS…) trades now; `daily` asks about funds on that market. */
  marketStatus(market: string, pricing?: 'continuous' | 'daily'): MarketStatus;
  close(): Promise<void>;
}
