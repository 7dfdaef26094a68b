import { PRICE_DECIMALS } from './currency.ts';

/**
 * A price as a customer may give one (a limit price, a price alert) and the API takes it: a decimal
 * string of at most 12 integer digits and PRICE_DECIMALS decimals, no sign, no exponent.
 */
export const PRICE_PATTERN = new RegExp(`^\\d{1,12}(\\.\\d{1,${PRICE_DECIMALS}})?$`);

/** A price string that is well formed and above zero. */
export function isPositivePrice(value: string): boolean {
  return PRICE_PATTERN.test(value) && /[1-9]/.test(value);
}
