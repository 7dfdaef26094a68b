import { RELATIVE_TIME_DATE_AFTER_DAYS } from '../limits.ts';

/**
 * A post's relative time (spec section 9, Display times): over 3 days shows day and month;
 * otherwise days, hours or minutes ago; under a minute 'Less than a minute ago'. The date is in the
 * viewer's local time, so the caller passes their IANA time zone.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime =
  | { kind: 'date'; day: number; month: number }
  | { kind: 'days' | 'hours' | 'minutes'; value: number }
  | { kind: 'justNow' };

export const JUST_NOW_MESSAGE = 'Less than a minute ago';
export const JUST_NOW_KEY = 'community:time.justNow';

/**
 * Whole units, rounded down: 1 h 59 min is "1 hour ago". Exactly 3 days is still "3 days ago"; a
 * time in the future (a client clock ahead of the server) reads as just now. `month` is 1–12.
 */
export function relativePostTime(postedAt: Date, now: Date, timeZone = 'UTC'): RelativeTime {
  const ago = now.getTime() - postedAt.getTime();
  if (ago > RELATIVE_TIME_DATE_AFTER_DAYS * DAY_MS)
    return { kind: 'date', ...dayAndMonth(postedAt, timeZone) };
  if (ago >= DAY_MS) return { kind: 'days', value: Math.floor(ago / DAY_MS) };
  if (ago >= HOUR_MS) return { kind: 'hours', value: Math.floor(ago / HOUR_MS) };
  if (ago >= MINUTE_MS) return { kind: 'minutes', value: Math.floor(ago / MINUTE_MS) };
  return { kind: 'justNow' };
}

function dayAndMonth(date: Date, timeZone: string): { day: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const part = (type: 'day' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month') };
}
