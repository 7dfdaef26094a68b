import { TICK_LEVELS, type TickRule } from '@havn/domain/broker/index';
import { Decimal } from 'decimal.js';

export type { TickRule };

/**
 * The simulator's side of the tick table (the table itself, and the rule that refuses an order off
 * its grid, are the domain's: packages/domain/src/broker/ticks.ts). Every price the simulator hands out
 * sits on its level's tick; this is where the random walk's floats become decimals. A float becomes a
 * whole number of ticks (the float maths only decides *which* tick), and the price is that count times
 * the tick, written out exactly: no float ever reaches the wire.
 */

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

type Levels = readonly (readonly [number, Tick])[];

function levelsOf(rule: TickRule): Levels {
  return TICK_LEVELS[rule].map((level) => [level.from, tick(level.tick)] as const);
}

/** Each rule's levels as [lower bound, tick], highest first, built once from the domain's table. */
const LEVELS: Readonly<Record<TickRule, Levels>> = {
  nordic: levelsOf('nordic'),
  us: levelsOf('us'),
  nav: levelsOf('nav'),
  index: levelsOf('index'),
  fx: levelsOf('fx'),
};

function tickOf(rule: TickRule, value: number): Tick {
  const levels = LEVELS[rule];
  return (levels.find(([from]) => value >= from) ?? (levels.at(-1) as Levels[number]))[1];
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
