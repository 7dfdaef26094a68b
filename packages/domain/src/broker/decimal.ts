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

/**
 * Decimals parsed from strings, by their text: prices, rates, fees and amounts repeat from order to
 * order, and a decimal never changes (every operation makes a new one), so a text is parsed once.
 * Bounded: emptied when full.
 */
const parsed = new Map<string, BrokerDecimal>();
const MAX_PARSED = 10_000;

export function dec(value: string | number | BrokerDecimal): BrokerDecimal {
  if (typeof value === 'string') {
    const known = parsed.get(value);
    if (known) return known;
    if (!DECIMAL_PATTERN.test(value)) throw new RangeError(`not a decimal amount: ${value}`);
    const made = new BrokerDecimal(value);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(value, made);
    return made;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    // Volumes only: whole units, or fund units to four decimals, read by their shortest text ("3.1992").
    // Any other fractional JS number is a float and has no place in money.
    if (!isUnitCount(value)) throw new RangeError(`not a whole number or fund units: ${value}`);
    return new BrokerDecimal(String(value));
  }
  return new BrokerDecimal(value);
}

/** Rounds half-even to `places` decimals and prints without exponent, "-0" never. */
export function fixed(value: BrokerDecimal, places: number): string {
  const text = value.toFixed(places, BrokerDecimal.ROUND_HALF_EVEN);
  // A negative amount that rounds to zero prints as "-0.00": zero has no sign.
  return text.charCodeAt(0) === 45 && NEGATIVE_ZERO.test(text) ? text.slice(1) : text;
}

const NEGATIVE_ZERO = /^-0(\.0*)?$/;

/** A decimal string without trailing zeros (volumes, rates): "10", "0.25". */
export function plain(value: BrokerDecimal): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** A count of units with at most four decimals, exact as its shortest text (fund units). */
function isUnitCount(value: number): boolean {
  return Math.abs(value) < 1e11 && Math.round(value * 10_000) / 10_000 === value;
}

/**
 * Units less units, exact to the four decimals fund units carry: lot folds count units as numbers, and
 * a float subtraction of fractions would leave dust (1.1 − 1 = 0.10000000000000009).
 */
export function unitsMinus(held: number, taken: number): number {
  return Math.round((held - taken) * 10_000) / 10_000;
}
