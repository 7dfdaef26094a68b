import { type SiteId, siteLocale } from '@havn/domain';
import './market-format.css';

/** A decimal string as a signed percentage ("+1.25 %"), through Intl and never through a float. */
export function formatPercent(value: string, site: SiteId, signed = true): string {
  return `${new Intl.NumberFormat(siteLocale[site], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value as Intl.StringNumericLiteral)} %`;
}

/** A plain decimal string (a ratio, a price without currency) through Intl. */
export function formatDecimal(value: string, site: SiteId, fractionDigits = 2): string {
  return new Intl.NumberFormat(siteLocale[site], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value as Intl.StringNumericLiteral);
}

export function formatTime(value: string, site: SiteId): string {
  return new Intl.DateTimeFormat(siteLocale[site], { timeStyle: 'medium' }).format(new Date(value));
}

/** The class of a signed change: red below zero, green above, plain at zero (`quote-change quote-up`). */
export function changeClass(value: string | null | undefined): string {
  if (!value) return 'quote-change quote-flat';
  const direction = value.startsWith('-') ? 'down' : /^\+?0(\.0+)?$/.test(value) ? 'flat' : 'up';
  return `quote-change quote-${direction}`;
}
