import Holidays from 'date-holidays';
import type { InstrumentType } from './market-lists.ts';

/**
 * Bank days, settlement dates and the withdrawal cut-off (domain notes §2, issue 16 items 1 and 3).
 * Holidays come from date-holidays (a maintained calendar); a bank day is a weekday that is neither a
 * public holiday nor a bank holiday (midsommarafton, julafton and nyårsafton close Swedish banks), nor
 * one of the Danish banks' own closing days the library lists only as observances (see DK_BANK_CLOSED).
 * Dates are calendar days as `YYYY-MM-DD`. Its own entry point (`@havn/domain/broker/bank-days`): the
 * holiday data stays out of every page that does not ask for it.
 */

/** The exchanges' countries, by market identifier code. */
const MARKET_COUNTRY: Readonly<Record<string, string>> = {
  XSTO: 'SE',
  XOSL: 'NO',
  XCSE: 'DK',
  XHEL: 'FI',
  XNYS: 'US',
  XNAS: 'US',
  XETR: 'DE',
  XLON: 'GB',
  XTKS: 'JP',
};

/**
 * Each exchange's own time zone: a trade's date is the exchange's calendar day, so a fill after
 * midnight in Helsinki (still the evening before in Stockholm) or an evening trade in New York (already
 * tomorrow in Stockholm) is dated and settled as that market books it.
 */
const MARKET_ZONE: Readonly<Record<string, string>> = {
  XSTO: 'Europe/Stockholm',
  XOSL: 'Europe/Oslo',
  XCSE: 'Europe/Copenhagen',
  XHEL: 'Europe/Helsinki',
  XNYS: 'America/New_York',
  XNAS: 'America/New_York',
  XETR: 'Europe/Berlin',
  XLON: 'Europe/London',
  XTKS: 'Asia/Tokyo',
};

const COUNTRY_ZONE: Readonly<Record<string, string>> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  JP: 'Asia/Tokyo',
};

/** The market's time zone; an unknown market trades in its instrument's country's (Stockholm if unknown). */
export function marketTimeZone(market: string, instrumentCountry: string): string {
  return MARKET_ZONE[market] ?? COUNTRY_ZONE[instrumentCountry.toUpperCase()] ?? 'Europe/Stockholm';
}

/** Where an account's money is banked, by its currency: the calendar its withdrawals follow. */
const CURRENCY_BANKING: Readonly<Record<string, { country: string; timeZone: string }>> = {
  SEK: { country: 'SE', timeZone: 'Europe/Stockholm' },
  NOK: { country: 'NO', timeZone: 'Europe/Oslo' },
  DKK: { country: 'DK', timeZone: 'Europe/Copenhagen' },
  EUR: { country: 'FI', timeZone: 'Europe/Helsinki' },
};

export function bankingOf(currency: string): { country: string; timeZone: string } {
  return CURRENCY_BANKING[currency] ?? { country: 'SE', timeZone: 'Europe/Stockholm' };
}

/** The market's country; an unknown market settles by the instrument's own country. */
export function settlementCountry(market: string, instrumentCountry: string): string {
  return MARKET_COUNTRY[market] ?? instrumentCountry.toUpperCase();
}

/**
 * Settlement days after the trade: shares and ETFs T+2; funds settle on their own days, which Havn's
 * fund data does not carry yet, so a fund takes the three days the domain notes name as the shortest.
 */
export function settlementDaysOf(type: InstrumentType): number {
  return type === 'FUND' || type === 'INVESTMENT_FUND' ? 3 : 2;
}

/**
 * Danish banks close on Grundlovsdag (5 June), Juleaftensdag (24 December), Nytårsaftensdag (31
 * December) and the Friday after Kristi Himmelfartsdag: Danmarks Nationalbank's closing days, on which
 * no payment settles. date-holidays knows the first two only as observances (not days off by law) and
 * the other two not at all, so they are added here by rule rather than as a list of dates.
 */
function danishBankClosingDays(calendar: Holidays, year: number): string[] {
  const ascension = (calendar.getHolidays(year) || []).find((h) => h.name === 'Kristi Himmelfartsdag');
  const days = [`${year}-06-05`, `${year}-12-24`, `${year}-12-31`];
  if (ascension) days.push(dateOfEpochDay(epochDayOf(ascension.date.slice(0, 10)) + 1));
  return days;
}

const calendars = new Map<string, Holidays>();
const closedDays = new Map<string, ReadonlySet<string>>();

function holidaysOf(country: string, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let days = closedDays.get(key);
  if (!days) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(country, { types: ['public', 'bank'] });
      calendars.set(country, calendar);
    }
    const list = calendar.getHolidays(year) || [];
    days = new Set([
      ...list.filter((h) => h.type === 'public' || h.type === 'bank').map((h) => h.date.slice(0, 10)),
      ...(country === 'DK' ? danishBankClosingDays(calendar, year) : []),
    ]);
    closedDays.set(key, days);
  }
  return days;
}

const DAY_MS = 86_400_000;

function epochDayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isBankDay(country: string, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(country, Number(date.slice(0, 4))).has(date);
}

/** `date` itself when it is a bank day, else the next one. */
export function nextBankDayFrom(country: string, date: string): string {
  let day = epochDayOf(date);
  while (!isBankDay(country, dateOfEpochDay(day))) day += 1;
  return dateOfEpochDay(day);
}

/** The `n`th bank day after `date` (n ≥ 1); `date` itself need not be one. */
export function addBankDays(country: string, date: string, n: number): string {
  let day = epochDayOf(date);
  for (let left = n; left > 0; ) {
    day += 1;
    if (isBankDay(country, dateOfEpochDay(day))) left -= 1;
  }
  return dateOfEpochDay(day);
}

/**
 * Bank days from the day of `from` to the day of `to` in `timeZone`: the bank days after `from`'s day up
 * to and including `to`'s (0 on the same day).
 */
export function bankDaysBetween(country: string, timeZone: string, from: Date, to: Date): number {
  const last = epochDayOf(localDateOf(timeZone, to));
  let count = 0;
  for (let day = epochDayOf(localDateOf(timeZone, from)) + 1; day <= last; day += 1) {
    if (isBankDay(country, dateOfEpochDay(day))) count += 1;
  }
  return count;
}

/**
 * The latest calendar day at `t` of any Nordic banking calendar (an account currency's): a bound for a
 * query of what is due by today somewhere, each row then checked against its own calendar's day.
 */
export function latestBankingDate(t: Date): string {
  return Object.values(CURRENCY_BANKING)
    .map(({ timeZone }) => localDateOf(timeZone, t))
    .reduce((latest, date) => (date > latest ? date : latest));
}

/** The trade date of an execution at `t`: the calendar day on the market's own clock. */
export function tradeDateOf(market: string, instrumentCountry: string, t: Date): string {
  return localDateOf(marketTimeZone(market, instrumentCountry), t);
}

/** The calendar day of `t` in `timeZone`, `YYYY-MM-DD`. */
export function localDateOf(timeZone: string, t: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);
}

/**
 * A trade settles `days` bank days after its trade date; a trade on a closed day counts from the next
 * bank day, as the exchange would book it.
 */
export function settlementDate(country: string, tradeDate: string, days: number): string {
  return addBankDays(country, nextBankDayFrom(country, tradeDate), days);
}

/** Withdrawals asked for before 13:00 local time on a bank day leave the same day; later ones the next bank day. */
export const WITHDRAWAL_CUT_OFF_MINUTES = 13 * 60;

/**
 * The bank day a withdrawal asked for at `now` is sent and arrives (Havn pays out within hours of the
 * cut-off, so both are the same day).
 */
export function withdrawalArrival(currency: string, now: Date): string {
  const { country, timeZone } = bankingOf(currency);
  const today = localDateOf(timeZone, now);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  if (isBankDay(country, today) && hour * 60 + minute < WITHDRAWAL_CUT_OFF_MINUTES) return today;
  return addBankDays(country, today, 1);
}
