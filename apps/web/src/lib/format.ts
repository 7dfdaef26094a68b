import { type SiteId, siteLocale } from '@havn/domain';

/**
 * Dates, times and numbers through Intl, in the user's own time zone (spec section 9: local time,
 * never UTC). `timeZone` is passed by tests that pin one, and while a server-rendered page hydrates
 * (lib/render-clock.tsx).
 */
export function formatDateTime(value: Date | string, site: SiteId, timeZone?: string): string {
  return new Intl.DateTimeFormat(siteLocale[site], {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}

/** A calendar day (YYYY-MM-DD: a date, not an instant) in the site's words, the same in every time zone. */
export function formatDay(date: string, site: SiteId): string {
  return new Intl.DateTimeFormat(siteLocale[site], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Money arrives as a decimal string; Intl formats it without ever turning it into a float. */
export function formatMoney(amount: string, currency: string, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site], { style: 'currency', currency }).format(
    amount as Intl.StringNumericLiteral,
  );
}

/** Money in whole units ("1 675 kr"): for prognoses, where öre would claim a precision they lack. */
export function formatWholeMoney(amount: string, currency: string, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount as Intl.StringNumericLiteral);
}

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A count of units held or traded: whole for shares, to four decimals for fund units ("3,1992" on the
 * Swedish site), never rounded to whole units. The API sends holdings as numbers, fund orders as
 * decimal strings; either goes to Intl as it came.
 */
export function formatUnits(units: number | string, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site], { maximumFractionDigits: 4 }).format(
    units as number | Intl.StringNumericLiteral,
  );
}
