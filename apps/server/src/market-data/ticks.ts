import { Decimal } from 'decimal.js';

/**
 * Tick sizes: the smallest step a price may move, by price level. Every price the simulator hands out
 * sits on its level's tick; this is where the random walk's floats become decimals.
 *
 * - `nordic`: a simplified ESMA tick table for liquid Nordic shares (each level's lower bound is a
 *   multiple of its own tick, so rounding never leaves a price off the grid of the level it lands in);
 * - `us`: a cent from one dollar up, as on NYSE and Nasdaq;
 * - `nav`: fund prices, two decimals (four below 10);
 * - `index`, `fx`: indicator values with two and four decimals.
 *
 * A float becomes a whole number of ticks (the float maths only decides *which* tick), and the price
 * is that count times the tick, written out exactly: no float ever reaches the wire.
 */
export type TickRule = 'nordic' | 'us' | 'nav' | 'index' | 'fx';

/** A tick as `units` × 10^-`scale` (0.05 is 5 × 10^-2), so multiples of it are exact integers. */
interface Tick {
  units: number;
  scale: number;
  value: number;
  decimal: Decimal;
}

function tick(text: string): Tick {
  const decimal = new Decimal(text);
  const scale = decimal.decimalPlaces();
  return { units: decimal.times(10 ** scale).toNumber(), scale, value: decimal.toNumber(), decimal };
}

const NORDIC_LEVELS: readonly (readonly [number, Tick])[] = [
  [10_000, tick('2')],
  [5_000, tick('1')],
  [1_000, tick('0.5')],
  [500, tick('0.1')],
  [100, tick('0.05')],
  [50, tick('0.01')],
  [10, tick('0.005')],
  [5, tick('0.002')],
  [1, tick('0.001')],
  [0, tick('0.0005')],
];
const CENT = tick('0.01');
const HUNDREDTH_CENT = tick('0.0001');

function tickOf(rule: TickRule, value: number): Tick {
  switch (rule) {
    case 'nordic':
      return NORDIC_LEVELS.find(([from]) => value >= from)?.[1] ?? NORDIC_LEVELS.at(-1)![1];
    case 'us':
      return value >= 1 ? CENT : HUNDREDTH_CENT;
    case 'nav':
      return value >= 10 ? CENT : HUNDREDTH_CENT;
    case 'index':
      return CENT;
    case 'fx':
      return HUNDREDTH_CENT;
  }
}

export function tickSize(rule: TickRule, price: number | Decimal): Decimal {
  return tickOf(rule, typeof price === 'number' ? price : price.toNumber()).decimal;
}

/** `count` ticks as an exact decimal. */
function ticks(count: number, size: Tick): Decimal {
  const scaled = String(count * size.units);
  if (size.scale === 0) return new Decimal(scaled);
  const padded = scaled.padStart(size.scale + 1, '0');
  return new Decimal(`${padded.slice(0, -size.scale)}.${padded.slice(-size.scale)}`);
}

/** Floats a hair below a whole number of ticks (0.15 / 0.05 = 2.9999999999999996) count as that number. */
const EPSILON = 1e-9;

/** The smallest price a rule allows: prices never reach zero. */
function minimumPrice(rule: TickRule): Decimal {
  return tickOf(rule, 0).decimal;
}

/** A float price rounded to the nearest tick of its level, never below the smallest tick. */
export function toTick(rule: TickRule, price: number): Decimal {
  if (!Number.isFinite(price) || price <= 0) return minimumPrice(rule);
  const size = tickOf(rule, price);
  const count = Math.round(price / size.value);
  return count <= 0 ? minimumPrice(rule) : ticks(count, size);
}

/** Rounded down (bids) or up (asks) onto the tick grid of the level the value falls in. */
function toTickDown(rule: TickRule, price: number): Decimal {
  const size = tickOf(rule, price);
  const count = Math.floor(price / size.value + EPSILON);
  return count <= 0 ? minimumPrice(rule) : ticks(count, size);
}

function toTickUp(rule: TickRule, price: number): Decimal {
  const size = tickOf(rule, price);
  return ticks(Math.max(1, Math.ceil(price / size.value - EPSILON)), size);
}

/** Whether a price sits on its level's grid. */
export function isOnTick(rule: TickRule, price: Decimal): boolean {
  return price.gt(0) && price.mod(tickSize(rule, price)).isZero();
}

/** A price as the wire shows it: as many decimals as its tick has, and at least two ("565.10"). */
export function formatPrice(rule: TickRule, price: Decimal): string {
  return price.toFixed(Math.max(2, tickOf(rule, price.toNumber()).scale));
}

/**
 * Bid and ask around a last price: half the spread each side (at least one tick), rounded outwards
 * onto the grid, so bid < last < ask (bid = last only at the smallest price there is).
 */
export function bidAsk(
  rule: TickRule,
  last: Decimal,
  spreadBasisPoints: number,
): { bid: Decimal; ask: Decimal } {
  if (spreadBasisPoints <= 0) return { bid: last, ask: last };
  const value = last.toNumber();
  const half = Math.max(tickOf(rule, value).value, (value * spreadBasisPoints) / 20_000);
  const bid = toTickDown(rule, value - half);
  return { bid: bid.gte(last) ? last : bid, ask: toTickUp(rule, value + half) };
}
