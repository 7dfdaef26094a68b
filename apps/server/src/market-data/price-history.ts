import type { HistoryRange } from '@havn/contract';
import type { PriceHistory, PricePoint } from './provider.ts';
import type { MarketSimulator, SeriesSpec, SimBar } from './simulator.ts';
import { formatPrice, type TickRule, toTick } from './ticks.ts';
import {
  businessDayOf,
  epochDayOfBusinessDay,
  epochDayOfIsoDate,
  isoDateOfEpochDay,
  localTimeOf,
  sessionOf,
} from './trading-hours.ts';

/**
 * Chart data for a range. 1d and 1w are intraday points (5 and 30 minutes) of the latest session or
 * the latest five (with always-open hours: the last 24 hours or 7 days); the other ranges are daily
 * bars. A fund has one price a day, so all its ranges are daily. Points sit on a grid aligned to the
 * clock, so the 1d chart's points are exactly the samples a daily bar's high and low come from.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const INTRADAY = {
  '1d': { stepMs: 5 * MINUTE_MS, sessions: 1, resolution: 'MINUTE_5' },
  '1w': { stepMs: 30 * MINUTE_MS, sessions: 5, resolution: 'MINUTE_30' },
} as const;

/** The simulated history starts three years before the anchor of the reference prices. */
export const HISTORY_START_DATE = '2023-11-20';

function subtractMonths(t: number, months: number): number {
  const date = new Date(t);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The first business day of a daily range ending at `now`. */
export function firstDayOfRange(range: HistoryRange, now: number): number {
  const months = { '1d': 0, '1w': 0, '1m': 1, '3m': 3, '1y': 12, '3y': 36, max: 36 }[range];
  let epochDay = Math.floor(subtractMonths(now, months) / DAY_MS);
  if (range === 'max') epochDay = Math.min(epochDay, epochDayOfIsoDate(HISTORY_START_DATE));
  const { day, weekend } = businessDayOf(epochDay);
  return weekend ? day + 1 : day;
}

export function dateOfBusinessDay(day: number): string {
  return isoDateOfEpochDay(epochDayOfBusinessDay(day));
}

export function barPoint(bar: SimBar, rule: TickRule, now: number): PricePoint {
  return {
    time: new Date(Math.min(bar.session.closes, now)),
    date: dateOfBusinessDay(bar.day),
    open: formatPrice(rule, toTick(rule, bar.open)),
    high: formatPrice(rule, toTick(rule, bar.high)),
    low: formatPrice(rule, toTick(rule, bar.low)),
    close: formatPrice(rule, toTick(rule, bar.close)),
    volume: Math.round(bar.volume),
  };
}

function intradayWindows(sim: MarketSimulator, spec: SeriesSpec, sessions: number, now: number) {
  if (sim.mode === 'always') return [{ from: now - (sessions === 1 ? DAY_MS : 7 * DAY_MS), to: now }];
  const today = sim.currentDay(spec, now);
  const windows: { from: number; to: number }[] = [];
  for (let day = today - sessions + 1; day <= today; day++) {
    const session = sessionOf(spec.hours, day);
    windows.push({ from: session.opens, to: Math.min(session.closes, now) });
  }
  return windows;
}

function intradayPoints(
  sim: MarketSimulator,
  spec: SeriesSpec,
  rule: TickRule,
  stepMs: number,
  sessions: number,
  now: number,
): PricePoint[] {
  const points: PricePoint[] = [];
  for (const window of intradayWindows(sim, spec, sessions, now)) {
    const times: number[] = [];
    for (let t = Math.ceil(window.from / stepMs) * stepMs; t <= window.to; t += stepMs) times.push(t);
    // The session's close (16:20 in Oslo is off the 30-minute grid) or now, as the window's last point.
    if (times.at(-1) !== window.to) times.push(window.to);
    let previous: number | null = null;
    let previousTime = window.from;
    for (const t of times) {
      const close = sim.priceAt(spec, t);
      const open = previous ?? close;
      const session = sessionOf(spec.hours, sim.currentDay(spec, t));
      const share = (t - previousTime) / Math.max(session.closes - session.opens, MINUTE_MS);
      const volume = previous === null ? 0 : sim.dayVolume(spec, session.day) * share;
      points.push({
        time: new Date(t),
        date: isoDateOfEpochDay(localTimeOf(spec.hours.timeZone, t).epochDay),
        open: formatPrice(rule, toTick(rule, open)),
        high: formatPrice(rule, toTick(rule, Math.max(open, close))),
        low: formatPrice(rule, toTick(rule, Math.min(open, close))),
        close: formatPrice(rule, toTick(rule, close)),
        volume: Math.round(volume),
      });
      previous = close;
      previousTime = t;
    }
  }
  return points;
}

export function buildHistory(
  sim: MarketSimulator,
  spec: SeriesSpec,
  rule: TickRule,
  range: HistoryRange,
  now: number,
): PriceHistory {
  const previousClose =
    range === '1d' ? formatPrice(rule, toTick(rule, sim.snapshot(spec, now).previousClose)) : null;
  if ((range === '1d' || range === '1w') && spec.pricing === 'continuous') {
    const { stepMs, sessions, resolution } = INTRADAY[range];
    return { resolution, previousClose, points: intradayPoints(sim, spec, rule, stepMs, sessions, now) };
  }
  const fromDay =
    range === '1d' || range === '1w'
      ? sim.currentDay(spec, now) - INTRADAY[range].sessions
      : firstDayOfRange(range, now);
  const points = sim.bars(spec, fromDay, now).map((bar) => barPoint(bar, rule, now));
  const tail = afterCloseTail(sim, spec, rule, points.at(-1), now);
  return { resolution: 'DAY', previousClose, points: tail ? [...points, tail] : points };
}

/**
 * A chart ends at the price now, the quote's last. Daily bars end at the latest session's close, and
 * with always-open hours the price walks on after it, towards the next session (the quote's day change
 * already counts from that close): the walk so far is a running bar of the next business day, ending now.
 */
function afterCloseTail(
  sim: MarketSimulator,
  spec: SeriesSpec,
  rule: TickRule,
  last: PricePoint | undefined,
  now: number,
): PricePoint | null {
  if (!last || spec.pricing !== 'continuous') return null;
  const price = toTick(rule, sim.priceAt(spec, now));
  const close = formatPrice(rule, price);
  if (close === last.close) return null;
  const up = price.gt(last.close);
  return {
    time: new Date(now),
    date: dateOfBusinessDay(sim.currentDay(spec, now) + 1),
    open: last.close,
    high: up ? close : last.close,
    low: up ? last.close : close,
    close,
    volume: 0,
  };
}
