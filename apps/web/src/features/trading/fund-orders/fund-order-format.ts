import { type SiteId, siteLocale } from '@havn/domain';
import type { FundOrderState } from '@havn/domain/broker/index';
import type { OrderStateTone } from '../../../components/OrderCard.tsx';

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

/** How a fund order's state looks on its card: under way, done (priced or settled), rejected. */
export function fundOrderTone(state: FundOrderState): OrderStateTone {
  if (state === 'REGISTERED' || state === 'SENT') return 'pending';
  if (state === 'PRICED' || state === 'SETTLED') return 'done';
  if (state === 'REJECTED') return 'failed';
  return 'neutral';
}
