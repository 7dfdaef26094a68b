import { COMPACT_COUNT_K_FROM, COMPACT_COUNT_M_FROM } from '../limits.ts';

/**
 * Follower counts abbreviated as k from 1100 and M from 1e6 (spec section 9, Lists and counts), with
 * one decimal and no trailing ".0". Rounding is down (truncation): a count never reads higher than it
 * is, and 999 999 stays "999.9k" instead of rounding up to an odd "1000k".
 */

export interface CompactCountParts {
  /** Tenths as a whole number: 15234 → 152 for "15.2k". */
  tenths: number;
  suffix: '' | 'k' | 'M';
}

export function compactCountParts(count: number): CompactCountParts {
  if (!Number.isFinite(count) || count < 0) throw new RangeError(`not a count: ${count}`);
  const n = Math.floor(count);
  if (n >= COMPACT_COUNT_M_FROM) return { tenths: Math.floor(n / 100_000), suffix: 'M' };
  if (n >= COMPACT_COUNT_K_FROM) return { tenths: Math.floor(n / 100), suffix: 'k' };
  return { tenths: n * 10, suffix: '' };
}

/** '1099', '1.1k', '15.2k', '1M', '2.5M'; the decimal separator is the locale's (',' in Nordic locales). */
export function compactCount(count: number, decimalSeparator = '.'): string {
  const { tenths, suffix } = compactCountParts(count);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${whole}${decimal === 0 ? '' : `${decimalSeparator}${decimal}`}${suffix}`;
}
