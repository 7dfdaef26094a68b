import type { PlaceFundOrderBody } from '@havn/contract/web';
import {
  dec,
  FUND_TYPES,
  FUND_UNIT_DECIMALS,
  fundMinimumAmount,
  type InstrumentType,
} from '@havn/domain/broker/index';
import { normalizeDecimal } from '../order-estimate.ts';

/** Funds and investment funds are bought and sold by fund order, at the next NAV, never on the exchange. */
export function isFundType(type: string): type is InstrumentType {
  return FUND_TYPES.some((fund) => fund === type);
}

/** The fund ticket as typed: a buy's amount, a sale's units or all of them. */
export interface FundOrderDraft {
  side: 'BUY' | 'SELL';
  amount: string;
  units: string;
  all: boolean;
}

export interface FundOrderContext {
  /** The account's currency: a buy's amount is in it. */
  currency: string;
  buyingPower: string;
  /** Units of the fund the account holds and no order holds back. */
  sellable: number;
}

export type FundOrderFieldError =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountTooSmall'
  | 'insufficientBuyingPower'
  | 'unitsRequired'
  | 'unitsInvalid'
  | 'insufficientHoldings'
  | 'nothingToSell';

export type FundOrderField = 'amount' | 'units';

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
  const units = normalizeDecimal(draft.units);
  if (units === '') return { units: 'unitsRequired' };
  if (!UNITS.test(units) || !dec(units).greaterThan(0)) return { units: 'unitsInvalid' };
  if (dec(units).greaterThan(dec(context.sellable))) return { units: 'insufficientHoldings' };
  return {};
}

/** The order as the API takes it: a buy names its amount, a sale its units or `all`. */
export function fundOrderBody(instrumentId: number, draft: FundOrderDraft): PlaceFundOrderBody {
  if (draft.side === 'BUY') {
    return { instrumentId, side: 'BUY', amount: normalizeDecimal(draft.amount) };
  }
  return draft.all
    ? { instrumentId, side: 'SELL', all: true }
    : { instrumentId, side: 'SELL', units: normalizeDecimal(draft.units) };
}
