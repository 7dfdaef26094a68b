import { type SiteId, siteLocale } from '@havn/domain';

/** A change of money with its sign ("+450,00 kr", "−12,30 €"), through Intl and never a float. */
export function formatSignedMoney(amount: string, currency: string, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site], {
    style: 'currency',
    currency,
    signDisplay: 'exceptZero',
  }).format(amount as Intl.StringNumericLiteral);
}
