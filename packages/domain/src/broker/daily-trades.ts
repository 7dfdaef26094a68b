import { type BrokerDecimal, dec } from './decimal.ts';
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
  const sums = new Map<string, Record<keyof DayTrades, BrokerDecimal>>();
  for (const fill of fills) {
    const key = String(fill.instrumentId);
    const before = after[key] ?? emptyPosition(accountCurrency);
    const next = applyFill(before, fill, accountCurrency);
    after[key] = next;
    let day = sums.get(fill.date);
    if (!day) {
      day = { bought: dec(0), sold: dec(0), fees: dec(0), realized: dec(0) };
      sums.set(fill.date, day);
    }
    if (fill.side === 'BUY') day.bought = day.bought.plus(dec(fill.amount));
    else day.sold = day.sold.plus(dec(fill.amount));
    day.fees = day.fees.plus(dec(fill.fee));
    day.realized = day.realized.plus(dec(next.realizedReturn)).minus(dec(before.realizedReturn));
  }
  const days = new Map<string, DayTrades>();
  for (const [date, day] of sums) {
    days.set(date, {
      bought: day.bought.toFixed(),
      sold: day.sold.toFixed(),
      fees: day.fees.toFixed(),
      realized: day.realized.toFixed(),
    });
  }
  // A position sold to nothing keeps no state: the next buy starts afresh, as applyFill resets it.
  for (const [key, position] of Object.entries(after)) if (dec(position.volume).isZero()) delete after[key];
  return { positions: after, days };
}

/** Two spans' trades together, exact. */
export function addTrades(a: DayTrades, b: DayTrades): DayTrades {
  const sum = (x: string, y: string) => dec(0).plus(x).plus(y).toFixed();
  return {
    bought: sum(a.bought, b.bought),
    sold: sum(a.sold, b.sold),
    fees: sum(a.fees, b.fees),
    realized: sum(a.realized, b.realized),
  };
}
