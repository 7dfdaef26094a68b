import type { RatingInput } from '@havn/domain';
import { dec } from '@havn/domain/broker/index';
import type { DailyClose, DailyFx } from '../../market-data/index.ts';

/** A change of units held: a position ledger entry of a shared account, dated by its UTC day. */
export interface UnitMovement {
  instrumentId: number;
  /** YYYY-MM-DD */
  date: string;
  units: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every member's holdings are valued in one currency, so that currency moves are part of the return. */
export const RATING_CURRENCY = 'SEK';

/** How a day's holdings are valued in RATING_CURRENCY: each instrument's currency and the day's FX. */
export interface RatingValuation {
  currencyOf: ReadonlyMap<number, string>;
  fx: DailyFx;
}

/**
 * A member's daily returns from their holdings and the instruments' daily closes, time-weighted: each
 * day's return is the change in value of the units held at the previous close, so deposits, buys and
 * sells move no return by themselves. Days on which nothing was held are skipped. Values are in
 * RATING_CURRENCY at each day's FX close, so a holding whose price stands still earns its currency's
 * move against SEK. An instrument of unknown currency is left out, like one without closes.
 */
export function portfolioRatingInput(
  id: string,
  movements: readonly UnitMovement[],
  closes: ReadonlyMap<number, readonly DailyClose[]>,
  valuation: RatingValuation,
): RatingInput {
  const { currencyOf, fx } = valuation;
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
      if (units.isZero() || previous === null) continue;
      const was = lastClose.get(instrumentId);
      const now = closeOf.get(instrumentId)?.get(date) ?? was;
      const currency = currencyOf.get(instrumentId);
      if (was === undefined || now === undefined || currency === undefined) continue;
      before = before.plus(units.times(was).times(fx.rate(currency, RATING_CURRENCY, previous)));
      after = after.plus(units.times(now).times(fx.rate(currency, RATING_CURRENCY, date)));
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
