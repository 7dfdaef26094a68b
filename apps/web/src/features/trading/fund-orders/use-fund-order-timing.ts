import type { InstrumentType } from '@havn/domain/broker/index';
import { useEffect, useState } from 'react';
import { askBankDays } from '../../../lib/bank-days.ts';

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

/** How often the ticket looks at the clock again: a cut-off passed while it is open moves the trade date. */
const TICK_MS = 30_000;

/**
 * The cut-off and trade date an order placed now would get, by the domain's rule the server applies
 * (asked of the bank-day worker, lib/bank-days.ts), told again every half minute; null until the rule
 * has answered (the ticket does not wait for it).
 */
export function useFundOrderTiming(fund: FundOnMarket): FundTiming | null {
  const [timing, setTiming] = useState<FundTiming | null>(null);
  const { type, country } = fund;
  const market = fund.market.id;
  useEffect(() => {
    let live = true;
    const ask = () =>
      void askBankDays({
        kind: 'fundOrderTiming',
        fund: { type, market, country },
        now: new Date().toISOString(),
      }).then((answer) => {
        if (live) setTiming({ ...answer, cutOff: new Date(answer.cutOff) });
      });
    ask();
    const timer = setInterval(ask, TICK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [type, market, country]);
  return timing;
}
