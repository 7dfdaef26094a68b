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

/** A cash movement as an account's transaction list shows it. */
export const ACCOUNT_TRANSACTION_TYPES = ['DEPOSIT', 'BUY', 'SELL', 'TRANSFER_IN', 'TRANSFER_OUT'] as const;
export type AccountTransactionType = (typeof ACCOUNT_TRANSACTION_TYPES)[number];
