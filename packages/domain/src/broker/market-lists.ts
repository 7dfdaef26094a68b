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

/** The market overview's indicators: stock indices, currency pairs and commodities. */
export const MARKET_INDICATOR_KINDS = ['INDEX', 'FX', 'COMMODITY'] as const;
export type MarketIndicatorKind = (typeof MARKET_INDICATOR_KINDS)[number];

/** A cash movement as an account's transaction list shows it. */
export const ACCOUNT_TRANSACTION_TYPES = ['DEPOSIT', 'BUY', 'SELL'] as const;
export type AccountTransactionType = (typeof ACCOUNT_TRANSACTION_TYPES)[number];
