import { Decimal } from 'decimal.js';

/**
 * Money is a decimal: a string on the wire, NUMERIC in SQL, Decimal in code. Never a float.
 */
export type MoneyString = string;

export interface Money {
  amount: MoneyString;
  currency: string;
}

const MONEY_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;

export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

export function toDecimal(amount: MoneyString): Decimal {
  if (!isMoneyString(amount)) throw new RangeError(`not a decimal amount: ${amount}`);
  return new Decimal(amount);
}

/** Sum decimal strings exactly; the result keeps `scale` decimals (2 for cash). */
export function sumMoney(amounts: readonly MoneyString[], scale = 2): MoneyString {
  return amounts.reduce((sum, a) => sum.plus(toDecimal(a)), new Decimal(0)).toFixed(scale);
}
