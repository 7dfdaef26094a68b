import { dec, fixed } from './decimal.ts';
import type { OrderSide } from './order-lists.ts';

/** percentage_change carries four decimals (NUMERIC(9, 4) in `contents`). */
export const TRADE_PERCENTAGE_DECIMALS = 4;

/**
 * percentageChange of a member's trade event (spec section 4, Trade events): on a BUY, null when the
 * member held none before (a new holding), otherwise the units bought as a percent of the holding
 * before; on a SELL, the share of the holding sold, exactly 100 when it was all of it. Half-even to
 * four decimals, as a decimal string.
 */
export function tradePercentageChange(input: {
  side: OrderSide;
  /** Units held (available and reserved for sells) just before the fill. */
  volumeBefore: string | number;
  volume: string | number;
}): string | null {
  const before = dec(input.volumeBefore);
  const traded = dec(input.volume);
  if (traded.lessThanOrEqualTo(0)) throw new RangeError('a trade has a positive volume');
  if (input.side === 'BUY') {
    if (before.lessThanOrEqualTo(0)) return null;
    return fixed(traded.div(before).times(100), TRADE_PERCENTAGE_DECIMALS);
  }
  if (before.lessThanOrEqualTo(0)) throw new RangeError('cannot sell from an empty holding');
  if (traded.greaterThanOrEqualTo(before)) return fixed(dec(100), TRADE_PERCENTAGE_DECIMALS);
  return fixed(traded.div(before).times(100), TRADE_PERCENTAGE_DECIMALS);
}
