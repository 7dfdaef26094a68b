import type { RatingInput } from '@havn/domain';
import { dec } from '@havn/domain/broker/index';
import type { DailyClose } from '../market-data/provider.ts';

/** A change of units held: a position ledger entry of a shared account, dated by its UTC day. */
export interface UnitMovement {
  instrumentId: number;
  /** YYYY-MM-DD */
  date: string;
  units: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member's daily returns from their holdings and the instruments' daily closes, time-weighted: each
 * day's return is the change in value of the units held at the previous close, so deposits, buys and
 * sells move no return by themselves. Days on which nothing was held are skipped. Returns are in the
 * instruments' own currencies (FX moves are left out: a simplification, documented in compute-ratings.ts).
 */
export function portfolioRatingInput(
  id: string,
  movements: readonly UnitMovement[],
  closes: ReadonlyMap<number, readonly DailyClose[]>,
): RatingInput {
  const dates = [...new Set([...closes.values()].flatMap((c) => c.map((p) => p.date)))].sort();
  const sorted = [...movements].sort((a, b) => a.date.localeCompare(b.date));
  const closeOf = new Map<number, Map<string, string>>();
  for (const [instrumentId, series] of closes)
    closeOf.set(instrumentId, new Map(series.map((p) => [p.date, p.close])));
  const lastClose = new Map<number, string>();
  const held = new Map<number, ReturnType<typeof dec>>();
  let next = 0;
  const dailyReturns: number[] = [];
  let growth = dec(1);
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  let previous: string | null = null;
  for (const date of dates) {
    // The units held over this day are those held at the previous close.
    let before = dec(0);
    let after = dec(0);
    for (const [instrumentId, units] of held) {
      if (units.isZero()) continue;
      const was = lastClose.get(instrumentId);
      const now = closeOf.get(instrumentId)?.get(date) ?? was;
      if (was === undefined || now === undefined) continue;
      before = before.plus(units.times(was));
      after = after.plus(units.times(now));
    }
    if (previous !== null && before.gt(0)) {
      const r = after.div(before).minus(1);
      dailyReturns.push(r.toNumber());
      growth = growth.times(r.plus(1));
      firstDate ??= previous;
      lastDate = date;
    }
    for (const [instrumentId, byDate] of closeOf) {
      const close = byDate.get(date);
      if (close !== undefined) lastClose.set(instrumentId, close);
    }
    while (next < sorted.length && sorted[next]!.date <= date) {
      const m = sorted[next]!;
      held.set(m.instrumentId, (held.get(m.instrumentId) ?? dec(0)).plus(dec(m.units)));
      next += 1;
    }
    previous = date;
  }
  const daysOfData =
    firstDate && lastDate ? Math.round((Date.parse(lastDate) - Date.parse(firstDate)) / DAY_MS) : 0;
  return { id, dailyReturns, totalReturn: growth.minus(1).toNumber(), daysOfData };
}
