import type { FundOrderView, PlaceFundSwitchBody } from '@havn/contract/web';
import { dec, FUND_UNIT_DECIMALS } from '@havn/domain/broker/index';
import { normalizeDecimal } from '../order-estimate.ts';

/** The switch as typed: the fund sold (its units or all of them) and the fund its proceeds buy. */
export interface FundSwitchDraft {
  fromInstrumentId: number | null;
  toInstrumentId: number | null;
  units: string;
  all: boolean;
}

export type FundSwitchField = 'from' | 'units' | 'to';

export type FundSwitchFieldError =
  | 'fromRequired'
  | 'nothingToSwitch'
  | 'unitsRequired'
  | 'unitsInvalid'
  | 'insufficientHoldings'
  | 'toRequired'
  | 'sameFund';

const UNITS = new RegExp(`^\\d{1,12}(\\.\\d{1,${FUND_UNIT_DECIMALS}})?$`);

/**
 * What is wrong with the draft before it is sent, by field, in the order the form asks: a fund held
 * with units free to sell, units to four decimals (or all) no more than those, another fund to buy.
 * The server checks all of it again (INSUFFICIENT_HOLDINGS, INVALID_FUND_ORDER).
 */
export function validateFundSwitch(
  draft: FundSwitchDraft,
  sellable: number,
): Partial<Record<FundSwitchField, FundSwitchFieldError>> {
  const errors: Partial<Record<FundSwitchField, FundSwitchFieldError>> = {};
  if (draft.fromInstrumentId === null) errors.from = 'fromRequired';
  else if (!(sellable > 0)) errors.from = 'nothingToSwitch';
  else if (!draft.all) {
    const units = normalizeDecimal(draft.units);
    if (units === '') errors.units = 'unitsRequired';
    else if (!UNITS.test(units) || !dec(units).greaterThan(0)) errors.units = 'unitsInvalid';
    else if (dec(units).greaterThan(dec(sellable))) errors.units = 'insufficientHoldings';
  }
  if (draft.toInstrumentId === null) errors.to = 'toRequired';
  else if (draft.toInstrumentId === draft.fromInstrumentId) errors.to = 'sameFund';
  return errors;
}

/** The switch as the API takes it: units, or `all`. Call only on a draft without errors. */
export function fundSwitchBody(draft: FundSwitchDraft): PlaceFundSwitchBody {
  const fromInstrumentId = draft.fromInstrumentId ?? 0;
  const toInstrumentId = draft.toInstrumentId ?? 0;
  return draft.all
    ? { fromInstrumentId, toInstrumentId, all: true }
    : { fromInstrumentId, toInstrumentId, units: normalizeDecimal(draft.units) };
}

/** One switch as the fund orders list has it: its sale, and its purchase once the sale is priced. */
export interface FundSwitchLegs {
  switchId: string;
  accid: string;
  sale: FundOrderView;
  purchase: FundOrderView | null;
  /** The fund bought: the sale names it; the purchase leg is that fund. */
  toInstrumentId: number | null;
  /** Still moving: the sale waits or is priced with its purchase to come or waiting. */
  inProgress: boolean;
  createdAt: string;
}

const FINAL = new Set(['PRICED', 'SETTLED', 'REJECTED', 'CANCELLED']);
const ENDED = new Set(['REJECTED', 'CANCELLED']);

/**
 * The account's fund orders grouped into switches by `switchId`, newest first. A switch is done once
 * its sale ended without a purchase (cancelled, rejected) or its purchase is priced or ended; a purchase
 * leg not there yet (the sale not priced) is null. Orders of their own are left out.
 */
export function groupFundSwitches(orders: readonly FundOrderView[]): FundSwitchLegs[] {
  const legs = new Map<string, { sale?: FundOrderView; purchase?: FundOrderView }>();
  for (const order of orders) {
    if (!order.switchId) continue;
    const entry = legs.get(order.switchId) ?? {};
    if (order.side === 'SELL') entry.sale = order;
    else entry.purchase = order;
    legs.set(order.switchId, entry);
  }
  const switches: FundSwitchLegs[] = [];
  for (const [switchId, { sale, purchase }] of legs) {
    // A purchase without its sale cannot be told as a switch (the list would have both).
    if (!sale) continue;
    const done = purchase ? FINAL.has(purchase.state) : ENDED.has(sale.state);
    switches.push({
      switchId,
      accid: sale.accid,
      sale,
      purchase: purchase ?? null,
      toInstrumentId: sale.switchToInstrumentId ?? purchase?.instrumentId ?? null,
      inProgress: !done,
      createdAt: sale.createdAt,
    });
  }
  return switches.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
