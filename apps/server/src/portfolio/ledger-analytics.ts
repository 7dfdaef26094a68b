import type { PerformanceRange, PerformanceView, PortfolioReport } from '@havn/contract';
import {
  addDays,
  applyFill,
  cumulativeReturns,
  dailyValueHistory,
  dec,
  emptyPosition,
  type PositionState,
  roundMoney,
  timeWeightedReturn,
  utcDay,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { fillsOfAccount } from '../trading/fills-repo.ts';
import { rangeStart } from './analytics.ts';
import { accountLedgerDays, historyPricing, pricedHoldings } from './history.ts';
import { reportYearOutOfRange } from './realised.ts';

/**
 * The account's value at each day's close over `range`, with the time-weighted return from its first
 * day, valued from the whole ledger: the oracle the kept valuations (analytics.ts) are tested against.
 */
export async function accountPerformanceFromLedger(
  ctx: AppContext,
  account: AccountRow,
  range: PerformanceRange,
): Promise<PerformanceView> {
  const zero = roundMoney('0', account.currency);
  const base = { accid: account.accid, currency: account.currency, range };
  const ledger = await accountLedgerDays(ctx, account);
  if (ledger.firstDate === null) return { ...base, points: [], change: zero, returnPercent: '0.00' };
  const today = utcDay(ctx.clock.now());
  const wanted = rangeStart(range, today);
  const from = wanted === null || wanted < ledger.firstDate ? ledger.firstDate : wanted;
  // From the close before the range: its value is the start, and the first day's move counts.
  const dayBefore = addDays(from, -1);
  const pricing = await historyPricing(ctx, ledger, dayBefore, today);
  const days = dailyValueHistory(ledger.movements, pricing, account.currency, dayBefore, today);
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
 * (The oracle of analytics.ts's report: valued from the whole ledger and every fill.)
 * The portfolio report for calendar year `year` (this year by default): values at the start and end,
 * money in and out, what was bought and sold and the fees, the realized return of the year's sells
 * (average cost method) and the time-weighted return, with the holdings at the period's end.
 */
export async function portfolioReportFromLedger(
  ctx: AppContext,
  account: AccountRow,
  year: number | undefined,
): Promise<PortfolioReport> {
  const today = utcDay(ctx.clock.now());
  const thisYear = Number(today.slice(0, 4));
  const ledger = await accountLedgerDays(ctx, account);
  const openYear = Number((ledger.firstDate ?? today).slice(0, 4));
  const y = year ?? thisYear;
  if (y > thisYear || y < openYear) throw reportYearOutOfRange(y, openYear, thisYear);
  const A = account.currency;
  const zero = roundMoney('0', A);
  const from = ledger.firstDate && ledger.firstDate > `${y}-01-01` ? ledger.firstDate : `${y}-01-01`;
  const to = y === thisYear ? today : `${y}-12-31`;
  const base = { accid: account.accid, currency: A, year: y, from, to };
  if (ledger.firstDate === null) {
    return {
      ...base,
      ...{ startValue: zero, endValue: zero, deposits: zero, withdrawals: zero, bought: zero, sold: zero },
      ...{ fees: zero, realizedReturn: zero, change: zero, returnPercent: '0.00', holdings: [] },
    };
  }

  // The day before the period gives the start value; its return is not counted.
  const dayBefore = addDays(from, -1);
  const [pricing, fills] = await Promise.all([
    historyPricing(ctx, ledger, dayBefore, to),
    fillsOfAccount(ctx.db, account.accid),
  ]);
  const days = dailyValueHistory(ledger.movements, pricing, A, dayBefore, to);
  const start = days[0]!;
  const end = days.at(-1)!;

  let deposits = dec(0);
  let withdrawals = dec(0);
  for (const day of days.slice(1)) {
    const flow = dec(day.netFlow);
    if (flow.greaterThan(0)) deposits = deposits.plus(flow);
    else withdrawals = withdrawals.minus(flow);
  }

  let bought = dec(0);
  let sold = dec(0);
  let fees = dec(0);
  let realized = dec(0);
  const positions = new Map<number, PositionState>();
  for (const fill of fills) {
    const before = positions.get(fill.instrumentId) ?? emptyPosition(A);
    const after = applyFill(before, fill, A);
    positions.set(fill.instrumentId, after);
    const date = utcDay(fill.executedAt);
    if (date < from || date > to) continue;
    if (fill.side === 'BUY') bought = bought.plus(dec(fill.amount));
    else sold = sold.plus(dec(fill.amount));
    fees = fees.plus(dec(fill.fee));
    realized = realized.plus(dec(after.realizedReturn).minus(dec(before.realizedReturn)));
  }

  const units = new Map<string, ReturnType<typeof dec>>();
  for (const m of ledger.movements) {
    if (m.kind !== 'position' || m.date > to) continue;
    units.set(m.asset, (units.get(m.asset) ?? dec(0)).plus(dec(m.amount)));
  }
  const holdings = pricedHoldings(units, ledger.instruments, pricing, to, A);

  return {
    ...base,
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
