import { Decimal } from 'decimal.js';

/**
 * The brokerage's decimal: 40 significant digits, so a product of a price, a volume and an FX rate
 * never rounds before we say so. Every rounding is explicit and half-even (banker's rounding), the
 * convention of the Nordic banks' settlement systems.
 */
export const BrokerDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type BrokerDecimal = InstanceType<typeof BrokerDecimal>;

/** A plain decimal string (no exponent, no sign for zero): what the wire and NUMERIC columns carry. */
const DECIMAL_PATTERN = /^-?\d{1,18}(\.\d{1,12})?$/;

export function dec(value: string | number | BrokerDecimal): BrokerDecimal {
  if (typeof value === 'string' && !DECIMAL_PATTERN.test(value)) {
    throw new RangeError(`not a decimal amount: ${value}`);
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    // Whole numbers (volumes) only: a fractional JS number is a float and has no place in money.
    throw new RangeError(`not a whole number: ${value}`);
  }
  return new BrokerDecimal(value);
}

/** Rounds half-even to `places` decimals and prints without exponent, "-0" never. */
export function fixed(value: BrokerDecimal, places: number): string {
  const rounded = value.toDecimalPlaces(places, BrokerDecimal.ROUND_HALF_EVEN);
  return (rounded.isZero() ? new BrokerDecimal(0) : rounded).toFixed(places);
}

/** A decimal string without trailing zeros (volumes, rates): "10", "0.25". */
export function plain(value: BrokerDecimal): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}
