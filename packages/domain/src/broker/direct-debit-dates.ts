import { utcOfLocal } from '../zoned-time.ts';
import { addBankDays, bankingOf, isBankDay, localDateOf, nextBankDayFrom } from './bank-days.ts';
import { MANDATE_CUT_OFF_MINUTES, MANDATE_SCHEME_RULES, type MandateScheme } from './direct-debit.ts';

/**
 * The dates of direct debit: when a mandate is expected to be active, the day a recurring deposit runs
 * in a month (its day, or the next bank day after a weekend or holiday), and until when the customer
 * may still change or stop that run. Its own entry point (`@havn/domain/broker/direct-debit-dates`), as
 * bank-days.ts is: the holiday calendar stays out of the pages that do not ask for it.
 */

const DAY_MS = 86_400_000;

function epochDayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The bank day the bank is expected to have activated a mandate asked for at `now`. */
export function expectedActivationDate(scheme: MandateScheme, now: Date): string {
  const rule = MANDATE_SCHEME_RULES[scheme];
  const { timeZone } = bankingOf(rule.currency);
  return addBankDays(rule.country, localDateOf(timeZone, now), rule.activationBankDays);
}

/** `YYYY-MM` of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The day a deposit on `dayOfMonth` runs in `month`: that day, or the next bank day of the country. */
export function runDateOf(country: string, month: string, dayOfMonth: number): string {
  return nextBankDayFrom(country, `${month}-${String(dayOfMonth).padStart(2, '0')}`);
}

/** The last bank day before `date`. */
export function bankDayBefore(country: string, date: string): string {
  let day = epochDayOf(date) - 1;
  while (!isBankDay(country, dateOfEpochDay(day))) day -= 1;
  return dateOfEpochDay(day);
}

/**
 * Until when a run on `runDate` may be changed or stopped: 16:30 local on the bank day before it
 * (Autogiro, and the schemes assumed to work alike), or on the day AvtaleGiro's notice must go out.
 */
export function changeCutOff(scheme: MandateScheme, runDate: string): Date {
  const rule = MANDATE_SCHEME_RULES[scheme];
  const { timeZone } = bankingOf(rule.currency);
  const day =
    rule.cutOff.kind === 'BANK_DAY_BEFORE'
      ? bankDayBefore(rule.country, runDate)
      : dateOfEpochDay(epochDayOf(runDate) - rule.cutOff.days);
  return new Date(utcOfLocal(timeZone, epochDayOf(day), MANDATE_CUT_OFF_MINUTES));
}

/** A month's run: which month it belongs to (the once-per-month key) and the day it runs. */
export interface ScheduledRun {
  month: string;
  runDate: string;
}

/**
 * The first run of a recurring deposit on `dayOfMonth` that is still open at `now`: this month's,
 * unless its change cut-off has passed (then the next month's). `after` skips the months up to and
 * including it (the month the deposit last ran for).
 */
export function nextRun(
  scheme: MandateScheme,
  dayOfMonth: number,
  now: Date,
  after: string | null = null,
): ScheduledRun {
  const rule = MANDATE_SCHEME_RULES[scheme];
  const { timeZone } = bankingOf(rule.currency);
  let month = monthOf(localDateOf(timeZone, now));
  if (after !== null && month <= after) month = nextMonth(after);
  for (;;) {
    const runDate = runDateOf(rule.country, month, dayOfMonth);
    if (now.getTime() < changeCutOff(scheme, runDate).getTime()) return { month, runDate };
    month = nextMonth(month);
  }
}

/** Whether the run day `runDate` has come at `now` in the scheme's country. */
export function runIsDue(scheme: MandateScheme, runDate: string, now: Date): boolean {
  const { timeZone } = bankingOf(MANDATE_SCHEME_RULES[scheme].currency);
  return localDateOf(timeZone, now) >= runDate;
}
