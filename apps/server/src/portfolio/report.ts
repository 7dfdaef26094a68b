import type { PortfolioReport } from '@havn/contract';
import {
  addDays,
  type BrokerDecimal,
  type DailyValue,
  type DayTrades,
  dec,
  fixed,
  type HistoryPricing,
  roundMoney,
  utcDay,
  type ValuationState,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { firstKeptDay } from './daily-values-repo.ts';
import { type AccountLedgerDays, heldInstruments, historyPricing, pricedHoldings } from './history.ts';
import { emptyDaysBefore, keptHistoryBase, type TodayInput, valueToday } from './kept-history.ts';
import { reportYearOutOfRange } from './realised.ts';

/** The period's sums of money in and out and of trades. */
interface ReportSums {
  deposits: BrokerDecimal;
  withdrawals: BrokerDecimal;
  bought: BrokerDecimal;
  sold: BrokerDecimal;
  fees: BrokerDecimal;
  realized: BrokerDecimal;
}

/** The part of a report that does not move with prices: the sums and the return through yesterday. */
export interface ReportKept {
  /** The whole answer, when nothing in it moves with prices (a past year, no history). */
  fixed: PortfolioReport | null;
  head: Pick<PortfolioReport, 'accid' | 'currency' | 'year' | 'from' | 'to'>;
  startValue: string;
  sums: ReportSums;
  /** The time-weighted growth from the start through yesterday (1: none). */
  growth: BrokerDecimal;
  today: TodayInput | null;
}

const exact = (value: string) => dec(0).plus(value);

/** Adds a day's flow and trades to the sums. */
function addDay(sums: ReportSums, day: Pick<DailyValue, 'netFlow'> & { trades: DayTrades }): ReportSums {
  const flow = dec(day.netFlow);
  return {
    deposits: flow.greaterThan(0) ? sums.deposits.plus(flow) : sums.deposits,
    withdrawals: flow.greaterThan(0) ? sums.withdrawals : sums.withdrawals.minus(flow),
    bought: sums.bought.plus(exact(day.trades.bought)),
    sold: sums.sold.plus(exact(day.trades.sold)),
    fees: sums.fees.plus(exact(day.trades.fees)),
    realized: sums.realized.plus(exact(day.trades.realized)),
  };
}

/**
 * The portfolio report for calendar year `year` (this year by default): values at the start and end,
 * money in and out, what was bought and sold and the fees, the realized return of the year's sells
 * (average cost method) and the time-weighted return, with the holdings at the period's end. Sums of
 * the kept days (kept-history.ts), the same figures as ledger-analytics.ts folds; this year's are
 * summed once here, so a read adds only today.
 */
export async function reportKept(
  ctx: AppContext,
  account: AccountRow,
  year: number | undefined,
): Promise<ReportKept> {
  const today = utcDay(ctx.clock.now());
  const thisYear = Number(today.slice(0, 4));
  const y = year ?? thisYear;
  const outOfRange = (openYear: number) => reportYearOutOfRange(y, openYear, thisYear);
  if (y > thisYear) {
    const first = await firstKeptDay(ctx.db, account.accid);
    throw outOfRange(Number((first ?? today).slice(0, 4)));
  }
  const A = account.currency;
  const zero = roundMoney('0', A);
  const to = y === thisYear ? today : `${y}-12-31`;
  const history = await keptHistoryBase(ctx, account, `${y - 1}-12-31`, to, { trades: true });
  const sums: ReportSums = {
    ...{ deposits: dec(0), withdrawals: dec(0), bought: dec(0) },
    ...{ sold: dec(0), fees: dec(0), realized: dec(0) },
  };
  const none = { startValue: zero, sums, growth: dec(1), today: null };
  if (history.firstDate === null) {
    if (y < thisYear) {
      // Nothing by the end of that year: the account began later (or has not begun).
      const first = await firstKeptDay(ctx.db, account.accid);
      throw outOfRange(Number((first ?? today).slice(0, 4)));
    }
    const head = { accid: account.accid, currency: A, year: y, from: `${y}-01-01`, to };
    return {
      ...none,
      head,
      fixed: {
        ...head,
        ...{ startValue: zero, endValue: zero, deposits: zero, withdrawals: zero, bought: zero, sold: zero },
        ...{ fees: zero, realizedReturn: zero, change: zero, returnPercent: '0.00', holdings: [] },
      },
    };
  }
  const from = history.firstDate > `${y}-01-01` ? history.firstDate : `${y}-01-01`;
  const head = { accid: account.accid, currency: A, year: y, from, to };
  const first = history.days[0]?.date ?? history.today!.day;
  // The day before the period gives the start value; its return and trades are not counted.
  const days = [...emptyDaysBefore(first, addDays(from, -1), zero), ...history.days];
  let kept: Omit<ReportKept, 'fixed'> = {
    head,
    startValue: days[0]!.value,
    sums,
    growth: dec(1),
    today: null,
  };
  for (const day of days.slice(1)) {
    kept = {
      ...kept,
      sums: addDay(kept.sums, day),
      growth: kept.growth.times(dec(day.dailyReturn).plus(1)),
    };
  }
  if (history.today !== null) return { ...kept, fixed: null, today: history.today };
  // Nothing after `to` moves it: the whole report, priced at the close of `to`.
  const ids = Object.keys(history.close.state.units);
  const instruments = await heldInstruments(ctx, ids);
  const pricing = await historyPricing(ctx, { instruments }, to, to);
  return { ...kept, fixed: reportOf(kept, days.at(-1)!.value, history.close.state, instruments, pricing) };
}

/** The report from its sums and return, its end value and the holdings at the end, priced. */
function reportOf(
  kept: Pick<ReportKept, 'head' | 'startValue' | 'sums' | 'growth'>,
  endValue: string,
  state: ValuationState,
  instruments: AccountLedgerDays['instruments'],
  pricing: HistoryPricing,
): PortfolioReport {
  const { head, sums, startValue } = kept;
  const A = head.currency;
  const units = Object.entries(state.units).map(([id, held]) => [id, dec(0).plus(held)] as const);
  const holdings = pricedHoldings(units, instruments, pricing, head.to, A);
  return {
    ...head,
    startValue,
    endValue,
    deposits: roundMoney(sums.deposits, A),
    withdrawals: roundMoney(sums.withdrawals, A),
    bought: roundMoney(sums.bought, A),
    sold: roundMoney(sums.sold, A),
    fees: roundMoney(sums.fees, A),
    realizedReturn: roundMoney(sums.realized, A),
    change: roundMoney(dec(endValue).minus(dec(startValue)).minus(sums.deposits).plus(sums.withdrawals), A),
    returnPercent: fixed(kept.growth.minus(1).times(100), 2),
    holdings,
  };
}

/** The report: kept as it is, or with today added at the latest prices. */
export async function reportNow(
  ctx: AppContext,
  account: AccountRow,
  kept: ReportKept,
): Promise<PortfolioReport> {
  if (kept.fixed !== null || kept.today === null) return kept.fixed!;
  const { day, state, pricing } = await valueToday(ctx, account, kept.today);
  const withToday = {
    ...kept,
    sums: addDay(kept.sums, { netFlow: day.netFlow, trades: kept.today.trades }),
    growth: kept.growth.times(dec(day.dailyReturn).plus(1)),
  };
  return reportOf(withToday, day.value, state, kept.today.instruments, pricing);
}

/** The report as the route answers it (tests compare it with the ledger's). */
export async function portfolioReport(
  ctx: AppContext,
  account: AccountRow,
  year: number | undefined,
): Promise<PortfolioReport> {
  return reportNow(ctx, account, await reportKept(ctx, account, year));
}
