/**
 * The market's closed lists, defined once: the database's column types and the server's filters are
 * built from these arrays (the API words instrument types as plain strings).
 */

export const INSTRUMENT_TYPES = [
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
] as const;
export type InstrumentType = (typeof INSTRUMENT_TYPES)[number];

/**
 * The sectors of the instrument universe, as its data names them: the eleven GICS sectors of its
 * stocks, which are stable names, and the universe's own groups for everything else. They are codes, not words: the API and
 * the lists' filter carry them as they are, and the web says them in the reader's language.
 */
export const STOCK_SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;
export const SECTORS = [...STOCK_SECTORS, 'ETFs', 'Funds', 'Derivatives'] as const;
export type Sector = (typeof SECTORS)[number];

export function isSector(value: string): value is Sector {
  return (SECTORS as readonly string[]).includes(value);
}

/** The market overview's indicators: stock indices, currency pairs and commodities. */
export const MARKET_INDICATOR_KINDS = ['INDEX', 'FX', 'COMMODITY'] as const;
export type MarketIndicatorKind = (typeof MARKET_INDICATOR_KINDS)[number];

/**
 * Every kind of movement an account's transaction list shows (issue 16, item 7), defined once: money
 * in and out (deposits, withdrawals, transfers between the customer's own accounts), trades, currency
 * exchange (with its rate), fees, dividends, interest and tax.
 */
export const ACCOUNT_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BUY',
  'SELL',
  'FX',
  'FEE',
  'DIVIDEND',
  'INTEREST',
  'TAX',
] as const;
export type AccountTransactionType = (typeof ACCOUNT_TRANSACTION_TYPES)[number];

/**
 * What a fund invests in, as its fact sheet files it: the asset class, and for an equity fund where it
 * invests. Short-rate funds hold money-market paper and bonds maturing within about a year; bond funds
 * longer bonds (government, mortgage, corporate); mixed funds both shares and bonds. A code the web
 * translates, carried by every fund of the universe with its risk indicator and ongoing charge.
 */
export const FUND_CATEGORIES = [
  'SHORT_RATE',
  'BOND',
  'MIXED',
  'EQUITY_GLOBAL',
  'EQUITY_NORDIC',
  'EQUITY_EMERGING',
  'EQUITY_OTHER',
] as const;
export type FundCategory = (typeof FUND_CATEGORIES)[number];

export type AssetClass = 'FIXED_INCOME' | 'MIXED' | 'EQUITY';

export function assetClassOf(category: FundCategory): AssetClass {
  if (category === 'SHORT_RATE' || category === 'BOND') return 'FIXED_INCOME';
  return category === 'MIXED' ? 'MIXED' : 'EQUITY';
}

/** The summary risk indicator of a fund's key information document (PRIIPs KID): 1 lowest to 7 highest. */
export const RISK_INDICATOR_MIN = 1;
export const RISK_INDICATOR_MAX = 7;
