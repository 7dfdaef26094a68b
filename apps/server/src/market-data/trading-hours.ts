import type { MarketStatus } from '@havn/contract';
import { localTimeOf, utcOfLocal } from '@havn/domain';

export { localTimeOf, utcOfLocal };

/**
 * When markets trade. Times are each exchange's own local time in its IANA zone, so summer time moves
 * the UTC hours by itself. Weekends are closed; exchange holidays are not modelled
 * (@TODO(market data): a holiday calendar per exchange, when a real feed or the trading desk needs it).
 */

/** `always` (the demo's default) keeps every market open around the clock; `real` follows the hours below. */
export type MarketHoursMode = 'always' | 'real';

export interface TradingHours {
  mic: string;
  timeZone: string;
  /** Minutes after local midnight; `closes` may be 1440 (a market open all day). */
  opens: number;
  closes: number;
}

const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Regular continuous trading of the exchanges the universe and the indicators come from. */
export const TRADING_HOURS: Readonly<Record<string, TradingHours>> = {
  XSTO: { mic: 'XSTO', timeZone: 'Europe/Stockholm', opens: hm(9), closes: hm(17, 30) },
  XHEL: { mic: 'XHEL', timeZone: 'Europe/Helsinki', opens: hm(10), closes: hm(18, 30) },
  XCSE: { mic: 'XCSE', timeZone: 'Europe/Copenhagen', opens: hm(9), closes: hm(17) },
  XOSL: { mic: 'XOSL', timeZone: 'Europe/Oslo', opens: hm(9), closes: hm(16, 20) },
  XNYS: { mic: 'XNYS', timeZone: 'America/New_York', opens: hm(9, 30), closes: hm(16) },
  XNAS: { mic: 'XNAS', timeZone: 'America/New_York', opens: hm(9, 30), closes: hm(16) },
  XETR: { mic: 'XETR', timeZone: 'Europe/Berlin', opens: hm(9), closes: hm(17, 30) },
  XLON: { mic: 'XLON', timeZone: 'Europe/London', opens: hm(8), closes: hm(16, 30) },
  XTKS: { mic: 'XTKS', timeZone: 'Asia/Tokyo', opens: hm(9), closes: hm(15, 30) },
  /** FX and commodities: around the clock on weekdays (London days). */
  OTC: { mic: 'OTC', timeZone: 'Europe/London', opens: 0, closes: hm(24) },
};

export function tradingHoursOf(mic: string): TradingHours {
  return TRADING_HOURS[mic] ?? TRADING_HOURS.XSTO!;
}

/**
 * The broker's nightly downtime (the route catalogue's nightly-downtime-status page): no orders, every
 * market shown as DOWNTIME. Only with real hours; the always-open demo has none.
 */
export const NIGHTLY_DOWNTIME = { timeZone: 'Europe/Stockholm', from: hm(2), until: hm(4) } as const;

const DAY_MS = 86_400_000;

/**
 * Business days (Monday to Friday) numbered consecutively: day b+1 is the next weekday after day b.
 * 1970-01-01 was a Thursday, so (epochDay + 3) mod 7 counts from Monday = 0.
 */
export function businessDayOf(epochDay: number): { day: number; weekend: boolean } {
  const week = Math.floor((epochDay + 3) / 7);
  const weekday = epochDay + 3 - week * 7;
  return { day: week * 5 + Math.min(weekday, 4), weekend: weekday > 4 };
}

export function epochDayOfBusinessDay(day: number): number {
  const week = Math.floor(day / 5);
  return week * 7 + (day - week * 5) - 3;
}

export function isoDateOfEpochDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

export function epochDayOfIsoDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export interface Session {
  day: number;
  opens: number;
  closes: number;
}

const sessions = new Map<string, Session>();

/** The opening and closing instants of business day `day` on a market. */
export function sessionOf(hours: TradingHours, day: number): Session {
  const key = `${hours.mic}:${day}`;
  let session = sessions.get(key);
  if (!session) {
    const epochDay = epochDayOfBusinessDay(day);
    session = {
      day,
      opens: utcOfLocal(hours.timeZone, epochDay, hours.opens),
      closes: utcOfLocal(hours.timeZone, epochDay, hours.closes),
    };
    if (sessions.size > 50_000) sessions.clear();
    sessions.set(key, session);
  }
  return session;
}

/**
 * Where `t` falls in a market's week: the business day of its local date (a weekend counts as after
 * Friday's close) and whether that day's session has not begun, is running, or is over.
 */
export interface SessionPosition {
  day: number;
  phase: 'pre' | 'open' | 'post';
  weekend: boolean;
}

export function sessionPosition(hours: TradingHours, t: number): SessionPosition {
  const local = localTimeOf(hours.timeZone, t);
  const { day, weekend } = businessDayOf(local.epochDay);
  if (weekend) return { day, phase: 'post', weekend };
  const session = sessionOf(hours, day);
  const phase = t < session.opens ? 'pre' : t < session.closes ? 'open' : 'post';
  return { day, phase, weekend };
}

export function inNightlyDowntime(t: number): boolean {
  const { minutes } = localTimeOf(NIGHTLY_DOWNTIME.timeZone, t);
  return minutes >= NIGHTLY_DOWNTIME.from && minutes < NIGHTLY_DOWNTIME.until;
}

/** Whether the exchange itself trades at `t` (indicators: no broker downtime applies). */
export function exchangeOpen(hours: TradingHours, t: number, mode: MarketHoursMode): boolean {
  return mode === 'always' || sessionPosition(hours, t).phase === 'open';
}

/**
 * Whether a customer's order trades now. Exchange-traded instruments follow their market's session;
 * funds (`daily` pricing) take orders on every weekday and fill at the next NAV. The nightly
 * downtime stops everything.
 */
export function marketStatusAt(
  hours: TradingHours,
  t: number,
  mode: MarketHoursMode,
  pricing: 'continuous' | 'daily' = 'continuous',
): MarketStatus {
  if (mode === 'always') return 'OPEN';
  if (inNightlyDowntime(t)) return 'DOWNTIME';
  const position = sessionPosition(hours, t);
  if (pricing === 'daily') return position.weekend ? 'CLOSED' : 'OPEN';
  return position.phase === 'open' ? 'OPEN' : 'CLOSED';
}
