import { JUST_JOINED_MAX_DAYS } from '../limits.ts';

/**
 * How long someone has been a member (spec section 9, Display times): years, months, weeks or days,
 * and 'Just Joined' for 1 day or less. The largest whole unit wins, so 13 months is "1 year".
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type MembershipAge =
  | { kind: 'justJoined' }
  | { kind: 'years' | 'months' | 'weeks' | 'days'; value: number };

export const JUST_JOINED_MESSAGE = 'Just Joined';
export const JUST_JOINED_KEY = 'community:membership.justJoined';

/**
 * Days and weeks count whole 24-hour days; months and years are calendar months in UTC, so joining
 * on 31 January makes one month on 28 February (the day clamped to the shorter month), not 3 March.
 */
export function membershipAge(joinedAt: Date, now: Date): MembershipAge {
  const days = Math.floor((now.getTime() - joinedAt.getTime()) / DAY_MS);
  if (days <= JUST_JOINED_MAX_DAYS) return { kind: 'justJoined' };
  const months = wholeMonthsBetween(joinedAt, now);
  if (months >= 12) return { kind: 'years', value: Math.floor(months / 12) };
  if (months >= 1) return { kind: 'months', value: months };
  if (days >= 7) return { kind: 'weeks', value: Math.floor(days / 7) };
  return { kind: 'days', value: days };
}

/** Whole calendar months from `from` to `to` (UTC), day of month clamped. */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (months > 0 && addMonths(from, months).getTime() > to.getTime()) months--;
  return Math.max(0, months);
}

function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
