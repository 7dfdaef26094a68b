import type { AccountType } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';

/**
 * Havn's price list: one commission class per account type, charged per order in the account's
 * currency on the traded value (converted to the account currency for foreign instruments). The fee is
 * the percentage of the value, but never less than the minimum. Modelled on the Nordic online brokers'
 * standard classes (Nordnet and Avanza charge 0.15–0.25 % with a 39 SEK/NOK or 29 DKK floor).
 *
 * | account type      | currency | percentage | minimum   |
 * |-------------------|----------|------------|-----------|
 * | ISK, AF, KF       | SEK      | 0.15 %     | 39.00 SEK |
 * | ASK, AKSJE_FOND   | NOK      | 0.15 %     | 39.00 NOK |
 * | AKTIESPAREKONTO, AKTIEDEPOT | DKK | 0.15 % | 29.00 DKK |
 * | AOT, ARVO_OSUUSTILI | EUR    | 0.15 %     | 3.90 EUR  |
 * | DEPOT             | EUR      | 0.25 %     | 4.90 EUR  |
 *
 * A pension account trades in its country's standard class.
 *
 * An order filled in parts pays one commission: each fill pays what the commission on the value filled
 * so far adds to what the order has already paid (commissionIncrement), so the minimum is charged once.
 */
export interface CommissionClass {
  name: string;
  currency: string;
  /** Percent of the traded value, as a decimal string: "0.15" is 0.15 %. */
  percent: string;
  minimum: string;
}

export const COMMISSION_CLASSES: Readonly<Record<AccountType, CommissionClass>> = {
  ISK: { name: 'Standard SEK', currency: 'SEK', percent: '0.15', minimum: '39.00' },
  AF: { name: 'Standard SEK', currency: 'SEK', percent: '0.15', minimum: '39.00' },
  KF: { name: 'Standard SEK', currency: 'SEK', percent: '0.15', minimum: '39.00' },
  ASK: { name: 'Standard NOK', currency: 'NOK', percent: '0.15', minimum: '39.00' },
  AKSJE_FOND: { name: 'Standard NOK', currency: 'NOK', percent: '0.15', minimum: '39.00' },
  AKTIESPAREKONTO: { name: 'Standard DKK', currency: 'DKK', percent: '0.15', minimum: '29.00' },
  AKTIEDEPOT: { name: 'Standard DKK', currency: 'DKK', percent: '0.15', minimum: '29.00' },
  AOT: { name: 'Standard EUR', currency: 'EUR', percent: '0.15', minimum: '3.90' },
  ARVO_OSUUSTILI: { name: 'Standard EUR', currency: 'EUR', percent: '0.15', minimum: '3.90' },
  DEPOT: { name: 'Depot EUR', currency: 'EUR', percent: '0.25', minimum: '4.90' },
  PRIVATE_PENSION: { name: 'Standard SEK', currency: 'SEK', percent: '0.15', minimum: '39.00' },
  OCCUPATIONAL_PENSION: { name: 'Standard SEK', currency: 'SEK', percent: '0.15', minimum: '39.00' },
  IPS: { name: 'Standard NOK', currency: 'NOK', percent: '0.15', minimum: '39.00' },
  EPK: { name: 'Standard NOK', currency: 'NOK', percent: '0.15', minimum: '39.00' },
  RATEPENSION: { name: 'Standard DKK', currency: 'DKK', percent: '0.15', minimum: '29.00' },
  ALDERSOPSPARING: { name: 'Standard DKK', currency: 'DKK', percent: '0.15', minimum: '29.00' },
  PS: { name: 'Standard EUR', currency: 'EUR', percent: '0.15', minimum: '3.90' },
};

/**
 * The commission on a traded value (in the account currency), rounded half-even to its minor unit. A
 * value of zero pays nothing: no trade, no fee.
 */
export function commission(
  accountType: AccountType,
  value: string | BrokerDecimal,
  currency: string,
): string {
  const klass = COMMISSION_CLASSES[accountType];
  const amount = typeof value === 'string' ? dec(value) : value;
  if (amount.isNegative()) throw new RangeError('a traded value is never negative');
  if (amount.isZero()) return roundMoney(dec(0), currency);
  const percentage = amount.times(dec(klass.percent)).div(100);
  const minimum = dec(klass.minimum);
  return roundMoney(percentage.greaterThan(minimum) ? percentage : minimum, currency);
}

/** What a fill adds to an order's commission: commission(value filled so far) − commission already paid. */
export function commissionIncrement(
  accountType: AccountType,
  input: { filledValueBefore: string; fillValue: string; feesPaid: string; currency: string },
): string {
  const total = commission(
    accountType,
    dec(input.filledValueBefore).plus(dec(input.fillValue)),
    input.currency,
  );
  const increment = dec(total).minus(dec(input.feesPaid));
  return roundMoney(increment.isNegative() ? dec(0) : increment, input.currency);
}
