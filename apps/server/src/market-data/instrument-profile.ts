import { tickRuleOf } from '@havn/domain/broker/index';
import type { InstrumentType } from './market-repo.ts';
import { hashKeys, hashString, STREAMS, uniformAt } from './prng.ts';
import { factorKeyOf, type SeriesSpec } from './simulator.ts';
import type { TickRule } from './ticks.ts';
import { tradingHoursOf } from './trading-hours.ts';

/**
 * How the simulator treats an instrument: its volatility, the factor it moves with, spread, tick
 * rule, volume and trade frequency. Derived from the instrument's reference data only (type, market,
 * sector, name, ISIN, its rank on its exchange), so it is the same in every process and database.
 *
 * Daily volatility targets: large-cap stocks about 1.5%, smaller ones about 2.4%, funds 0.8%, ETFs 1%,
 * leveraged products their leverage times their underlying's move (at most 20%).
 */

export interface InstrumentFacts {
  isin: string;
  name: string;
  type: InstrumentType;
  market: string;
  currency: string;
  sector: string;
  referencePrice: string;
}

export interface InstrumentProfile {
  spec: SeriesSpec;
  tickRule: TickRule;
  spreadBasisPoints: number;
  /** The value of a typical trade, in the instrument's currency. */
  tradeValue: number;
  tier: 'LARGE' | 'SMALL' | null;
  leverage: number | null;
  /** The factor it moves with: a country's market, a commodity, an index. */
  underlying: string;
}

/** How many of an exchange's stocks are its large caps: the universe lists each index's members first. */
export const LARGE_CAP_COUNT: Readonly<Record<string, number>> = {
  XSTO: 30,
  XOSL: 25,
  XHEL: 25,
  XCSE: 25,
  XNYS: Number.POSITIVE_INFINITY,
  XNAS: Number.POSITIVE_INFINITY,
};

export const MARKET_FACTOR: Readonly<Record<string, string>> = {
  XSTO: 'SE',
  XOSL: 'NO',
  XHEL: 'FI',
  XCSE: 'DK',
  XNYS: 'US',
  XNAS: 'US',
};

/**
 * Underlyings recognised in product and fund names: the factor and its daily volatility. Interest
 * funds come first, so a Nordic bond fund moves with rates, not with Nordic shares: a short-rate fund
 * about 1 % a year, a bond fund about 4 %, a mixed fund about half as much as shares.
 */
const NAMED_UNDERLYINGS: readonly (readonly [RegExp, string, number])[] = [
  [/RÄNTEFOND KORT|KORKORAHASTO LYHYT|PENGEMARKED|MONEY MARKET/i, 'SHORT_RATES', 0.0006],
  [/OBLIG|\bBOND\b|RENTEFOND|RÄNTEFOND|KORKO/i, 'BOND', 0.003],
  [/BLANDFOND|BALANS|BALANCED/i, 'WORLD', 0.005],
  [/\bOMXS30\b|\bOMX\b|\bSVERIGE\b/i, 'SE', 0.011],
  [/\bOMXH25\b|HELSINKI|SUOMI/i, 'FI', 0.011],
  [/\bOBX\b|\bOSEBX\b|AKSJENORGE/i, 'NO', 0.012],
  [/DANMARK/i, 'DK', 0.011],
  [/\bDAX\b/i, 'DE', 0.012],
  [/NASDAQ|\bNDX\b|\bQQQ\b|TEKNOLOGI|TECHNOLOGY|NY TEKNIK|GROWTH/i, 'US', 0.014],
  [/S&P|SP500|\bUSA\b|AMERIKKA|TOTAL STOCK/i, 'US', 0.011],
  [/EMERGING|TILLVÄXTMARKNAD|\bEM\b/i, 'EM', 0.011],
  [/WORLD|GLOBAL|ACWI|EAFE/i, 'WORLD', 0.009],
  [/NORDEN|NORDIC/i, 'NORDIC', 0.01],
  [/GULD|GOLD/i, 'GOLD', 0.01],
  [/SILVER/i, 'SILVER', 0.018],
  [/BRENT/i, 'BRENT', 0.02],
  [/NATGAS/i, 'NATGAS', 0.035],
  [/BITCOIN/i, 'BITCOIN', 0.035],
];

const SECTOR_VOLATILITY: Readonly<Record<string, number>> = {
  'Information Technology': 1.2,
  'Health Care': 1.1,
  Energy: 1.15,
  'Real Estate': 1.1,
  Financials: 0.95,
  Utilities: 0.8,
  'Consumer Staples': 0.8,
};

/** Typical daily turnover in SEK (scaled to the instrument's currency), trades a session, spread. */
const TRADING: Readonly<Record<string, { turnover: number; trades: number; spread: number }>> = {
  LARGE: { turnover: 400e6, trades: 4000, spread: 5 },
  SMALL: { turnover: 15e6, trades: 400, spread: 30 },
  ETF: { turnover: 40e6, trades: 600, spread: 10 },
  FUND: { turnover: 0, trades: 0, spread: 0 },
  CERTIFICATE: { turnover: 3e6, trades: 80, spread: 40 },
  TRACKER: { turnover: 4e6, trades: 100, spread: 30 },
  BULL_BEAR: { turnover: 6e6, trades: 150, spread: 50 },
  MINI_FUTURE: { turnover: 5e6, trades: 150, spread: 60 },
  UNLIMITED_TURBO: { turnover: 5e6, trades: 150, spread: 60 },
  WARRANT: { turnover: 1e6, trades: 60, spread: 150 },
  OPTION: { turnover: 2e6, trades: 40, spread: 300 },
};

/** Roughly one SEK in each currency: turnover and trade sizes look alike across markets. */
export const PER_SEK: Readonly<Record<string, number>> = { SEK: 1, NOK: 1, DKK: 0.7, EUR: 0.09, USD: 0.1 };

const LEVERAGED: ReadonlySet<InstrumentType> = new Set([
  'CERTIFICATE',
  'BULL_BEAR',
  'TRACKER',
  'MINI_FUTURE',
  'UNLIMITED_TURBO',
  'WARRANT',
  'OPTION',
]);

/** Swedish option and warrant month letters: A–L are calls, M–X puts (`VOLV 6F 250`, `ERICB6R75`). */
function optionDirection(name: string): 1 | -1 {
  const letter = /\d([A-X])(?=\d|\s|$)/.exec(name.toUpperCase())?.[1];
  return letter && letter >= 'M' ? -1 : 1;
}

function isShort(name: string): boolean {
  return /\bBEAR\b|\b(MINI|TURBO) S\b/i.test(name);
}

export function instrumentProfile(facts: InstrumentFacts, rankOnExchange: number): InstrumentProfile {
  const key = hashString(facts.isin);
  const draw = (n: number) => uniformAt(hashKeys(key, STREAMS.profile, n));
  const reference = Number(facts.referencePrice);
  const named = NAMED_UNDERLYINGS.find(([pattern]) => pattern.test(facts.name));
  const marketFactor = MARKET_FACTOR[facts.market] ?? 'SE';
  const hours = tradingHoursOf(facts.market);
  const perSek = PER_SEK[facts.currency] ?? 1;

  let tier: InstrumentProfile['tier'] = null;
  let leverage: number | null = null;
  let underlying = marketFactor;
  let dailyVol: number;
  let correlation: number;
  let direction: 1 | -1 = 1;
  let trading = TRADING[facts.type] ?? TRADING.SMALL!;
  let spreadJitter = 0.45;

  if (facts.type === 'STOCK') {
    tier = rankOnExchange < (LARGE_CAP_COUNT[facts.market] ?? 0) ? 'LARGE' : 'SMALL';
    trading = TRADING[tier]!;
    const base = tier === 'LARGE' ? 0.015 : 0.024;
    const penny = reference < 10 ? 1.3 : 1;
    dailyVol = base * (SECTOR_VOLATILITY[facts.sector] ?? 1) * penny * (0.85 + 0.3 * draw(1));
    correlation = 0.35;
  } else if (facts.type === 'ETF' || facts.type === 'FUND' || facts.type === 'INVESTMENT_FUND') {
    trading = TRADING[facts.type === 'ETF' ? 'ETF' : 'FUND']!;
    underlying = named?.[1] ?? marketFactor;
    const fallback = facts.type === 'ETF' ? 0.01 : 0.008;
    dailyVol = (named ? named[2] * (facts.type === 'ETF' ? 1 : 0.9) : fallback) * (0.9 + 0.2 * draw(1));
    correlation = named ? 0.85 : 0.7;
    if (facts.type === 'ETF' && /\bBULL\b|\bBEAR\b/i.test(facts.name)) {
      leverage = 2;
      direction = isShort(facts.name) ? -1 : 1;
      dailyVol *= leverage;
      correlation = 0.95;
    }
  } else {
    // Exchange-traded products: an index or commodity named in the product, else a single stock.
    underlying = named?.[1] ?? marketFactor;
    const underlyingVol = named?.[2] ?? 0.018;
    correlation = named ? 0.95 : 0.35;
    direction = facts.type === 'WARRANT' || facts.type === 'OPTION' ? optionDirection(facts.name) : 1;
    if (isShort(facts.name)) direction = -1;
    const stated = /\bX(\d{1,2})\b/i.exec(facts.name)?.[1];
    if (facts.type === 'CERTIFICATE') {
      // Bonus, autocall and capital-protected certificates move less than their underlying.
      leverage = /BONUS|AUTOCALL|KAPSKYDD/i.test(facts.name) ? 0.6 : 1;
    } else if (facts.type === 'TRACKER') leverage = stated ? Number(stated) : 1;
    else if (facts.type === 'BULL_BEAR') leverage = stated ? Number(stated) : 3;
    else if (facts.type === 'WARRANT') leverage = 6 + Math.round(6 * draw(2));
    else if (facts.type === 'OPTION') leverage = 5 + Math.round(8 * draw(2));
    else leverage = 3 + Math.round(4 * draw(2)); // mini futures, unlimited turbos
    dailyVol = Math.min(0.2, leverage * underlyingVol);
    spreadJitter = 0.6;
  }

  // Long walks stay plausible: the stationary spread of the log price is about `spread` around the
  // reference (0.45 in log terms for most, 0.6 for leveraged products, which are restruck in reality).
  const spread = LEVERAGED.has(facts.type) ? 0.6 : 0.45;
  const reversion = Math.min(0.02, dailyVol ** 2 / (2 * spread ** 2));
  const turnover = trading.turnover * perSek * Math.exp(0.5 * (draw(3) - 0.5) * 2);
  const spreadBasisPoints = trading.spread * (1 - spreadJitter / 2 + spreadJitter * draw(4));
  const daily = facts.type === 'FUND' || facts.type === 'INVESTMENT_FUND';

  return {
    spec: {
      key,
      reference,
      dailyVol,
      factorKey: factorKeyOf(underlying),
      correlation,
      direction,
      reversion,
      hours,
      pricing: daily ? 'daily' : 'continuous',
      baseVolume: reference > 0 ? turnover / reference : 0,
      tradesPerDay: trading.trades,
    },
    tickRule: tickRuleOf(facts),
    spreadBasisPoints: daily ? 0 : spreadBasisPoints,
    tradeValue: trading.trades > 0 ? turnover / trading.trades : 0,
    tier,
    leverage,
    underlying,
  };
}
