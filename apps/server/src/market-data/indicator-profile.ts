import { hashString } from './prng.ts';
import { factorKeyOf, type SeriesSpec } from './simulator.ts';
import type { TickRule } from './ticks.ts';
import { tradingHoursOf } from './trading-hours.ts';

/**
 * How the simulator moves a market indicator. An index *is* its country's factor (nearly: a little
 * noise of its own keeps two indices of one country apart), so a day the OMX Stockholm 30 rises is a
 * day most Swedish stocks rise and the bull products on OMX rise several times as much. FX rates and
 * commodities trade around the clock on weekdays.
 */

export interface IndicatorFacts {
  symbol: string;
  country: string | null;
  kind: 'INDEX' | 'FX' | 'COMMODITY';
  value: string;
}

export interface IndicatorProfile {
  spec: SeriesSpec;
  tickRule: TickRule;
}

const INDEX_MARKET: Readonly<Record<string, string>> = {
  SE: 'XSTO',
  NO: 'XOSL',
  FI: 'XHEL',
  DK: 'XCSE',
  US: 'XNYS',
  DE: 'XETR',
  GB: 'XLON',
  JP: 'XTKS',
};

/** Commodities share their factor with the certificates, trackers and products named after them. */
const COMMODITY_FACTOR: Readonly<Record<string, readonly [string, number]>> = {
  BRENT: ['BRENT', 0.02],
  GOLD: ['GOLD', 0.01],
};

export function indicatorProfile(facts: IndicatorFacts): IndicatorProfile {
  const reference = Number(facts.value);
  let factor: string;
  let dailyVol: number;
  let correlation: number;
  let market: string;
  if (facts.kind === 'INDEX') {
    factor = facts.country ?? 'EU';
    market = INDEX_MARKET[facts.country ?? 'DE'] ?? 'XETR';
    // First North and other small-cap indices swing more than the large-cap ones.
    dailyVol = /FIRST NORTH|^FN/i.test(facts.symbol) ? 0.013 : 0.011;
    correlation = 0.97;
  } else if (facts.kind === 'COMMODITY') {
    [factor, dailyVol] = COMMODITY_FACTOR[facts.symbol] ?? [`commodity:${facts.symbol}`, 0.015];
    market = 'OTC';
    correlation = 1;
  } else {
    factor = `fx:${facts.symbol}`;
    market = 'OTC';
    dailyVol = 0.0045;
    correlation = 1;
  }
  return {
    spec: {
      key: hashString(`indicator:${facts.symbol}`),
      reference,
      dailyVol,
      factorKey: factorKeyOf(factor),
      correlation,
      direction: 1,
      reversion: Math.min(0.02, dailyVol ** 2 / (2 * 0.3 ** 2)),
      hours: tradingHoursOf(market),
      pricing: 'continuous',
      baseVolume: 0,
      tradesPerDay: 0,
    },
    tickRule: facts.kind === 'FX' ? 'fx' : 'index',
  };
}
