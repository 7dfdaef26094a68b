import { PRICE_DECIMALS, roundMoney } from './currency.ts';
import { dec, fixed, plain } from './decimal.ts';
import type { OrderSide } from './order-lists.ts';

/**
 * A holding as the customer sees it, folded from its fills in execution order (the average cost
 * method, "genomsnittsmetoden", that Nordic tax rules prescribe for shares):
 * - averagePrice: the volume-weighted average of the buy prices, in the instrument's currency and
 *   without fees (the "GAV" a Nordic broker shows). Sells leave it unchanged; selling all resets it.
 * - acquisitionCost: what the units still held cost, in the account currency, fees included.
 * - realizedReturn: sale proceeds after fees minus the acquisition cost of the units sold, summed.
 */
export interface PositionState {
  volume: string;
  averagePrice: string;
  acquisitionCost: string;
  realizedReturn: string;
}

export interface PositionFill {
  side: OrderSide;
  volume: number | string;
  /** The fill price in the instrument's currency. */
  price: string;
  /** The traded value in the account currency (what was paid, or received before the fee). */
  amount: string;
  /** The commission of this fill, in the account currency. */
  fee: string;
}

export function emptyPosition(accountCurrency: string): PositionState {
  const zero = roundMoney('0', accountCurrency);
  return {
    volume: '0',
    averagePrice: fixed(dec(0), PRICE_DECIMALS),
    acquisitionCost: zero,
    realizedReturn: zero,
  };
}

export function applyFill(
  position: PositionState,
  fill: PositionFill,
  accountCurrency: string,
): PositionState {
  const held = dec(position.volume);
  const volume = dec(fill.volume);
  if (volume.lessThanOrEqualTo(0)) throw new RangeError('a fill trades a positive volume');
  if (fill.side === 'BUY') {
    const after = held.plus(volume);
    const average = dec(position.averagePrice).times(held).plus(dec(fill.price).times(volume)).div(after);
    return {
      volume: plain(after),
      averagePrice: fixed(average, PRICE_DECIMALS),
      acquisitionCost: roundMoney(
        dec(position.acquisitionCost).plus(dec(fill.amount)).plus(dec(fill.fee)),
        accountCurrency,
      ),
      realizedReturn: position.realizedReturn,
    };
  }
  if (volume.greaterThan(held)) throw new RangeError('cannot sell more than the position holds');
  const after = held.minus(volume);
  const costOfSold = after.isZero()
    ? dec(position.acquisitionCost)
    : dec(roundMoney(dec(position.acquisitionCost).times(volume).div(held), accountCurrency));
  const proceeds = dec(fill.amount).minus(dec(fill.fee));
  return {
    volume: plain(after),
    averagePrice: after.isZero() ? fixed(dec(0), PRICE_DECIMALS) : position.averagePrice,
    acquisitionCost: roundMoney(dec(position.acquisitionCost).minus(costOfSold), accountCurrency),
    realizedReturn: roundMoney(
      dec(position.realizedReturn).plus(proceeds).minus(costOfSold),
      accountCurrency,
    ),
  };
}

/** Folds fills, oldest first, into the position they leave. */
export function positionFromFills(fills: readonly PositionFill[], accountCurrency: string): PositionState {
  return fills.reduce(
    (position, fill) => applyFill(position, fill, accountCurrency),
    emptyPosition(accountCurrency),
  );
}

/**
 * The unrealized return of a holding at `lastPrice`, in the instrument's currency: (last − average) ×
 * volume, and in percent of the average price (two decimals), or null for an empty holding.
 */
export function unrealizedReturn(
  position: Pick<PositionState, 'volume' | 'averagePrice'>,
  lastPrice: string,
  currency: string,
): { amount: string; percent: string | null } {
  const volume = dec(position.volume);
  const average = dec(position.averagePrice);
  const amount = roundMoney(dec(lastPrice).minus(average).times(volume), currency);
  const percent =
    volume.isZero() || average.isZero() ? null : fixed(dec(lastPrice).div(average).minus(1).times(100), 2);
  return { amount, percent };
}

/** The market value of `volume` units at `price`, rounded to the currency's minor unit. */
export function marketValue(volume: string | number, price: string, currency: string): string {
  return roundMoney(dec(volume).times(dec(price)), currency);
}
