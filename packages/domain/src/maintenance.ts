import { localTimeOf, utcOfLocal } from './zoned-time.ts';

/**
 * A daily maintenance window in a time zone's wall clock (the broker's nightly break): `from` and
 * `until` in minutes after local midnight; `until` before `from` crosses midnight. During it every
 * write is refused with MAINTENANCE and reads keep working.
 */
export interface MaintenanceWindow {
  timeZone: string;
  from: number;
  until: number;
}

export interface MaintenancePeriod {
  start: Date;
  end: Date;
}

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d) ([A-Za-z_]+(?:\/[A-Za-z_+-]+){0,2})$/;

/**
 * Reads "HH:MM-HH:MM Area/City" (e.g. "03:00-03:20 Europe/Stockholm"); null for "none" or "";
 * throws on anything else, naming what is wrong.
 */
export function parseMaintenanceWindow(text: string): MaintenanceWindow | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'none') return null;
  const match = WINDOW.exec(trimmed);
  if (!match) throw new Error('must look like "03:00-03:20 Europe/Stockholm" or be "none"');
  const [, fromH, fromM, untilH, untilM, timeZone] = match;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`unknown time zone ${timeZone}`);
  }
  const from = Number(fromH) * 60 + Number(fromM);
  const until = Number(untilH) * 60 + Number(untilM);
  if (from === until) throw new Error('the window must not be empty');
  return { timeZone: timeZone!, from, until };
}

/** The window's period that began on a local day (it ends the next day when it crosses midnight). */
function periodOfDay(window: MaintenanceWindow, epochDay: number): { start: number; end: number } {
  const endDay = window.until > window.from ? epochDay : epochDay + 1;
  return {
    start: utcOfLocal(window.timeZone, epochDay, window.from),
    end: utcOfLocal(window.timeZone, endDay, window.until),
  };
}

/** The period under way at `now`, or null. */
export function maintenanceAt(window: MaintenanceWindow | null, now: Date): MaintenancePeriod | null {
  if (!window) return null;
  const t = now.getTime();
  const today = localTimeOf(window.timeZone, t).epochDay;
  for (const day of [today - 1, today]) {
    const period = periodOfDay(window, day);
    if (period.start <= t && t < period.end)
      return { start: new Date(period.start), end: new Date(period.end) };
  }
  return null;
}

/** The period under way at `now`, else the next one to begin. */
export function nextMaintenance(window: MaintenanceWindow | null, now: Date): MaintenancePeriod | null {
  if (!window) return null;
  const current = maintenanceAt(window, now);
  if (current) return current;
  const t = now.getTime();
  const today = localTimeOf(window.timeZone, t).epochDay;
  for (const day of [today, today + 1, today + 2]) {
    const period = periodOfDay(window, day);
    if (period.start > t) return { start: new Date(period.start), end: new Date(period.end) };
  }
  return null;
}
