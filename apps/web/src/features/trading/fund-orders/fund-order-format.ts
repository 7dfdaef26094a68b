import { type SiteId, siteLocale } from '@havn/domain';

/**
 * An instant in a market's own time, its zone named ("Mon 30 Nov, 13:00 CET"): a fund's cut-off is
 * the fund market's clock, wherever the reader is. Beside the ticket rather than in lib/format.ts,
 * whose every used function ships in the shell every page loads first.
 */
export function formatMarketTime(value: Date | string, site: SiteId, timeZone: string): string {
  return new Intl.DateTimeFormat(siteLocale[site], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(value));
}
