import type { PlaceFundOrderBody } from '@havn/contract/web';
import {
  BrokerDecimal,
  dec,
  FUND_TYPES,
  FUND_UNIT_DECIMALS,
  fixed,
  fundMinimumAmount,
  type InstrumentType,
  plain,
} from '@havn/domain/broker/index';
import { normalizeDecimal } from '../order-estimate.ts';

/** Funds and investment funds are bought and sold by fund order, at the next NAV, never on the exchange. */
export function isFundType(type: string): type is InstrumentType {
  return FUND_TYPES.some((fund) => fund === type);
}

/** The fund ticket as typed: a buy's amount, a sale's units (or an amount's worth of them) or all. */
export interface FundOrderDraft {
  side: 'BUY' | 'SELL';
  /** A buy's amount; a sale's too when it is sold by amount. */
  amount: string;
  units: string;
  all: boolean;
  /** How a sale is told: by units (the default) or by an amount the units are worth now. */
  sellBy?: 'units' | 'amount';
}

export interface FundOrderContext {
  /** The account's currency: a buy's amount is in it. */
  currency: string;
  buyingPower: string;
  /** Units of the fund the account holds and no order holds back. */
  sellable: number;
  /** The holding and what it is worth now in the account's currency (a sale by amount needs it). */
  holding?: FundHoldingValue | null;
}

export type FundOrderFieldError =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountTooSmall'
  | 'insufficientBuyingPower'
  | 'unitsRequired'
  | 'unitsInvalid'
  | 'insufficientHoldings'
  | 'amountOverHolding'
  | 'nothingToSell';

export type FundOrderField = 'amount' | 'units';

/** Units held and their value now, in the account's currency. */
export interface FundHoldingValue {
  units: number;
  value: string;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const UNITS = new RegExp(`^\\d{1,12}(\\.\\d{1,${FUND_UNIT_DECIMALS}})?$`);

/**
 * What is wrong with the draft before it is sent, by field: the API's own rules (an amount to the
 * öre, at least the fund minimum of the account's currency; units to four decimals), and what the
 * account can cover. The server checks all of it again.
 */
export function validateFundOrder(
  draft: FundOrderDraft,
  context: FundOrderContext,
): Partial<Record<FundOrderField, FundOrderFieldError>> {
  if (draft.side === 'BUY') {
    const amount = normalizeDecimal(draft.amount);
    if (amount === '') return { amount: 'amountRequired' };
    if (!AMOUNT.test(amount) || !dec(amount).greaterThan(0)) return { amount: 'amountInvalid' };
    if (dec(amount).lessThan(dec(fundMinimumAmount(context.currency)))) return { amount: 'amountTooSmall' };
    if (dec(amount).greaterThan(dec(context.buyingPower))) return { amount: 'insufficientBuyingPower' };
    return {};
  }
  if (!(context.sellable > 0)) return { units: 'nothingToSell' };
  if (draft.all) return {};
  if (draft.sellBy === 'amount') {
    const amount = normalizeDecimal(draft.amount);
    if (amount === '') return { amount: 'amountRequired' };
    const units = unitsForAmount(amount, context.holding ?? null);
    if (units === null || !context.holding) return { amount: 'amountInvalid' };
    // More than the units free to sell are worth now (rounding down to units would hide a little more).
    const worth = valueOfUnits(String(context.sellable), context.holding);
    if (dec(amount).greaterThan(dec(worth)) || dec(units).greaterThan(dec(context.sellable))) {
      return { amount: 'amountOverHolding' };
    }
    return {};
  }
  const units = normalizeDecimal(draft.units);
  if (units === '') return { units: 'unitsRequired' };
  if (!UNITS.test(units) || !dec(units).greaterThan(0)) return { units: 'unitsInvalid' };
  if (dec(units).greaterThan(dec(context.sellable))) return { units: 'insufficientHoldings' };
  return {};
}

/**
 * The units an amount of the account's currency is worth by the holding's value now, rounded down to
 * the four decimals a sale takes; null for an amount that is not one (or worth no ten-thousandth).
 * A sale is of units: what it pays follows the next NAV, so the amount is an estimate.
 */
export function unitsForAmount(typed: string, holding: FundHoldingValue | null): string | null {
  const amount = normalizeDecimal(typed);
  if (!AMOUNT.test(amount) || !dec(amount).greaterThan(0)) return null;
  if (!holding || !(holding.units > 0) || !dec(holding.value).greaterThan(0)) return null;
  const units = dec(amount)
    .times(dec(holding.units))
    .dividedBy(dec(holding.value))
    .toDecimalPlaces(FUND_UNIT_DECIMALS, BrokerDecimal.ROUND_DOWN);
  return units.greaterThan(0) ? plain(units) : null;
}

/** What `units` of the holding are worth now, to the öre, in the account's currency. */
export function valueOfUnits(units: string, holding: FundHoldingValue): string {
  return fixed(dec(units).times(dec(holding.value)).dividedBy(dec(holding.units)), 2);
}

/** The order as the API takes it: a buy names its amount, a sale its units (an amount's worth) or `all`. */
export function fundOrderBody(
  instrumentId: number,
  draft: FundOrderDraft,
  holding: FundHoldingValue | null = null,
): PlaceFundOrderBody {
  if (draft.side === 'BUY') {
    return { instrumentId, side: 'BUY', amount: normalizeDecimal(draft.amount) };
  }
  if (draft.all) return { instrumentId, side: 'SELL', all: true };
  if (draft.sellBy === 'amount') {
    return { instrumentId, side: 'SELL', units: unitsForAmount(draft.amount, holding) ?? '0' };
  }
  return { instrumentId, side: 'SELL', units: normalizeDecimal(draft.units) };
}
