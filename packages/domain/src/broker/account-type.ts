/**
 * Brokerage account types (api.md, Accounts): a new customer gets one account for their country at
 * registration: ISK in Sweden, ASK in Norway, AOT in Finland, aktiesparekonto in Denmark, a depot elsewhere.
 * AF and KF are further Swedish types a customer may open later.
 */
export const ACCOUNT_TYPES = ['ISK', 'AF', 'KF', 'ASK', 'AOT', 'AKTIESPAREKONTO', 'DEPOT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface AccountOpening {
  accountType: AccountType;
  currency: string;
}

const openingByCountry: Record<string, AccountOpening> = {
  se: { accountType: 'ISK', currency: 'SEK' },
  no: { accountType: 'ASK', currency: 'NOK' },
  fi: { accountType: 'AOT', currency: 'EUR' },
  dk: { accountType: 'AKTIESPAREKONTO', currency: 'DKK' },
};

/** The account a customer from `country` (ISO 3166-1 alpha-2, any case) gets at registration. */
export function firstAccountFor(country: string): AccountOpening {
  return openingByCountry[country.toLowerCase()] ?? { accountType: 'DEPOT', currency: 'EUR' };
}
