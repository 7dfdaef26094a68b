import { marketTimeZone } from '@havn/domain/broker/bank-days';
import { fundOrderTiming } from '@havn/domain/broker/fund-orders';
import type { InstrumentType } from '@havn/domain/broker/index';

/** What the web knows of a fund to time its orders: its type, market and country. */
export interface FundOnMarket {
  type: InstrumentType;
  market: { id: string };
  country: string;
}

export interface FundTiming {
  /** The cut-off an order placed now makes: cancellable until then. */
  cutOff: Date;
  /** The bank day whose NAV prices it. */
  tradeDate: string;
  /** The fund market's zone, which the cut-off is told in. */
  timeZone: string;
}

/**
 * The cut-off and estimated trade date of a fund order placed at `now`, by the domain's rule the
 * server applies (the bank-day calendar comes with it, so this module loads apart: see
 * use-fund-order-timing.ts).
 */
export function timingOf(fund: FundOnMarket, now: Date): FundTiming {
  const facts = { type: fund.type, market: fund.market.id, country: fund.country };
  const { cutOff, tradeDate } = fundOrderTiming(facts, now);
  return { cutOff, tradeDate, timeZone: marketTimeZone(facts.market, facts.country) };
}
