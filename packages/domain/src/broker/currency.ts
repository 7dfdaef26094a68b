import { type BrokerDecimal, dec, fixed } from './decimal.ts';

/**
 * ISO 4217 minor units of the currencies Havn settles in: cash amounts are rounded to these. Prices
 * keep up to six decimals (PRICE_DECIMALS); only money that moves is rounded to the minor unit.
 */
export const CURRENCY_MINOR_UNITS: Readonly<Record<string, number>> = {
  SEK: 2,
  NOK: 2,
  DKK: 2,
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
};

/** Instrument prices and average purchase prices carry at most this many decimals. */
export const PRICE_DECIMALS = 6;

export function isSupportedCurrency(currency: string): boolean {
  return Object.hasOwn(CURRENCY_MINOR_UNITS, currency);
}

export function minorUnits(currency: string): number {
  const units = CURRENCY_MINOR_UNITS[currency];
  if (units === undefined) throw new RangeError(`unsupported currency: ${currency}`);
  return units;
}

/** An amount of `currency`, rounded half-even to its minor unit: "21720.25". */
export function roundMoney(amount: string | BrokerDecimal, currency: string): string {
  return fixed(typeof amount === 'string' ? dec(amount) : amount, minorUnits(currency));
}

/**
 * A price for the wire: the stored six decimals without the trailing zeros past the second, so
 * "265.400000" reads "265.40" and "0.333333" stays as it is.
 */
export function formatPrice(price: string | BrokerDecimal): string {
  const value = typeof price === 'string' ? dec(price) : price;
  const text = fixed(value, PRICE_DECIMALS);
  const [whole, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}
