import { dec } from './decimal.ts';
import { applyFill, emptyPosition, type PositionFill, type PositionState } from './position.ts';

/** A fill as the portfolio report counts it: on its UTC day, for its instrument. */
export interface DatedFill extends PositionFill {
  instrumentId: number;
  /** YYYY-MM-DD, UTC */
  date: string;
}

/** What one day's fills bought, sold, paid in fees and realized, exact (the report rounds the sums). */
export interface DayTrades {
  bought: string;
  sold: string;
  fees: string;
  realized: string;
}

export const NO_TRADES: DayTrades = { bought: '0', sold: '0', fees: '0', realized: '0' };

/**
 * Folds fills (oldest first) onto the positions they start from (by instrument id, the average cost
 * method of position.ts), and sums each day's trades: the portfolio report's figures, kept per day so a
 * year is a sum of days instead of a fold over every fill since the account opened.
 */
export function foldTradesByDay(
  positions: Readonly<Record<string, PositionState>>,
  fills: readonly DatedFill[],
  accountCurrency: string,
): { positions: Record<string, PositionState>; days: Map<string, DayTrades> } {
  const after: Record<string, PositionState> = { ...positions };
  const days = new Map<string, DayTrades>();
  for (const fill of fills) {
    const key = String(fill.instrumentId);
    const before = after[key] ?? emptyPosition(accountCurrency);
    const next = applyFill(before, fill, accountCurrency);
    after[key] = next;
    const day = days.get(fill.date) ?? NO_TRADES;
    days.set(fill.date, {
      bought: fill.side === 'BUY' ? dec(day.bought).plus(dec(fill.amount)).toFixed() : day.bought,
      sold: fill.side === 'SELL' ? dec(day.sold).plus(dec(fill.amount)).toFixed() : day.sold,
      fees: dec(day.fees).plus(dec(fill.fee)).toFixed(),
      realized: dec(day.realized)
        .plus(dec(next.realizedReturn).minus(dec(before.realizedReturn)))
        .toFixed(),
    });
  }
  // A position sold to nothing keeps no state: the next buy starts afresh, as applyFill resets it.
  for (const [key, position] of Object.entries(after)) if (dec(position.volume).isZero()) delete after[key];
  return { positions: after, days };
}
