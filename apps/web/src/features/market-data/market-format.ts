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

/**
 * Where the locale's compact word is not the one its readers use: Swedish writes "mdr" for
 * miljarder (Språkrådet's abbreviation, and the financial press's), where CLDR has "md".
 */
const COMPACT_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'sv-SE': { md: 'mdr' },
};

/**
 * A large amount for people, in the site's language with its currency: "SEK 519.3bn", "519,3 mdr kr",
 * "519,3 Mrd. €" (market cap, turnover). At most one decimal; through Intl's compact notation.
 */
export function formatCompactMoney(amount: string, currency: string, site: SiteId): string {
  const locale = siteLocale[site];
  const words = COMPACT_WORDS[locale] ?? {};
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  })
    .formatToParts(amount as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'compact' ? (words[part.value] ?? part.value) : part.value))
    .join('');
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
