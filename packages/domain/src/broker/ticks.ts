import { type BrokerDecimal, dec } from './decimal.ts';
import type { InstrumentType } from './market-lists.ts';

/**
 * Tick sizes: the smallest step a price may take, by price level. A limit price off its level's grid
 * is refused (INVALID_TICK_SIZE), and every price the simulated market hands out sits on it.
 *
 * - `nordic`: a simplified ESMA tick table (MiFID II RTS 11) for liquid Nordic shares; each level's
 *   lower bound is a multiple of its own tick, so rounding never leaves a price off the grid of the
 *   level it lands in;
 * - `us`: a cent from one dollar up, a hundredth of a cent below, as on NYSE and Nasdaq (Rule 612);
 * - `nav`: fund prices, two decimals (four below 10);
 * - `index`, `fx`: indicator values with two and four decimals.
 */
export type TickRule = 'nordic' | 'us' | 'nav' | 'index' | 'fx';

/** A level: prices from `from` (inclusive) up to the next level's bound move in steps of `tick`. */
export interface TickLevel {
  from: number;
  tick: string;
}

/** Each rule's levels, highest first: a price takes the first level whose bound it reaches. */
export const TICK_LEVELS: Readonly<Record<TickRule, readonly TickLevel[]>> = {
  nordic: [
    { from: 10_000, tick: '2' },
    { from: 5_000, tick: '1' },
    { from: 1_000, tick: '0.5' },
    { from: 500, tick: '0.1' },
    { from: 100, tick: '0.05' },
    { from: 50, tick: '0.01' },
    { from: 10, tick: '0.005' },
    { from: 5, tick: '0.002' },
    { from: 1, tick: '0.001' },
    { from: 0, tick: '0.0005' },
  ],
  us: [
    { from: 1, tick: '0.01' },
    { from: 0, tick: '0.0001' },
  ],
  nav: [
    { from: 10, tick: '0.01' },
    { from: 0, tick: '0.0001' },
  ],
  index: [{ from: 0, tick: '0.01' }],
  fx: [{ from: 0, tick: '0.0001' }],
};

const US_MARKETS: ReadonlySet<string> = new Set(['XNYS', 'XNAS']);

/** The tick rule an instrument trades under: funds at their NAV's, US listings in cents, the rest the Nordic table. */
export function tickRuleOf(instrument: { type: InstrumentType | string; market: string }): TickRule {
  if (instrument.type === 'FUND' || instrument.type === 'INVESTMENT_FUND') return 'nav';
  return US_MARKETS.has(instrument.market) ? 'us' : 'nordic';
}

/** The level a price falls in (the lowest level for anything under every bound). */
export function tickLevelAt(rule: TickRule, price: BrokerDecimal): TickLevel {
  const levels = TICK_LEVELS[rule];
  return levels.find((level) => price.greaterThanOrEqualTo(level.from)) ?? (levels.at(-1) as TickLevel);
}

/** The tick of the level `price` falls in, as its decimal text ("0.05"). */
export function tickSizeAt(rule: TickRule, price: string | BrokerDecimal): string {
  return tickLevelAt(rule, typeof price === 'string' ? dec(price) : price).tick;
}

/** Whether a positive price is a whole number of its level's ticks. */
export function isOnTickGrid(rule: TickRule, price: string | BrokerDecimal): boolean {
  const value = typeof price === 'string' ? dec(price) : price;
  return value.greaterThan(0) && value.mod(dec(tickLevelAt(rule, value).tick)).isZero();
}
