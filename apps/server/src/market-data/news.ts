import type { MarketCountry, NewsItemView, NewsStoryView } from '@havn/contract';
import { Decimal } from 'decimal.js';
import type { AppContext } from '../context.ts';
import { COUNTRY_MARKETS } from './instrument-lists.ts';
import { type InstrumentRow, instrumentsWhere } from './market-repo.ts';
import { dateOfBusinessDay } from './price-history.ts';
import { hashKeys, hashString, STREAMS, uniformAt } from './prng.ts';
import {
  businessDayOf,
  epochDayOfBusinessDay,
  type MarketHoursMode,
  sessionOf,
  tradingHoursOf,
} from './trading-hours.ts';

/**
 * Market news the simulator writes about itself: clearly fictional, in English, derived only from the
 * simulated closes and a made-up report calendar, so every process tells the same story.
 *
 * - MARKET_WRAP: after each Nordic close (in the always-open demo: the end of its day), how the country's main index did and the day's best and
 *   worst stock (`wrap-se-20261120`);
 * - PRICE_MOVE: a stock that moved 4% or more (`move-1001-20261120`);
 * - REPORT: a company's quarterly report day (January, April, July, October), with the day's move
 *   (`report-1001-20261120`).
 */

export const BIG_MOVE_PERCENT = 4;
/** Business days the news list looks back: the latest items, or an instrument's last quarter. */
const RECENT_DAYS = 10;
const INSTRUMENT_DAYS = 66;
const DISCLAIMER =
  "Simulated news: Havn's market simulator wrote this from its own prices. None of it happened.";

const PLACES: Readonly<Record<string, { city: string; exchange: string; index: RegExp }>> = {
  se: { city: 'Stockholm', exchange: 'Nasdaq Stockholm', index: /^OMXS30$/ },
  no: { city: 'Oslo', exchange: 'Oslo Børs', index: /^OBX$/ },
  fi: { city: 'Helsinki', exchange: 'Nasdaq Helsinki', index: /^OMXH25$/ },
  dk: { city: 'Copenhagen', exchange: 'Nasdaq Copenhagen', index: /^OMXC25$/ },
  us: { city: 'New York', exchange: 'Wall Street', index: /^SPX$/ },
};
const NORDIC: readonly MarketCountry[] = ['se', 'no', 'fi', 'dk'];

export interface NewsQuery {
  newsId?: string | undefined;
  instrumentId?: number | undefined;
  country?: MarketCountry | undefined;
  limit: number;
}

const number2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function countryOfMarket(market: string): string {
  return Object.entries(COUNTRY_MARKETS).find(([, markets]) => markets.includes(market))?.[0] ?? 'se';
}

function compactDate(day: number): string {
  return dateOfBusinessDay(day).replaceAll('-', '');
}

function dayOfCompactDate(value: string): number | null {
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== iso) return null;
  const { day, weekend } = businessDayOf(Math.floor(t / 86_400_000));
  return weekend ? null : day;
}

/** A move in percent between two closes, with its sign. */
function movePercent(previous: Decimal, close: Decimal): Decimal {
  return close.minus(previous).div(previous).times(100);
}

function signed(percent: Decimal): string {
  return `${percent.gte(0) ? '+' : '−'}${number2.format(percent.abs().toNumber())}%`;
}

/** The business day of each quarter's report: between the 9th and 24th business day of Jan/Apr/Jul/Oct. */
export function isReportDay(
  isin: string,
  day: number,
): { report: 'YEAR_END' | 'INTERIM'; year: number; quarter: number | null } | null {
  const date = dateOfBusinessDay(day);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (![1, 4, 7, 10].includes(month)) return null;
  const monthStart = businessDayOf(Math.floor(Date.UTC(year, month - 1, 1) / 86_400_000));
  const firstDay = monthStart.weekend ? monthStart.day + 1 : monthStart.day;
  const offset = 8 + Math.floor(16 * uniformAt(hashKeys(hashString(isin), STREAMS.calendar, year, month)));
  if (day !== firstDay + offset) return null;
  return month === 1
    ? { report: 'YEAR_END', year: year - 1, quarter: null }
    : { report: 'INTERIM', year, quarter: (month - 1) / 3 };
}

function reportName(report: NonNullable<ReturnType<typeof isReportDay>>): string {
  return report.quarter === null
    ? `year-end report for ${report.year}`
    : `interim report for Q${report.quarter} ${report.year}`;
}

/** A move as the story carries it: signed, two decimals ("-4.23"). */
function moveText(percent: Decimal): string {
  return percent.toFixed(2);
}

interface DayCloses {
  get(instrumentId: number, day: number): Decimal | undefined;
}

function closeTime(market: string, day: number, minutesAfter: number): number {
  return sessionOf(tradingHoursOf(market), day).closes + minutesAfter * 60_000;
}

/**
 * How the news speaks of the end of a day. With real hours an exchange closes; in the always-open demo
 * no market ever closes (the status says "Market open" around the clock), so a day only ends: the
 * day's figures are still taken at the exchange's regular closing time, where the quotes' day change
 * starts over.
 */
interface Wording {
  dayEnd: 'CLOSE' | 'DAY_END';
  /** "Stockholm closes 1.20% higher" / "Stockholm ends the day 1.20% higher" */
  indexDay(city: string, move: string): string;
  /** "The OMX Stockholm 30 closed at" / "The OMX Stockholm 30 ended the day at" */
  stood(subject: string): string;
}

export const NEWS_WORDING: Readonly<Record<MarketHoursMode, Wording>> = {
  real: {
    dayEnd: 'CLOSE',
    indexDay: (city, move) => `${city} closes ${move}`,
    stood: (subject) => `${subject} closed at`,
  },
  always: {
    dayEnd: 'DAY_END',
    indexDay: (city, move) => `${city} ends the day ${move}`,
    stood: (subject) => `${subject} ended the day at`,
  },
};

function stockItems(
  stocks: readonly InstrumentRow[],
  closes: DayCloses,
  day: number,
  wording: Wording,
): NewsItemView[] {
  const items: NewsItemView[] = [];
  for (const stock of stocks) {
    const close = closes.get(stock.id, day);
    const previous = closes.get(stock.id, day - 1);
    if (!close || !previous) continue;
    const move = movePercent(previous, close);
    const country = countryOfMarket(stock.market);
    const exchange = PLACES[country]?.exchange ?? stock.market;
    const price = `${stock.currency} ${number2.format(close.toNumber())}`;
    const report = isReportDay(stock.isin, day);
    const facts = {
      stock: { instrumentId: stock.id, name: stock.name, move: moveText(move) },
      exchange,
      close: close.toFixed(),
      currency: stock.currency,
    };
    if (report) {
      items.push({
        id: `report-${stock.id}-${compactDate(day)}`,
        kind: 'REPORT',
        time: new Date(closeTime(stock.market, day, 10)).toISOString(),
        headline: `${stock.name} publishes its ${reportName(report)}`,
        body: [
          `${stock.name} presented its ${reportName(report)} today. ${wording.stood('The share')} ${price} on ${exchange}, ${signed(move)} on the day.`,
          DISCLAIMER,
        ],
        story: { kind: 'REPORT', dayEnd: wording.dayEnd, ...facts, ...report },
        country,
        instrumentIds: [stock.id],
        fictional: true,
      });
    }
    if (move.abs().gte(BIG_MOVE_PERCENT)) {
      const verb = move.gte(0) ? (move.gte(8) ? 'soars' : 'jumps') : move.lte(-8) ? 'tumbles' : 'slides';
      items.push({
        id: `move-${stock.id}-${compactDate(day)}`,
        kind: 'PRICE_MOVE',
        time: new Date(closeTime(stock.market, day, 5)).toISOString(),
        headline: `${stock.name} ${verb} ${number2.format(move.abs().toNumber())}%`,
        body: [
          `Shares of ${stock.name} ${move.gte(0) ? 'rose' : 'fell'} ${number2.format(move.abs().toNumber())}% to ${price} on ${exchange}, one of the day's largest moves in ${stock.sector.toLowerCase()}.`,
          DISCLAIMER,
        ],
        story: { kind: 'PRICE_MOVE', ...facts, sector: stock.sector },
        country,
        instrumentIds: [stock.id],
        fictional: true,
      });
    }
  }
  return items;
}

interface IndexCloses {
  symbol: string;
  name: string;
  closes: Map<string, Decimal>;
}

function wrapItem(
  country: MarketCountry,
  index: IndexCloses | undefined,
  stocks: readonly InstrumentRow[],
  closes: DayCloses,
  day: number,
  wording: Wording,
): NewsItemView | null {
  const place = PLACES[country]!;
  const moves = stocks
    .filter((s) => (COUNTRY_MARKETS[country] ?? []).includes(s.market))
    .flatMap((s) => {
      const close = closes.get(s.id, day);
      const previous = closes.get(s.id, day - 1);
      return close && previous ? [{ stock: s, move: movePercent(previous, close) }] : [];
    })
    .sort((a, b) => b.move.comparedTo(a.move) || a.stock.id - b.stock.id);
  const best = moves[0];
  const worst = moves.at(-1);
  const indexClose = index?.closes.get(dateOfBusinessDay(day));
  const indexPrevious = index?.closes.get(dateOfBusinessDay(day - 1));
  if (!best || !worst || !index || !indexClose || !indexPrevious) return null;
  const indexMove = movePercent(indexPrevious, indexClose);
  const direction = indexMove.gte(0) ? 'higher' : 'lower';
  return {
    id: `wrap-${country}-${compactDate(day)}`,
    kind: 'MARKET_WRAP',
    time: new Date(closeTime(COUNTRY_MARKETS[country]![0]!, day, 15)).toISOString(),
    headline: `${wording.indexDay(place.city, `${number2.format(indexMove.abs().toNumber())}% ${direction}`)}; ${indexMove.gte(0) ? `${best.stock.name} leads the gainers` : `${worst.stock.name} leads the fallers`}`,
    body: [
      `${wording.stood(`The ${index.name}`)} ${number2.format(indexClose.toNumber())}, ${signed(indexMove)} on the day.`,
      `${best.stock.name} was the best performer on ${place.exchange} (${signed(best.move)}), while ${worst.stock.name} was the weakest (${signed(worst.move)}).`,
      DISCLAIMER,
    ],
    story: {
      kind: 'MARKET_WRAP',
      dayEnd: wording.dayEnd,
      exchange: place.exchange,
      index: { name: index.name, close: indexClose.toFixed(), move: moveText(indexMove) },
      best: { instrumentId: best.stock.id, name: best.stock.name, move: moveText(best.move) },
      worst: { instrumentId: worst.stock.id, name: worst.stock.name, move: moveText(worst.move) },
    } satisfies NewsStoryView,
    country,
    instrumentIds: [best.stock.id, worst.stock.id],
    fictional: true,
  };
}

/** The news that matches a query, newest first; null when `newsId` names nothing that exists (yet). */
export async function marketNews(ctx: AppContext, query: NewsQuery): Promise<NewsItemView[] | null> {
  const now = ctx.clock.now().getTime();
  const today = businessDayOf(Math.floor(now / 86_400_000)).day;
  let days: number[];
  if (query.newsId) {
    const day = dayOfCompactDate(query.newsId.slice(query.newsId.lastIndexOf('-') + 1));
    if (day === null || day > today) return null;
    days = [day];
  } else {
    const span = query.instrumentId ? INSTRUMENT_DAYS : RECENT_DAYS;
    days = Array.from({ length: span }, (_, i) => today - span + 1 + i);
  }
  const first = days[0]!;
  const last = days.at(-1)!;

  const stocks = await instrumentsWhere(ctx.db, { types: ['STOCK'] });
  const from = new Date(epochDayOfBusinessDay(first - 1) * 86_400_000);
  const to = new Date(epochDayOfBusinessDay(last) * 86_400_000);
  const stockCloses = await ctx.marketData.dailyCloses(
    stocks.map((s) => s.id),
    from,
    to,
  );
  const byDate = new Map<number, Map<string, Decimal>>();
  for (const [id, list] of stockCloses)
    byDate.set(id, new Map(list.map((c) => [c.date, new Decimal(c.close)])));
  const closes: DayCloses = { get: (id, day) => byDate.get(id)?.get(dateOfBusinessDay(day)) };

  const indicators = await ctx.marketData.indicators();
  const indices = new Map<string, IndexCloses>();
  for (const country of NORDIC) {
    const indicator = indicators.find((i) => i.kind === 'INDEX' && PLACES[country]!.index.test(i.symbol));
    const indexCloses = indicator ? await ctx.marketData.indicatorCloses(indicator.symbol, from, to) : null;
    if (!indicator || !indexCloses) continue;
    indices.set(country, {
      symbol: indicator.symbol,
      name: indicator.name,
      closes: new Map(indexCloses.map((c) => [c.date, new Decimal(c.close)])),
    });
  }

  const wording = NEWS_WORDING[ctx.marketData.hours];
  const items: NewsItemView[] = [];
  for (const day of days) {
    for (const country of NORDIC) {
      const wrap = wrapItem(country, indices.get(country), stocks, closes, day, wording);
      if (wrap) items.push(wrap);
    }
    items.push(...stockItems(stocks, closes, day, wording));
  }
  return items
    .filter((item) => Date.parse(item.time) <= now)
    .filter((item) => !query.newsId || item.id === query.newsId)
    .filter((item) => !query.country || item.country === query.country)
    .filter((item) => !query.instrumentId || item.instrumentIds.includes(query.instrumentId))
    .sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id))
    .slice(0, query.limit);
}
