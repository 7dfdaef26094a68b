import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec, fixed } from './decimal.ts';
import { convertAt } from './fx.ts';

/**
 * The overview's figures: what an account (and all of a member's accounts) is worth now, and what the
 * day has made of it. Every amount is converted once, at the rate given, and rounded half-even to the
 * minor unit of the currency it is shown in; sums add those rounded amounts, so the parts shown add up
 * to the total shown.
 */

/** An amount of `currency` with the rate (units of the target currency per unit) it is converted at. */
export interface ConvertibleAmount {
  amount: string | BrokerDecimal;
  currency: string;
  rate: string | BrokerDecimal;
}

/**
 * The sum of amounts in one currency: each currency's amounts are added first and converted once (so a
 * hundred holdings in USD round once, not a hundred times), then the converted sums are added.
 */
export function sumInCurrency(amounts: readonly ConvertibleAmount[], to: string): string {
  const byCurrency = new Map<string, { amount: BrokerDecimal; rate: BrokerDecimal }>();
  for (const { amount, currency, rate } of amounts) {
    const value = typeof amount === 'string' ? dec(amount) : amount;
    const at = typeof rate === 'string' ? dec(rate) : rate;
    const known = byCurrency.get(currency);
    if (known && !known.rate.equals(at)) throw new RangeError(`two rates for ${currency}`);
    byCurrency.set(currency, { amount: (known?.amount ?? dec(0)).plus(value), rate: at });
  }
  let total = dec(0);
  for (const { amount, rate } of byCurrency.values()) total = total.plus(dec(convertAt(amount, rate, to)));
  return roundMoney(total, to);
}

/** The day's result of a value: its change since the previous close, deposits and withdrawals aside. */
export interface DayResult {
  /** value − previous close − the day's net deposits, in the value's currency. */
  amount: string;
  /**
   * The amount in percent of what the day started with: the previous close, or on a day that started
   * empty, that day's deposits (as the time-weighted history counts it); "0.00" with neither.
   */
  percent: string;
  /** What the percent is measured against. */
  base: string;
}

export function dayResult(
  value: string,
  previousClose: string,
  netDepositsToday: string,
  currency: string,
): DayResult {
  const amount = dec(value).minus(dec(previousClose)).minus(dec(netDepositsToday));
  const base = dec(previousClose).greaterThan(0)
    ? dec(previousClose)
    : dec(netDepositsToday).greaterThan(0)
      ? dec(netDepositsToday)
      : dec(0);
  return {
    amount: roundMoney(amount, currency),
    percent: base.isZero() ? '0.00' : fixed(amount.div(base).times(100), 2),
    base: roundMoney(base, currency),
  };
}

/**
 * The day's result of several accounts in one currency: their amounts and bases converted at each
 * account's rate and added, the percent of the summed base (not an average of the accounts' percents,
 * which would weigh a small account like a large one).
 */
export function totalDayResult(
  results: readonly { result: DayResult; currency: string; rate: string | BrokerDecimal }[],
  to: string,
): DayResult {
  const amount = sumInCurrency(
    results.map((r) => ({ amount: r.result.amount, currency: r.currency, rate: r.rate })),
    to,
  );
  const base = sumInCurrency(
    results.map((r) => ({ amount: r.result.base, currency: r.currency, rate: r.rate })),
    to,
  );
  return {
    amount,
    percent: dec(base).isZero() ? '0.00' : fixed(dec(amount).div(dec(base)).times(100), 2),
    base,
  };
}
