import type { HistoryRange } from '@havn/contract';
import { Decimal } from 'decimal.js';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { simulatedDividends } from './dividends.ts';
import { simulatedFundamentals } from './fundamentals.ts';
import { type IndicatorFacts, type IndicatorProfile, indicatorProfile } from './indicator-profile.ts';
import { type InstrumentFacts, type InstrumentProfile, instrumentProfile } from './instrument-profile.ts';
import {
  allIndicators,
  allInstruments,
  type IndicatorRow,
  type InstrumentRow,
  indicatorsBySymbols,
  instrumentsByIds,
} from './market-repo.ts';
import { buildHistory, dateOfBusinessDay } from './price-history.ts';
import { hashKeys, STREAMS, uniformAt } from './prng.ts';
import type {
  BookLevel,
  CorporateActionNotice,
  DailyClose,
  Fundamentals,
  IndicatorQuote,
  MarketDataProvider,
  OrderBook,
  PriceHistory,
  Quote,
  Trade,
} from './provider.ts';
import { DEFAULT_SIMULATOR_SEED, MarketSimulator, type SeriesSpec, type SimSnapshot } from './simulator.ts';
import { bidAsk, formatPrice, type TickRule, tickSize, toTick } from './ticks.ts';
import {
  businessDayOf,
  exchangeOpen,
  type MarketHoursMode,
  marketStatusAt,
  sessionOf,
  tradingHoursOf,
} from './trading-hours.ts';

/**
 * The market simulator behind the MarketDataProvider interface. Prices are computed on demand from
 * (seed, instrument, time), never stored: see simulator.ts. The instrument and indicator reference
 * data is read from the database once and kept (it is the shipped universe; an unknown id makes it
 * read again, at most every few seconds).
 */

interface InstrumentEntry {
  id: number;
  facts: InstrumentFacts;
  country: string;
  lotSize: number;
  profile: InstrumentProfile;
}

interface IndicatorEntry {
  name: string;
  facts: IndicatorFacts;
  profile: IndicatorProfile;
}

/** The FX indicators cross rates are computed from: every currency of the universe against SEK or EUR. */
const FX_SYMBOLS = ['USDSEK', 'EURSEK', 'EURNOK', 'EURDKK'] as const;
const DAY_MS = 86_400_000;

/** Finished days a series keeps its closes of (a valuation looks back ten calendar days). */
const RECENT_CLOSE_DAYS = 16;

export interface SimulatedMarketDataOptions {
  hours: MarketHoursMode;
  seed?: string;
}

function percent(change: Decimal, base: Decimal): string {
  return base.isZero() ? '0.00' : change.div(base).times(100).toFixed(2);
}

export class SimulatedMarketData implements MarketDataProvider {
  readonly simulator: MarketSimulator;
  readonly hours: MarketHoursMode;
  readonly #db: Db;
  readonly #clock: Clock;
  #instruments: Map<number, InstrumentEntry> | null = null;
  #indicators: Map<string, IndicatorEntry> | null = null;
  #loading: Promise<void> | null = null;
  /**
   * The closes of a series' last finished days, which never change once finished: what every valuation
   * of today looks back on (a portfolio read asks for the last ten days on each request).
   */
  readonly #recentCloses = new WeakMap<SeriesSpec, Map<number, Readonly<DailyClose>>>();
  /**
   * A series' latest quote in decimals, with the simulated prices it was made from: the price moves
   * in steps (a 5-second bucket of the simulator), so the requests of one step share the decimals'
   * rounding and formatting, which cost more than the simulation (about 80 µs a quote). Only the
   * day's volume, which grows with the clock, is worked out on every request.
   */
  readonly #latestQuotes = new WeakMap<SeriesSpec, LatestQuote>();

  constructor(db: Db, clock: Clock, options: SimulatedMarketDataOptions) {
    this.#db = db;
    this.#clock = clock;
    this.hours = options.hours;
    this.simulator = new MarketSimulator({
      seed: options.seed ?? DEFAULT_SIMULATOR_SEED,
      hours: options.hours,
    });
  }

  #now(): number {
    return this.#clock.now().getTime();
  }

  #instrumentEntry(row: InstrumentRow, rank: number): InstrumentEntry {
    return {
      id: row.id,
      facts: row,
      country: row.country,
      lotSize: row.lotSize,
      profile: instrumentProfile(row, rank),
    };
  }

  #indicatorEntry(row: IndicatorRow): IndicatorEntry {
    return { name: row.name, facts: row, profile: indicatorProfile(row) };
  }

  async #load(): Promise<void> {
    const rows = await allInstruments(this.#db);
    const indicatorRows = await allIndicators(this.#db);
    const stocksSeen = new Map<string, number>();
    const entries = new Map<number, InstrumentEntry>();
    for (const row of rows) {
      // A stock's rank among its exchange's stocks: the universe lists each index's members first.
      const rank = row.type === 'STOCK' ? (stocksSeen.get(row.market) ?? 0) : 0;
      if (row.type === 'STOCK') stocksSeen.set(row.market, rank + 1);
      entries.set(row.id, this.#instrumentEntry(row, rank));
    }
    this.#instruments = entries;
    this.#indicators = new Map(indicatorRows.map((row) => [row.symbol, this.#indicatorEntry(row)]));
  }

  /** The reference data, read once; later a lookup of what it lacks (an instrument added since). */
  async #loaded(): Promise<{
    instruments: Map<number, InstrumentEntry>;
    indicators: Map<string, IndicatorEntry>;
  }> {
    if (!this.#instruments || !this.#indicators) {
      this.#loading ??= this.#load().finally(() => {
        this.#loading = null;
      });
      await this.#loading;
    }
    return { instruments: this.#instruments!, indicators: this.#indicators! };
  }

  async #entries(ids: readonly number[]): Promise<Map<number, InstrumentEntry>> {
    const { instruments: cached } = await this.#loaded();
    const missing = ids.filter((id) => !cached.has(id));
    if (missing.length > 0) {
      const rows = await instrumentsByIds(this.#db, missing);
      for (const row of rows) {
        const rank = [...cached.values()].filter(
          (e) => e.facts.type === 'STOCK' && e.facts.market === row.market && e.id < row.id,
        ).length;
        cached.set(row.id, this.#instrumentEntry(row, row.type === 'STOCK' ? rank : 0));
      }
    }
    return cached;
  }

  async #entry(id: number): Promise<InstrumentEntry | null> {
    return (await this.#entries([id])).get(id) ?? null;
  }

  async #indicatorEntries(symbols?: readonly string[]): Promise<Map<string, IndicatorEntry>> {
    const { indicators: cached } = await this.#loaded();
    const missing = symbols?.filter((symbol) => !cached.has(symbol)) ?? [];
    if (missing.length > 0) {
      const rows = await indicatorsBySymbols(this.#db, missing);
      for (const row of rows) cached.set(row.symbol, this.#indicatorEntry(row));
    }
    return cached;
  }

  /** A quote of any series at `now`, in decimals on the series' tick grid. */
  #quoteOf(spec: SeriesSpec, rule: TickRule, spreadBasisPoints: number, now: number) {
    const snapshot = this.simulator.snapshot(spec, now);
    const { bar } = snapshot;
    const made = this.#latestQuotes.get(spec);
    const prices =
      made &&
      made.rule === rule &&
      made.spreadBasisPoints === spreadBasisPoints &&
      made.last === snapshot.last &&
      made.previousClose === snapshot.previousClose &&
      made.open === bar.open &&
      made.high === bar.high &&
      made.low === bar.low &&
      made.complete === bar.complete
        ? made
        : this.#madeQuote(spec, rule, spreadBasisPoints, snapshot);
    const volume = Math.round(bar.volume);
    return { ...prices.quote, volume, turnover: prices.mid.times(volume).toFixed(0) };
  }

  #madeQuote(
    spec: SeriesSpec,
    rule: TickRule,
    spreadBasisPoints: number,
    { last: lastPrice, previousClose: closePrice, bar }: SimSnapshot,
  ): LatestQuote {
    const last = toTick(rule, lastPrice);
    const previousClose = toTick(rule, closePrice);
    const dayOpen = toTick(rule, bar.open);
    const change = last.minus(previousClose);
    const { bid, ask } = bidAsk(rule, last, spreadBasisPoints);
    const made: LatestQuote = {
      rule,
      spreadBasisPoints,
      last: lastPrice,
      previousClose: closePrice,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      complete: bar.complete,
      mid: dayOpen.plus(last).div(2),
      quote: {
        last: formatPrice(rule, last),
        bid: formatPrice(rule, bid),
        ask: formatPrice(rule, ask),
        previousClose: formatPrice(rule, previousClose),
        change: change.toFixed(Math.max(last.decimalPlaces(), previousClose.decimalPlaces(), 2)),
        changePercent: percent(change, previousClose),
        dayOpen: formatPrice(rule, dayOpen),
        // The day's range includes the price now, whatever the rounding of the grid samples.
        dayHigh: formatPrice(rule, Decimal.max(toTick(rule, bar.high), bar.complete ? 0 : last)),
        dayLow: formatPrice(
          rule,
          bar.complete ? toTick(rule, bar.low) : Decimal.min(toTick(rule, bar.low), last),
        ),
      },
    };
    this.#latestQuotes.set(spec, made);
    return made;
  }

  async quotes(instrumentIds: readonly number[]): Promise<Map<number, Quote>> {
    const result = new Map<number, Quote>();
    if (instrumentIds.length === 0) return result;
    const entries = await this.#entries(instrumentIds);
    const now = this.#now();
    const time = new Date(now);
    for (const id of instrumentIds) {
      const entry = entries.get(id);
      if (!entry) continue;
      const { spec, tickRule, spreadBasisPoints } = entry.profile;
      const marketStatus = marketStatusAt(spec.hours, now, this.simulator.mode, spec.pricing);
      result.set(id, {
        instrumentId: id,
        currency: entry.facts.currency,
        ...this.#quoteOf(spec, tickRule, spreadBasisPoints, now),
        time,
        open: marketStatus === 'OPEN',
        marketStatus,
      });
    }
    return result;
  }

  async history(instrumentId: number, range: HistoryRange): Promise<PriceHistory | null> {
    const entry = await this.#entry(instrumentId);
    if (!entry) return null;
    return buildHistory(this.simulator, entry.profile.spec, entry.profile.tickRule, range, this.#now());
  }

  /** Closes of the finished business days from `from` to `to` (a fund: its NAVs). */
  #closes(spec: SeriesSpec, rule: TickRule, from: Date, to: Date, now: number): DailyClose[] {
    const first = businessDayOf(Math.floor(from.getTime() / DAY_MS));
    const lastDay = businessDayOf(Math.floor(Math.min(to.getTime(), now) / DAY_MS)).day;
    // The latest finished day: a fund's latest NAV, or the latest session that has closed.
    let finished = this.simulator.currentDay(spec, now);
    if (spec.pricing === 'continuous' && sessionOf(spec.hours, finished).closes > now) finished--;
    const closes: DailyClose[] = [];
    let recent = this.#recentCloses.get(spec);
    if (!recent || recent.size > 2 * RECENT_CLOSE_DAYS) {
      recent = new Map();
      this.#recentCloses.set(spec, recent);
    }
    for (let day = first.weekend ? first.day + 1 : first.day; day <= Math.min(lastDay, finished); day++) {
      const known = recent.get(day);
      if (known) {
        closes.push(known);
        continue;
      }
      const close = toTick(rule, Math.exp(this.simulator.logClose(spec, day)));
      const point = { date: dateOfBusinessDay(day), close: formatPrice(rule, close) };
      if (day > finished - RECENT_CLOSE_DAYS) recent.set(day, point);
      closes.push(point);
    }
    return closes;
  }

  async dailyCloses(
    instrumentIds: readonly number[],
    from: Date,
    to: Date,
  ): Promise<Map<number, DailyClose[]>> {
    const entries = await this.#entries(instrumentIds);
    const now = this.#now();
    const result = new Map<number, DailyClose[]>();
    for (const id of instrumentIds) {
      const entry = entries.get(id);
      if (entry) result.set(id, this.#closes(entry.profile.spec, entry.profile.tickRule, from, to, now));
    }
    return result;
  }

  async indicatorCloses(symbol: string, from: Date, to: Date): Promise<DailyClose[] | null> {
    const entry = (await this.#indicatorEntries([symbol])).get(symbol);
    return entry ? this.#closes(entry.profile.spec, entry.profile.tickRule, from, to, this.#now()) : null;
  }

  async latestTrades(instrumentId: number, limit: number): Promise<Trade[] | null> {
    const entry = await this.#entry(instrumentId);
    if (!entry) return null;
    const { spec, tickRule, tradeValue } = entry.profile;
    const lot = new Decimal(Math.max(1, entry.lotSize));
    return this.simulator.latestTrades(spec, this.#now(), limit).map((trade) => {
      const price = toTick(tickRule, trade.price);
      const lots = Decimal.max(1, new Decimal(tradeValue * trade.size).div(price.times(lot)).round());
      return {
        id: String(trade.bucket),
        time: new Date(trade.time),
        price: formatPrice(tickRule, price),
        volume: lots.times(lot).toNumber(),
      };
    });
  }

  /**
   * A book around the quote: levels one tick apart on the series' grid from the bid down and the ask
   * up, each with a volume of a few typical trades (more further out), drawn afresh each minute.
   */
  async orderBook(instrumentId: number, levels: number): Promise<OrderBook | null> {
    const entry = await this.#entry(instrumentId);
    if (!entry) return null;
    const { spec, tickRule, spreadBasisPoints, tradeValue } = entry.profile;
    if (spec.pricing === 'daily') return { bids: [], asks: [] };
    const now = this.#now();
    const quote = this.#quoteOf(spec, tickRule, spreadBasisPoints, now);
    const lot = Math.max(1, entry.lotSize);
    const minute = Math.floor(now / 60_000);
    const side = (best: string, direction: 1 | -1): BookLevel[] => {
      const book: BookLevel[] = [];
      let price = new Decimal(best);
      for (let level = 0; level < levels && price.gt(0); level++) {
        const draw = uniformAt(hashKeys(instrumentId, STREAMS.depth, minute, direction * (level + 1)));
        const value = Math.max(tradeValue, 1) * (0.5 + 3 * draw) * (1 + 0.5 * level);
        const lots = Math.max(1, Math.round(value / (price.toNumber() * lot)));
        book.push({ price: formatPrice(tickRule, price), volume: lots * lot });
        // Down across a level's bound the step is the lower level's tick (100.00 → 99.99).
        price =
          direction > 0
            ? price.plus(tickSize(tickRule, price))
            : price.minus(tickSize(tickRule, price.minus(tickSize(tickRule, price))));
      }
      return book;
    };
    return { bids: side(quote.bid, -1), asks: side(quote.ask, 1) };
  }

  async corporateActions(from: string, to: string): Promise<CorporateActionNotice[]> {
    const { instruments } = await this.#loaded();
    const now = this.#clock.now();
    return [...instruments.values()].flatMap((entry) =>
      simulatedDividends(
        { ...entry, fundamentals: simulatedFundamentals(entry.facts, entry.profile) },
        from,
        to,
      ).filter((notice) => notice.announcedAt.getTime() <= now.getTime()),
    );
  }

  async fundamentals(instrumentId: number): Promise<Fundamentals | null> {
    const entry = await this.#entry(instrumentId);
    return entry ? simulatedFundamentals(entry.facts, entry.profile) : null;
  }

  #indicatorQuote(entry: IndicatorEntry, now: number): IndicatorQuote {
    const { spec, tickRule } = entry.profile;
    const quote = this.#quoteOf(spec, tickRule, 0, now);
    return {
      symbol: entry.facts.symbol,
      name: entry.name,
      country: entry.facts.country,
      kind: entry.facts.kind,
      value: quote.last,
      previousClose: quote.previousClose,
      change: quote.change,
      changePercent: quote.changePercent,
      marketOpen: exchangeOpen(spec.hours, now, this.simulator.mode),
      time: new Date(now),
    };
  }

  async indicators(symbols?: readonly string[]): Promise<IndicatorQuote[]> {
    const entries = await this.#indicatorEntries(symbols);
    const now = this.#now();
    const wanted = symbols ? new Set(symbols) : null;
    return [...entries.values()]
      .filter((entry) => !wanted || wanted.has(entry.facts.symbol))
      .sort((a, b) => a.facts.symbol.localeCompare(b.facts.symbol))
      .map((entry) => this.#indicatorQuote(entry, now));
  }

  async indicatorHistory(symbol: string, range: HistoryRange): Promise<PriceHistory | null> {
    const entry = (await this.#indicatorEntries([symbol])).get(symbol);
    if (!entry) return null;
    return buildHistory(this.simulator, entry.profile.spec, entry.profile.tickRule, range, this.#now());
  }

  /**
   * The pair's rate from the FX indicators' latest values, each quoted on its own (an order asks for
   * one or two of them, not for every indicator's whole quote).
   */
  async fxRate(from: string, to: string): Promise<string | null> {
    if (from === to) return '1.000000';
    const entries = await this.#indicatorEntries(FX_SYMBOLS);
    const now = this.#now();
    const rate = (symbol: (typeof FX_SYMBOLS)[number]): Decimal | null => {
      const entry = entries.get(symbol);
      if (!entry) return null;
      const { spec, tickRule } = entry.profile;
      return new Decimal(this.#quoteOf(spec, tickRule, 0, now).last);
    };
    const inSek = (currency: string): Decimal | null => {
      if (currency === 'SEK') return new Decimal(1);
      if (currency === 'USD') return rate('USDSEK');
      if (currency === 'EUR') return rate('EURSEK');
      const perEur = currency === 'NOK' ? rate('EURNOK') : currency === 'DKK' ? rate('EURDKK') : null;
      const eurSek = perEur ? rate('EURSEK') : null;
      return eurSek && perEur ? eurSek.div(perEur) : null;
    };
    const base = inSek(from);
    const quote = inSek(to);
    return base && quote ? base.div(quote).toFixed(6) : null;
  }

  marketStatus(market: string, pricing: 'continuous' | 'daily' = 'continuous') {
    return marketStatusAt(tradingHoursOf(market), this.#now(), this.simulator.mode, pricing);
  }

  async close(): Promise<void> {}
}

export function simulatedMarketData(
  db: Db,
  clock: Clock,
  options: SimulatedMarketDataOptions,
): SimulatedMarketData {
  return new SimulatedMarketData(db, clock, options);
}

/** `#quoteOf`'s decimals for one set of simulated prices (the numbers they were made from beside them). */
interface LatestQuote {
  rule: TickRule;
  spreadBasisPoints: number;
  last: number;
  previousClose: number;
  open: number;
  high: number;
  low: number;
  complete: boolean;
  /** The middle of the day's open and the last price: the day's turnover is it times the volume. */
  mid: Decimal;
  quote: {
    last: string;
    bid: string;
    ask: string;
    previousClose: string;
    change: string;
    changePercent: string;
    dayOpen: string;
    dayHigh: string;
    dayLow: string;
  };
}
