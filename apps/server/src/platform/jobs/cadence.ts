/**
 * When a schedule fires, all in UTC:
 * - a number: every that many milliseconds, slots aligned to the Unix epoch, so `60 * 60 * 1000` fires
 *   on the hour and `24 * 60 * 60 * 1000` at midnight;
 * - `{ dayAt: '02:00' }`: every day at that time;
 * - `{ monthOnDay: 25, at: '06:00' }`: every month on that day (the month's last day when it has fewer).
 * @TODO(jobs): a time zone per schedule once a job needs local time (a market's close); none does yet.
 */
export type Cadence = number | { dayAt: string } | { monthOnDay: number; at: string };

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export class CadenceError extends Error {}

/** Throws a CadenceError naming what is wrong; defineSchedule calls it, so a bad cadence fails at start. */
export function assertCadence(cadence: Cadence): void {
  if (typeof cadence === 'number') {
    if (!Number.isSafeInteger(cadence) || cadence < 1) {
      throw new CadenceError(`A cadence in milliseconds must be a positive integer, not ${cadence}`);
    }
    return;
  }
  if ('dayAt' in cadence) {
    timeOfDayMs(cadence.dayAt);
    return;
  }
  if (!Number.isInteger(cadence.monthOnDay) || cadence.monthOnDay < 1 || cadence.monthOnDay > 31) {
    throw new CadenceError(`monthOnDay must be a day 1–31, not ${cadence.monthOnDay}`);
  }
  timeOfDayMs(cadence.at);
}

/** The newest slot at or before `now`: the one a runner polling at `now` should have fired. */
export function latestSlot(cadence: Cadence, now: Date): Date {
  const t = now.getTime();
  if (typeof cadence === 'number') return new Date(Math.floor(t / cadence) * cadence);
  if ('dayAt' in cadence) {
    const offset = timeOfDayMs(cadence.dayAt);
    return new Date(Math.floor((t - offset) / DAY_MS) * DAY_MS + offset);
  }
  const at = timeOfDayMs(cadence.at);
  const thisMonth = monthSlot(now.getUTCFullYear(), now.getUTCMonth(), cadence.monthOnDay, at);
  if (thisMonth <= t) return new Date(thisMonth);
  return new Date(monthSlot(now.getUTCFullYear(), now.getUTCMonth() - 1, cadence.monthOnDay, at));
}

/** `month` may be -1 (December of the year before): Date.UTC rolls it over. */
function monthSlot(year: number, month: number, day: number, timeMs: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(day, lastDay)) + timeMs;
}

function timeOfDayMs(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new CadenceError(`A time of day must be HH:MM (UTC, 00:00–23:59), not '${time}'`);
  return Number(match[1]) * HOUR_MS + Number(match[2]) * MINUTE_MS;
}
