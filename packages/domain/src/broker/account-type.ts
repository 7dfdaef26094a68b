import type { InstrumentType } from './market-lists.ts';

/**
 * Brokerage account types per country (domain notes §1): Sweden ISK, AF (depå) and KF; Norway ASK and
 * the ordinary aksje- og fondskonto; Denmark aktiesparekonto and aktiedepot; Finland osakesäästötili
 * (AOT) and arvo-osuustili; Germany, the UK and anywhere else a depot. And the pension accounts
 * (domain notes §4): Sweden's private and occupational pension, Norway's IPS and egen pensjonskonto
 * (EPK), Denmark's ratepension and aldersopsparing, Finland's PS account.
 */
export const ACCOUNT_TYPES = [
  'ISK',
  'AF',
  'KF',
  'ASK',
  'AKSJE_FOND',
  'AKTIESPAREKONTO',
  'AKTIEDEPOT',
  'AOT',
  'ARVO_OSUUSTILI',
  'DEPOT',
  'PRIVATE_PENSION',
  'OCCUPATIONAL_PENSION',
  'IPS',
  'EPK',
  'RATEPENSION',
  'ALDERSOPSPARING',
  'PS',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export {
  API_ACCOUNT_TYPES,
  type ApiAccountType,
  accountTypeOf,
  apiAccountType,
} from './account-type-codes.ts';

/**
 * How gains are taxed: a yearly flat-rate income on the value, on realisation, deferred until
 * withdrawn, yearly on the value's change, or as a pension (a yield tax or nothing while saving, the
 * payouts taxed as income).
 */
export const TAX_TREATMENTS = [
  'FLAT_RATE',
  'REALISED_GAINS',
  'DEFERRED',
  'MARK_TO_MARKET',
  'PENSION',
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/**
 * A cap on what may be paid in: yearly room (aktiesparekonto), lifetime net deposits
 * (osakesäästötili), or a pension's yearly contributions (what the customer pays in during a calendar
 * year; a pension moved in from another company is not a contribution).
 */
export const DEPOSIT_CAP_KINDS = ['YEARLY_ROOM', 'LIFETIME_NET_DEPOSITS', 'YEARLY_CONTRIBUTIONS'] as const;
export interface DepositCap {
  kind: (typeof DEPOSIT_CAP_KINDS)[number];
  /** The cap by calendar year; a year after the last one known keeps the last figure. */
  byYear: Readonly<Record<number, string>>;
  /**
   * A higher cap for a customer near the state pension age (the Danish aldersopsparing): from the
   * year in which they come within `yearsBefore` years of it, `byYear` instead (deposit-cap.ts).
   */
  nearStatePension?: { yearsBefore: number; byYear: Readonly<Record<number, string>> };
}

export interface AccountTypeRule {
  accountType: AccountType;
  currency: string;
  onePerPerson: boolean;
  depositCap: DepositCap | null;
  /** The instrument types it may hold. */
  eligibleInstrumentTypes: readonly InstrumentType[];
  /** Issuers' countries it may hold (ISO alpha-2, upper case); null: any. */
  eligibleCountries: readonly string[] | null;
  taxTreatment: TaxTreatment;
  /**
   * Who pays in: the customer, or only an employer (an occupational pension, an EPK), whose money
   * arrives through payroll, never as the customer's own deposit.
   */
  paidInBy: 'CUSTOMER' | 'EMPLOYER';
}

const ALL: readonly InstrumentType[] = [
  'STOCK',
  'ETF',
  'FUND',
  'INVESTMENT_FUND',
  'CERTIFICATE',
  'BULL_BEAR',
  'TRACKER',
  'MINI_FUTURE',
  'UNLIMITED_TURBO',
  'WARRANT',
  'OPTION',
];
const SHARES_AND_FUNDS: readonly InstrumentType[] = ['STOCK', 'ETF', 'FUND', 'INVESTMENT_FUND'];

/** The European Economic Area: the EU, Iceland, Liechtenstein and Norway (the Norwegian ASK's limit). */
// biome-ignore format: one country list
export const EEA_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
];

function rule(
  accountType: AccountType,
  currency: string,
  taxTreatment: TaxTreatment,
  extra: Partial<Omit<AccountTypeRule, 'accountType' | 'currency' | 'taxTreatment'>> = {},
): AccountTypeRule {
  return {
    accountType,
    currency,
    taxTreatment,
    onePerPerson: extra.onePerPerson ?? false,
    depositCap: extra.depositCap ?? null,
    eligibleInstrumentTypes: extra.eligibleInstrumentTypes ?? ALL,
    eligibleCountries: extra.eligibleCountries ?? null,
    paidInBy: extra.paidInBy ?? 'CUSTOMER',
  };
}

/** A pension account: shares and funds, taxed as a pension, locked until the payout age. */
function pension(
  accountType: AccountType,
  currency: string,
  extra: Partial<Omit<AccountTypeRule, 'accountType' | 'currency' | 'taxTreatment'>> = {},
): AccountTypeRule {
  return rule(accountType, currency, 'PENSION', { eligibleInstrumentTypes: SHARES_AND_FUNDS, ...extra });
}

const yearlyContributions = (
  byYear: Readonly<Record<number, string>>,
  nearStatePension?: DepositCap['nearStatePension'],
): DepositCap => ({
  kind: 'YEARLY_CONTRIBUTIONS',
  byYear,
  ...(nearStatePension ? { nearStatePension } : {}),
});

/**
 * Each type's rules (domain notes §1 and §2). ISK and KF hold listed instruments, which is all Havn
 * lists. The Norwegian ASK holds shares and equity funds from the EEA; the Danish aktiesparekonto
 * listed shares and equity funds, capped at DKK 166,200 (2025) and 174,200 (2026) a year; the Finnish
 * osakesäästötili listed shares only, €100,000 of lifetime net deposits (€50,000 before 2024). The
 * aktiesparekonto and the osakesäästötili are one per person.
 *
 * Pensions (domain notes §4) hold shares and funds. Sweden's private pension has no cap (no deduction
 * since 2016); an occupational pension and a Norwegian EPK are paid into by the employer only. The
 * yearly caps on the customer's own contributions: IPS NOK 15,000 (2025) and 25,000 (2026); ratepension
 * DKK 65,500 and 68,700; aldersopsparing DKK 9,400 and 9,900, and DKK 61,200 and 64,200 from the year
 * the customer comes within seven years of the Danish state pension age; the Finnish PS €5,000. IPS,
 * EPK, aldersopsparing and PS are one per person.
 */
export const ACCOUNT_TYPE_RULES: Readonly<Record<AccountType, AccountTypeRule>> = {
  ISK: rule('ISK', 'SEK', 'FLAT_RATE'),
  AF: rule('AF', 'SEK', 'REALISED_GAINS'),
  KF: rule('KF', 'SEK', 'FLAT_RATE'),
  ASK: rule('ASK', 'NOK', 'DEFERRED', {
    eligibleInstrumentTypes: SHARES_AND_FUNDS,
    eligibleCountries: EEA_COUNTRIES,
  }),
  AKSJE_FOND: rule('AKSJE_FOND', 'NOK', 'REALISED_GAINS'),
  AKTIESPAREKONTO: rule('AKTIESPAREKONTO', 'DKK', 'MARK_TO_MARKET', {
    onePerPerson: true,
    depositCap: { kind: 'YEARLY_ROOM', byYear: { 2025: '166200.00', 2026: '174200.00' } },
    eligibleInstrumentTypes: SHARES_AND_FUNDS,
  }),
  AKTIEDEPOT: rule('AKTIEDEPOT', 'DKK', 'REALISED_GAINS'),
  AOT: rule('AOT', 'EUR', 'DEFERRED', {
    onePerPerson: true,
    depositCap: { kind: 'LIFETIME_NET_DEPOSITS', byYear: { 2020: '50000.00', 2024: '100000.00' } },
    eligibleInstrumentTypes: ['STOCK'],
  }),
  ARVO_OSUUSTILI: rule('ARVO_OSUUSTILI', 'EUR', 'REALISED_GAINS'),
  DEPOT: rule('DEPOT', 'EUR', 'REALISED_GAINS'),
  PRIVATE_PENSION: pension('PRIVATE_PENSION', 'SEK'),
  OCCUPATIONAL_PENSION: pension('OCCUPATIONAL_PENSION', 'SEK', { paidInBy: 'EMPLOYER' }),
  IPS: pension('IPS', 'NOK', {
    onePerPerson: true,
    depositCap: yearlyContributions({ 2025: '15000.00', 2026: '25000.00' }),
  }),
  EPK: pension('EPK', 'NOK', { onePerPerson: true, paidInBy: 'EMPLOYER' }),
  RATEPENSION: pension('RATEPENSION', 'DKK', {
    depositCap: yearlyContributions({ 2025: '65500.00', 2026: '68700.00' }),
  }),
  ALDERSOPSPARING: pension('ALDERSOPSPARING', 'DKK', {
    onePerPerson: true,
    depositCap: yearlyContributions(
      { 2025: '9400.00', 2026: '9900.00' },
      { yearsBefore: 7, byYear: { 2025: '61200.00', 2026: '64200.00' } },
    ),
  }),
  PS: pension('PS', 'EUR', { onePerPerson: true, depositCap: yearlyContributions({ 2025: '5000.00' }) }),
};

/** The types only one of which a customer may hold (the database's partial unique index lists the same). */
export const ONE_PER_PERSON_TYPES: readonly AccountType[] = /* @__PURE__ */ ACCOUNT_TYPES.filter(
  (t) => ACCOUNT_TYPE_RULES[t].onePerPerson,
);

/** The account types each country offers, the first being the one a new customer gets at registration. */
const TYPES_BY_COUNTRY: Readonly<Record<string, readonly AccountType[]>> = {
  se: ['ISK', 'AF', 'KF', 'PRIVATE_PENSION', 'OCCUPATIONAL_PENSION'],
  no: ['ASK', 'AKSJE_FOND', 'IPS', 'EPK'],
  dk: ['AKTIESPAREKONTO', 'AKTIEDEPOT', 'RATEPENSION', 'ALDERSOPSPARING'],
  fi: ['AOT', 'ARVO_OSUUSTILI', 'PS'],
};

/**
 * The country whose account `accountType` is (ISO alpha-2, upper case): where its tax rules and price
 * list come from; null for the depot Havn offers every other country.
 */
export function countryOfAccountType(accountType: AccountType): string | null {
  const entry = Object.entries(TYPES_BY_COUNTRY).find(([, types]) => types.includes(accountType));
  return entry ? entry[0].toUpperCase() : null;
}

/** The account types a customer from `country` (ISO 3166-1 alpha-2, any case) may open. */
export function accountTypesFor(country: string): readonly AccountType[] {
  return TYPES_BY_COUNTRY[country.toLowerCase()] ?? ['DEPOT'];
}

export interface AccountOpening {
  accountType: AccountType;
  currency: string;
}

/** The account a customer from `country` gets at registration. */
export function firstAccountFor(country: string): AccountOpening {
  const accountType = accountTypesFor(country)[0]!;
  return { accountType, currency: ACCOUNT_TYPE_RULES[accountType].currency };
}

export type OpeningRefusal = 'NOT_OFFERED' | 'ONE_PER_PERSON';

/** null when a customer from `country` holding `held` may open `accountType`; otherwise why not. */
export function checkAccountOpening(
  accountType: AccountType,
  country: string,
  held: readonly AccountType[],
): OpeningRefusal | null {
  if (!accountTypesFor(country).includes(accountType)) return 'NOT_OFFERED';
  if (ACCOUNT_TYPE_RULES[accountType].onePerPerson && held.includes(accountType)) return 'ONE_PER_PERSON';
  return null;
}

/**
 * Whether an account of `accountType` may hold an instrument of `instrumentType` issued in `country`
 * (ISO alpha-2). Orders check it; savings plans and transfers will call the same rule.
 */
export function instrumentAllowedInAccount(
  accountType: AccountType,
  instrument: { type: InstrumentType; country: string },
): boolean {
  const r = ACCOUNT_TYPE_RULES[accountType];
  if (!r.eligibleInstrumentTypes.includes(instrument.type)) return false;
  return r.eligibleCountries === null || r.eligibleCountries.includes(instrument.country.toUpperCase());
}

/** The version of the account terms a customer accepts when opening an account; a new one is a new date. */
export const ACCOUNT_TERMS_VERSION = '2026-11-01';
