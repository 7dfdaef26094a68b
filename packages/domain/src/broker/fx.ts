import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';

/**
 * FX rates: Swedish kronor per one unit of each currency, one table for the whole brokerage. Cross
 * rates go through SEK. The values match the FX market indicators shipped with the instrument universe
 * (USD/SEK 9.5482, EUR/SEK 11.0964, EUR/NOK 11.6825, EUR/DKK 7.4612), so NOK and DKK are their crosses
 * rounded to four decimals.
 *
 * This table is the fallback: orders, positions and ratings price at the market data provider's live
 * FX (apps/server/src/market-data/fx.ts) and use the table only for currencies the provider
 * does not quote; clients without a live rate (the web's order estimate) estimate with it.
 */
export const FX_RATES_SEK: Readonly<Record<string, string>> = {
  SEK: '1',
  EUR: '11.0964',
  USD: '9.5482',
  NOK: '0.9498',
  DKK: '1.4872',
  GBP: '12.7150',
  CHF: '11.8200',
};

/** How many units of `to` one unit of `from` buys, at full precision. */
export function fxRate(from: string, to: string): BrokerDecimal {
  if (from === to) return dec('1');
  const fromSek = FX_RATES_SEK[from];
  const toSek = FX_RATES_SEK[to];
  if (fromSek === undefined) throw new RangeError(`no FX rate for ${from}`);
  if (toSek === undefined) throw new RangeError(`no FX rate for ${to}`);
  return dec(fromSek).div(dec(toSek));
}

/**
 * `amount` of `from` in `to`: multiplied at full precision, then rounded once, half-even, to the minor
 * unit of `to`. Converting to the same currency only rounds.
 */
export function convertMoney(amount: string | BrokerDecimal, from: string, to: string): string {
  return convertAt(amount, fxRate(from, to), to);
}

/**
 * `amount` at `rate` (units of `to` per unit of the amount's currency) in `to`: multiplied at full
 * precision, then rounded once, half-even, to the minor unit of `to`, as convertMoney does with the
 * table's rate.
 */
export function convertAt(amount: string | BrokerDecimal, rate: string | BrokerDecimal, to: string): string {
  const value = typeof amount === 'string' ? dec(amount) : amount;
  const at = typeof rate === 'string' ? dec(rate) : rate;
  if (at.lessThanOrEqualTo(0)) throw new RangeError(`not an FX rate: ${at.toFixed()}`);
  return roundMoney(value.times(at), to);
}
