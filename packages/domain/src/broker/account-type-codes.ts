import type { AccountType } from './account-type.ts';

// Apart from the account types' rules, so a screen that only names an account pulls in these few lines.

/**
 * The account type codes of the API (api.md, Conventions): one code a kind of account, whatever the
 * country, so the ordinary securities account is DEPOT everywhere — Norway's aksje- og fondskonto,
 * Denmark's aktiedepot, Finland's arvo-osuustili, a German or British depot. Havn keeps each country's
 * own account (its price list, tax forms and reference numbers differ), and `apiAccountType` and
 * `accountTypeOf` translate at the API's edge.
 */
export const API_ACCOUNT_TYPES = [
  'ISK',
  'AF',
  'KF',
  'ASK',
  'AKTIESPAREKONTO',
  'AOT',
  'DEPOT',
  'PRIVATE_PENSION',
  'OCCUPATIONAL_PENSION',
  'IPS',
  'EPK',
  'RATEPENSION',
  'ALDERSOPSPARING',
  'PS',
] as const satisfies readonly AccountType[];
export type ApiAccountType = (typeof API_ACCOUNT_TYPES)[number];

/** Each country's ordinary securities account, which the API calls DEPOT. */
const DEPOT_OF_COUNTRY: Readonly<Record<string, AccountType>> = {
  no: 'AKSJE_FOND',
  dk: 'AKTIEDEPOT',
  fi: 'ARVO_OSUUSTILI',
};

/** The API's code for an account of `accountType`. */
export function apiAccountType(accountType: AccountType): ApiAccountType {
  return accountType === 'AKSJE_FOND' || accountType === 'AKTIEDEPOT' || accountType === 'ARVO_OSUUSTILI'
    ? 'DEPOT'
    : accountType;
}

/**
 * The account an API code names for a customer from `country` (ISO 3166-1 alpha-2, any case; null or
 * unknown: the depot of every other country).
 */
export function accountTypeOf(code: AccountType, country: string | null | undefined): AccountType {
  return code === 'DEPOT' && country ? (DEPOT_OF_COUNTRY[country.toLowerCase()] ?? 'DEPOT') : code;
}
