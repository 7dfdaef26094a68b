import type { PerformanceRange, PerformanceView, PortfolioReport } from '@havn/contract';
import {
  addDays,
  cumulativeReturns,
  dec,
  roundMoney,
  timeWeightedReturn,
  utcDay,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import { firstKeptDay } from './daily-values-repo.ts';
import { heldInstruments, historyPricing } from './history.ts';
import { emptyDaysBefore, type HistoryDay, keptHistory } from './kept-history.ts';

/** The first day of a range ending today (UTC); null for ALL. */
export function rangeStart(range: PerformanceRange, today: string): string | null {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const back = (years: number, months: number) => {
    // Clamp to the month's last day: 31 March less one month is 28 or 29 February.
    const target = new Date(Date.UTC(y - years, m - 1 - months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, last));
    return utcDay(target);
  };
  switch (range) {
    case '1M':
      return back(0, 1);
    case '3M':
      return back(0, 3);
    case 'YTD':
      return `${y}-01-01`;
    case '1Y':
      return back(1, 0);
    case '3Y':
      return back(3, 0);
    case 'ALL':
      return null;
  }
}

/**
 * The account's value at each day's close over `range`, with the time-weighted return from its first
 * day: the kept days (kept-history.ts) and today.
 */
export async function accountPerformance(
  ctx: AppContext,
  account: AccountRow,
  range: PerformanceRange,
): Promise<PerformanceView> {
  const zero = roundMoney('0', account.currency);
  const base = { accid: account.accid, currency: account.currency, range };
  const today = utcDay(ctx.clock.now());
  const wanted = rangeStart(range, today);
  const history = await keptHistory(ctx, account, wanted && addDays(wanted, -1), today, {
    trades: false,
  });
  if (history.firstDate === null) return { ...base, points: [], change: zero, returnPercent: '0.00' };
  const from = wanted === null || wanted < history.firstDate ? history.firstDate : wanted;
  // From the close before the range: its value is the start, and the first day's move counts.
  const days = [...emptyDaysBefore(history.days[0]!.date, addDays(from, -1), zero), ...history.days];
  const returns = cumulativeReturns(days);
  const start = days[0]!;
  const end = days.at(-1)!;
  const flows = dec(end.netDeposits).minus(dec(start.netDeposits));
  return {
    ...base,
    points: days.slice(1).map((day, i) => ({
      date: day.date,
      value: day.value,
      cash: day.cash,
      holdings: day.holdings,
      netDeposits: day.netDeposits,
      returnPercent: returns[i + 1]!,
    })),
    change: roundMoney(dec(end.value).minus(dec(start.value)).minus(flows), account.currency),
    returnPercent: timeWeightedReturn(days),
  };
}

/**
 * The portfolio report for calendar year `year` (this year by default): values at the start and end,
 * money in and out, what was bought and sold and the fees, the realized return of the year's sells
 * (average cost method) and the time-weighted return, with the holdings at the period's end. Sums of
 * the kept days and today (kept-history.ts), the same figures as ledger-analytics.ts folds.
 */
export async function portfolioReport(
  ctx: AppContext,
  account: AccountRow,
  year: number | undefined,
): Promise<PortfolioReport> {
  const today = utcDay(ctx.clock.now());
  const thisYear = Number(today.slice(0, 4));
  const y = year ?? thisYear;
  const outOfRange = (openYear: number) =>
    new AppError(
      'REPORT_YEAR_OUT_OF_RANGE',
      `There is no portfolio report for ${y}: choose a year from ${openYear} to ${thisYear}.`,
    );
  if (y > thisYear) {
    const first = await firstKeptDay(ctx.db, account.accid);
    throw outOfRange(Number((first ?? today).slice(0, 4)));
  }
  const A = account.currency;
  const zero = roundMoney('0', A);
  const to = y === thisYear ? today : `${y}-12-31`;
  const history = await keptHistory(ctx, account, `${y - 1}-12-31`, to, { trades: true });
  if (history.firstDate === null) {
    if (y < thisYear) {
      // Nothing by the end of that year: the account began later (or has not begun).
      const first = await firstKeptDay(ctx.db, account.accid);
      throw outOfRange(Number((first ?? today).slice(0, 4)));
    }
    return {
      ...{ accid: account.accid, currency: A, year: y, from: `${y}-01-01`, to },
      ...{ startValue: zero, endValue: zero, deposits: zero, withdrawals: zero, bought: zero, sold: zero },
      ...{ fees: zero, realizedReturn: zero, change: zero, returnPercent: '0.00', holdings: [] },
    };
  }
  const from = history.firstDate > `${y}-01-01` ? history.firstDate : `${y}-01-01`;
  // The day before the period gives the start value; its return and trades are not counted.
  const days: HistoryDay[] = [
    ...emptyDaysBefore(history.days[0]!.date, addDays(from, -1), zero),
    ...history.days,
  ];
  const start = days[0]!;
  const end = days.at(-1)!;

  let deposits = dec(0);
  let withdrawals = dec(0);
  let bought = dec(0);
  let sold = dec(0);
  let fees = dec(0);
  let realized = dec(0);
  const exact = (value: string) => dec(0).plus(value);
  for (const day of days.slice(1)) {
    const flow = dec(day.netFlow);
    if (flow.greaterThan(0)) deposits = deposits.plus(flow);
    else withdrawals = withdrawals.minus(flow);
    bought = bought.plus(exact(day.trades.bought));
    sold = sold.plus(exact(day.trades.sold));
    fees = fees.plus(exact(day.trades.fees));
    realized = realized.plus(exact(day.trades.realized));
  }

  const units = Object.entries(history.close.state.units).filter(([, volume]) =>
    dec(0).plus(volume).greaterThan(0),
  );
  const ids = units.map(([id]) => id);
  const instruments = history.today?.instruments ?? (await heldInstruments(ctx, ids));
  const pricing = history.today?.pricing ?? (await historyPricing(ctx, { instruments }, to, to));
  const holdings = units
    .map(([id, held]) => {
      const volume = dec(0).plus(held);
      const instrument = instruments.get(id);
      const currency = instrument?.currency ?? A;
      const price = pricing.close(id, to);
      return {
        instrumentId: Number(id),
        name: instrument?.name ?? id,
        symbol: instrument?.symbol ?? id,
        volume: volume.toNumber(),
        price,
        currency,
        value: price === null ? null : roundMoney(volume.times(dec(price)), currency),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    accid: account.accid,
    currency: A,
    year: y,
    from,
    to,
    startValue: start.value,
    endValue: end.value,
    deposits: roundMoney(deposits, A),
    withdrawals: roundMoney(withdrawals, A),
    bought: roundMoney(bought, A),
    sold: roundMoney(sold, A),
    fees: roundMoney(fees, A),
    realizedReturn: roundMoney(realized, A),
    change: roundMoney(dec(end.value).minus(dec(start.value)).minus(deposits).plus(withdrawals), A),
    returnPercent: timeWeightedReturn(days),
    holdings,
  };
}
