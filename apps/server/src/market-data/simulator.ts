import { hashKeys, hashString, normalAt, STREAMS, uniformAt } from './prng.ts';
import {
  businessDayOf,
  epochDayOfIsoDate,
  type MarketHoursMode,
  type Session,
  type SessionPosition,
  sessionOf,
  sessionPosition,
  type TradingHours,
} from './trading-hours.ts';

/**
 * The deterministic market simulator: a seeded random walk per price series (an instrument or a
 * market indicator). Every price is a pure function of (seed, series, time): nothing is stored and no
 * state is carried between calls, so two server processes agree and a restart does not jump. The
 * caches below only remember what was already computed.
 *
 * Two layers:
 *
 * 1. Daily: a log-price walk over business days, anchored at the reference price on ANCHOR_DATE and
 *    walked forwards and backwards from there. A day's shock mixes a shared factor (the country's
 *    market, a commodity, an index a leveraged product tracks) with the series' own noise, so indices,
 *    stocks and the products on them move together. A slow pull back to the reference price keeps
 *    decades of walk (and leveraged products) in a plausible range. Open = previous close plus an
 *    overnight gap.
 * 2. Intraday: a Brownian bridge from the day's open to its close in 5-second buckets, built by
 *    midpoint displacement (Lévy's construction), so any bucket is computed directly in O(log n)
 *    without walking the day. With MARKET_HOURS=always the night between two sessions is a bridge too
 *    (from the close to the next open), so prices move around the clock and still pass through the
 *    same official opens and closes; with real hours the price stands still outside the session.
 *
 * Random-walk maths is in floats; the provider rounds to decimal ticks at the boundary.
 */

/** The reference prices of the instrument universe are the closes of this day (a Friday). */
export const ANCHOR_DATE = '2026-11-20';
const ANCHOR_DAY = businessDayOf(epochDayOfIsoDate(ANCHOR_DATE)).day;

/** Prices change at most once per bucket: the "time bucket" prices are a function of. */
export const BUCKET_MS = 5_000;
/** The share of a day's variance that happens overnight (the opening gap). */
const GAP_SHARE = 0.25;
/** Daily bars take their high and low from the 5-minute grid the 1d chart shows. */
export const GRID_MS = 5 * 60_000;
const GRID_BUCKETS = GRID_MS / BUCKET_MS;
/** How far from the anchor a walk may be asked for (about a century of business days). */
const MAX_DAYS_FROM_ANCHOR = 26_000;

/** What the simulator needs to know about one price series. */
export interface SeriesSpec {
  /** A hash of the series' stable identity (an ISIN, an indicator symbol), not a database id. */
  key: number;
  /** The close on ANCHOR_DATE. */
  reference: number;
  /** Standard deviation of the daily log return. */
  dailyVol: number;
  /** The shared factor this series loads on, its weight (correlation) and direction (bear products: -1). */
  factorKey: number;
  correlation: number;
  direction: 1 | -1;
  /** Daily pull of the log price back towards the reference price. */
  reversion: number;
  hours: TradingHours;
  /** `continuous` trades through the session; `daily` (funds) has one price a day, at the close. */
  pricing: 'continuous' | 'daily';
  /** Shares traded on an ordinary day, and trades per session. Zero for indicators. */
  baseVolume: number;
  tradesPerDay: number;
}

/** A bar in floats (prices, not logs); the provider rounds it. */
export interface SimBar {
  day: number;
  session: Session;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  complete: boolean;
}

/** The state of a series at an instant, for a quote. */
export interface SimSnapshot {
  last: number;
  previousClose: number;
  /** The latest session that has begun, with its figures so far. */
  bar: SimBar;
  position: SessionPosition;
}

export interface SimTrade {
  bucket: number;
  time: number;
  price: number;
  /** A lognormal multiplier of the series' typical trade size. */
  size: number;
}

/** A factor name as a key: `SE`, `GOLD`… are shared by every series that names them. */
export function factorKeyOf(factor: string): number {
  return hashString(`factor:${factor}`);
}

/**
 * A Brownian bridge from x0 (bucket 0) to x1 (bucket n) with `variance` per bucket, evaluated at
 * sorted bucket indices. Each interior bucket is the midpoint of exactly one interval of the
 * bisection, so its displacement is keyed by (segment, bucket) alone: the same bucket always gets the
 * same value, however it is reached.
 */
function bridge(
  segmentKey: number,
  n: number,
  x0: number,
  x1: number,
  variance: number,
  targets: readonly number[],
): number[] {
  const out = new Array<number>(targets.length);
  const solve = (a: number, xa: number, b: number, xb: number, lo: number, hi: number): void => {
    while (lo < hi && targets[lo]! <= a) out[lo++] = xa;
    while (hi > lo && targets[hi - 1]! >= b) out[--hi] = xb;
    if (lo >= hi) return;
    const m = Math.floor((a + b) / 2);
    const mean = xa + ((xb - xa) * (m - a)) / (b - a);
    const sd = Math.sqrt((variance * (m - a) * (b - m)) / (b - a));
    const xm = mean + sd * normalAt(hashKeys(segmentKey, m));
    let split = lo;
    while (split < hi && targets[split]! < m) split++;
    solve(a, xa, m, xm, lo, split);
    solve(m, xm, b, xb, split, hi);
  };
  solve(0, x0, Math.max(n, 0), x1, 0, targets.length);
  return out;
}

/** The daily log closes of one series, walked out from the anchor as far as asked. */
class DailyWalk {
  readonly #forward: number[];
  readonly #backward: number[];
  readonly #shock: (day: number) => number;
  readonly #mean: number;
  readonly #reversion: number;

  constructor(spec: SeriesSpec, shock: (day: number) => number) {
    this.#mean = Math.log(spec.reference);
    this.#forward = [this.#mean];
    this.#backward = [this.#mean];
    this.#shock = shock;
    this.#reversion = spec.reversion;
  }

  logClose(day: number): number {
    const k = day - ANCHOR_DAY;
    if (Math.abs(k) > MAX_DAYS_FROM_ANCHOR)
      throw new RangeError(`no simulated prices that far from ${ANCHOR_DATE}`);
    const theta = this.#reversion;
    if (k >= 0) {
      const walk = this.#forward;
      while (walk.length <= k) {
        const previous = walk[walk.length - 1]!;
        walk.push(previous + theta * (this.#mean - previous) + this.#shock(ANCHOR_DAY + walk.length));
      }
      return walk[k]!;
    }
    // Backwards: the mirror of the step above, so day d's shock is (about) the return from d-1 to d.
    const walk = this.#backward;
    while (walk.length <= -k) {
      const next = walk[walk.length - 1]!;
      walk.push(next + theta * (this.#mean - next) - this.#shock(ANCHOR_DAY - walk.length + 1));
    }
    return walk[-k]!;
  }
}

export interface SimulatorOptions {
  /** Same seed, same prices. */
  seed: string;
  hours: MarketHoursMode;
}

export const DEFAULT_SIMULATOR_SEED = 'havn-market-simulator-1';

export class MarketSimulator {
  readonly seed: number;
  readonly mode: MarketHoursMode;
  readonly #walks = new WeakMap<SeriesSpec, DailyWalk>();
  readonly #bars = new WeakMap<SeriesSpec, Map<number, SimBar>>();
  /** The grid samples of the running session so far, one entry per series. */
  readonly #grids = new WeakMap<
    SeriesSpec,
    { day: number; count: number; range: { open: number; high: number; low: number } }
  >();

  constructor(options: SimulatorOptions) {
    this.seed = hashString(options.seed);
    this.mode = options.hours;
  }

  /** The day's log-return shock: the shared factor's part plus the series' own. */
  dayShock(spec: SeriesSpec, day: number): number {
    const factor = normalAt(hashKeys(this.seed, spec.factorKey, STREAMS.factor, day));
    const own = normalAt(hashKeys(this.seed, spec.key, STREAMS.idiosyncratic, day));
    const rho = spec.correlation;
    return spec.dailyVol * (Math.sqrt(rho) * spec.direction * factor + Math.sqrt(1 - rho) * own);
  }

  #walk(spec: SeriesSpec): DailyWalk {
    let walk = this.#walks.get(spec);
    if (!walk) {
      walk = new DailyWalk(spec, (day) => this.dayShock(spec, day));
      this.#walks.set(spec, walk);
    }
    return walk;
  }

  logClose(spec: SeriesSpec, day: number): number {
    return this.#walk(spec).logClose(day);
  }

  logOpen(spec: SeriesSpec, day: number): number {
    const gap =
      Math.sqrt(GAP_SHARE) * spec.dailyVol * normalAt(hashKeys(this.seed, spec.key, STREAMS.gap, day));
    return this.logClose(spec, day - 1) + gap;
  }

  /** Shares traded on business day `day`: busier on days that move more. */
  dayVolume(spec: SeriesSpec, day: number): number {
    if (spec.baseVolume <= 0) return 0;
    const noise = normalAt(hashKeys(this.seed, spec.key, STREAMS.volume, day));
    const move = Math.abs(this.dayShock(spec, day)) / spec.dailyVol;
    return spec.baseVolume * Math.exp(0.4 * noise - 0.08) * (0.7 + 0.3 * move);
  }

  /** The intraday path of a session, at bucket indices counted from its open. */
  #dayPath(spec: SeriesSpec, session: Session, buckets: readonly number[]): number[] {
    const n = Math.ceil((session.closes - session.opens) / BUCKET_MS);
    const variance = ((1 - GAP_SHARE) * spec.dailyVol ** 2) / Math.max(n, 1);
    const key = hashKeys(this.seed, spec.key, STREAMS.daySegment, session.day);
    return bridge(
      key,
      n,
      this.logOpen(spec, session.day),
      this.logClose(spec, session.day),
      variance,
      buckets,
    );
  }

  /**
   * Always-open mode only: the walk from a session's close to the next session's open. It moves as
   * briskly as the day does (the same variance per bucket), so the demo's prices visibly move at
   * night and at weekends too, while still meeting the next official open.
   */
  #nightPath(spec: SeriesSpec, day: number, t: number): number {
    const session = sessionOf(spec.hours, day);
    const from = session.closes;
    const to = sessionOf(spec.hours, day + 1).opens;
    const n = Math.ceil((to - from) / BUCKET_MS);
    const dayBuckets = Math.max(1, Math.ceil((session.closes - session.opens) / BUCKET_MS));
    const variance = ((1 - GAP_SHARE) * spec.dailyVol ** 2) / dayBuckets;
    const key = hashKeys(this.seed, spec.key, STREAMS.nightSegment, day);
    const bucket = Math.min(n, Math.floor((t - from) / BUCKET_MS));
    return bridge(key, n, this.logClose(spec, day), this.logOpen(spec, day + 1), variance, [bucket])[0]!;
  }

  /** The business day of the latest NAV of a daily-priced series at `t` (published at the close). */
  navDay(spec: SeriesSpec, t: number): number {
    const position = sessionPosition(spec.hours, t);
    return position.phase === 'post' ? position.day : position.day - 1;
  }

  /** The log price at instant `t`. */
  logPriceAt(spec: SeriesSpec, t: number): number {
    if (spec.pricing === 'daily') return this.logClose(spec, this.navDay(spec, t));
    const position = sessionPosition(spec.hours, t);
    const { day, phase } = position;
    if (phase === 'open') {
      const session = sessionOf(spec.hours, day);
      return this.#dayPath(spec, session, [Math.floor((t - session.opens) / BUCKET_MS)])[0]!;
    }
    if (this.mode === 'real') return this.logClose(spec, phase === 'pre' ? day - 1 : day);
    return this.#nightPath(spec, phase === 'pre' ? day - 1 : day, t);
  }

  priceAt(spec: SeriesSpec, t: number): number {
    return Math.exp(this.logPriceAt(spec, t));
  }

  /**
   * A daily bar. A finished day's bar is cached; today's, while its session runs, covers the 5-minute
   * grid up to `until` plus the price at `until`.
   */
  bar(spec: SeriesSpec, day: number, until = Number.POSITIVE_INFINITY): SimBar {
    const session = sessionOf(spec.hours, day);
    const complete = until >= session.closes;
    let cache = this.#bars.get(spec);
    if (complete) {
      const cached = cache?.get(day);
      if (cached) return cached;
    }
    let bar: SimBar;
    if (spec.pricing === 'daily') {
      const nav = Math.exp(this.logClose(spec, day));
      bar = { day, session, open: nav, high: nav, low: nav, close: nav, volume: 0, complete: true };
    } else {
      const n = Math.ceil((session.closes - session.opens) / BUCKET_MS);
      const last = complete ? n : Math.max(0, Math.floor((until - session.opens) / BUCKET_MS));
      // The grid samples before `last` do not change as the day goes on: a running day reuses them.
      const grid = this.#gridRange(spec, session, Math.ceil(last / GRID_BUCKETS));
      const close = this.#dayPath(spec, session, [last])[0]!;
      const elapsed = complete ? 1 : Math.max(0, (until - session.opens) / (session.closes - session.opens));
      bar = {
        day,
        session,
        open: Math.exp(grid?.open ?? close),
        high: Math.exp(Math.max(grid?.high ?? close, close)),
        low: Math.exp(Math.min(grid?.low ?? close, close)),
        close: Math.exp(close),
        volume: this.dayVolume(spec, day) * elapsed,
        complete,
      };
    }
    if (bar.complete) {
      if (!cache) {
        cache = new Map();
        this.#bars.set(spec, cache);
      }
      cache.set(day, bar);
    }
    return bar;
  }

  /** Open, high and low (logs) of a session's first `count` 5-minute grid samples; null for none. */
  #gridRange(
    spec: SeriesSpec,
    session: Session,
    count: number,
  ): { open: number; high: number; low: number } | null {
    if (count <= 0) return null;
    const memo = this.#grids.get(spec);
    if (memo && memo.day === session.day && memo.count === count) return memo.range;
    const targets = Array.from({ length: count }, (_, i) => i * GRID_BUCKETS);
    const path = this.#dayPath(spec, session, targets);
    const range = { open: path[0]!, high: Math.max(...path), low: Math.min(...path) };
    this.#grids.set(spec, { day: session.day, count, range });
    return range;
  }

  /** The latest session that has begun at `t` (a fund: the day of its latest NAV). */
  currentDay(spec: SeriesSpec, t: number): number {
    if (spec.pricing === 'daily') return this.navDay(spec, t);
    const position = sessionPosition(spec.hours, t);
    return position.phase === 'pre' ? position.day - 1 : position.day;
  }

  snapshot(spec: SeriesSpec, t: number): SimSnapshot {
    const position = sessionPosition(spec.hours, t);
    const day = this.currentDay(spec, t);
    const bar = this.bar(spec, day, t);
    const last = this.priceAt(spec, t);
    // The change is measured from the close before the session the price belongs to: with real hours
    // that is the latest session (its change stands until the next open); with always-open hours the
    // night after a close already walks towards the next session, so it counts from that close.
    const overnight = this.mode === 'always' && spec.pricing === 'continuous' && position.phase !== 'open';
    const previousClose = Math.exp(this.logClose(spec, overnight ? day : day - 1));
    return { last, previousClose, bar, position };
  }

  /** Daily bars of the business days from `fromDay` to the current day at `t`, oldest first. */
  bars(spec: SeriesSpec, fromDay: number, t: number): SimBar[] {
    const today = this.currentDay(spec, t);
    const out: SimBar[] = [];
    for (let day = fromDay; day <= today; day++) out.push(this.bar(spec, day, t));
    return out;
  }

  /** Whether the price moves at `t` (intraday charts show only such points). */
  moves(spec: SeriesSpec, t: number): boolean {
    if (spec.pricing === 'daily') return false;
    return this.mode === 'always' || sessionPosition(spec.hours, t).phase === 'open';
  }

  /**
   * The latest trades before `t`, newest first: each 5-second bucket holds a trade with a probability
   * that gives the series its trades per session. With real hours only sessions trade; the search goes
   * back at most `maxSessions` sessions (always-open: that many days).
   */
  latestTrades(spec: SeriesSpec, t: number, limit: number, maxSessions = 3): SimTrade[] {
    if (spec.pricing === 'daily' || spec.tradesPerDay <= 0) return [];
    const typical = sessionOf(spec.hours, this.currentDay(spec, t));
    const bucketsPerSession = Math.max(1, (typical.closes - typical.opens) / BUCKET_MS);
    const probability = Math.min(0.9, spec.tradesPerDay / bucketsPerSession);
    const trades: SimTrade[] = [];
    const scan = (from: number, to: number) => {
      for (let bucket = Math.floor(to / BUCKET_MS); bucket >= Math.ceil(from / BUCKET_MS); bucket--) {
        if (trades.length >= limit) return;
        const draw = hashKeys(this.seed, spec.key, STREAMS.trade, bucket);
        if (uniformAt(draw) >= probability) continue;
        const time = bucket * BUCKET_MS + Math.floor(uniformAt(hashKeys(draw, 1)) * BUCKET_MS);
        if (time > t || time < from) continue;
        const size = Math.exp(0.8 * normalAt(hashKeys(this.seed, spec.key, STREAMS.tradeSize, bucket)));
        trades.push({ bucket, time, price: this.priceAt(spec, time), size });
      }
    };
    if (this.mode === 'always') {
      scan(t - maxSessions * 86_400_000, t);
      return trades;
    }
    let day = this.currentDay(spec, t);
    for (let i = 0; i < maxSessions && trades.length < limit; i++, day--) {
      const session = sessionOf(spec.hours, day);
      scan(session.opens, Math.min(t, session.closes - 1));
    }
    return trades;
  }
}
