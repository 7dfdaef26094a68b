import type { PerformancePoint, PerformanceRange, PerformanceView } from '@havn/contract';
import {
  addDays,
  type BrokerDecimal,
  type DailyValue,
  dec,
  fixed,
  roundMoney,
  utcDay,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { emptyDaysBefore, keptHistoryBase, type TodayInput, valueToday } from './kept-history.ts';

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

/** The part of a performance answer that does not move with prices: all but today's point. */
export interface PerformanceKept {
  head: { accid: string; currency: string; range: PerformanceRange };
  /** The whole answer, when nothing in it moves with prices (no history, or none today). */
  fixed: PerformanceView | null;
  /** The close before the range: the start of its change and return. */
  start: Pick<DailyValue, 'value' | 'netDeposits'>;
  /** The points before today's as JSON bytes, each followed by a comma (empty for none). */
  pointsJson: Buffer;
  /** The time-weighted growth from the start through yesterday (1: none). */
  growth: BrokerDecimal;
  today: TodayInput | null;
}

/**
 * The account's value at each day's close over `range`, with the time-weighted return from its first
 * day: the kept days (kept-history.ts), chained once here, so a read values only today.
 */
export async function performanceKept(
  ctx: AppContext,
  account: AccountRow,
  range: PerformanceRange,
): Promise<PerformanceKept> {
  const A = account.currency;
  const zero = roundMoney('0', A);
  const head = { accid: account.accid, currency: A, range };
  const today = utcDay(ctx.clock.now());
  const wanted = rangeStart(range, today);
  const history = await keptHistoryBase(ctx, account, wanted && addDays(wanted, -1), today, {
    trades: false,
  });
  const none = {
    head,
    start: { value: zero, netDeposits: zero },
    pointsJson: Buffer.alloc(0),
    growth: dec(1),
    today: null,
  };
  if (history.firstDate === null) {
    return { ...none, fixed: { ...head, points: [], change: zero, returnPercent: '0.00' } };
  }
  const from = wanted === null || wanted < history.firstDate ? history.firstDate : wanted;
  const first = history.days[0]?.date ?? history.today!.day;
  // From the close before the range: its value is the start, and the first day's move counts.
  const days = [...emptyDaysBefore(first, addDays(from, -1), zero), ...history.days];
  const start = days[0]!;
  let growth = dec(1);
  const points = days.slice(1).map((day) => {
    growth = growth.times(dec(day.dailyReturn).plus(1));
    return pointOf(day, growth);
  });
  if (history.today === null) {
    const end = days.at(-1)!;
    return {
      ...none,
      fixed: { ...head, points, ...totals(A, start, end, growth) },
    };
  }
  const pointsJson = Buffer.from(points.map((p) => `${JSON.stringify(p)},`).join(''));
  return { head, fixed: null, start, pointsJson, growth, today: history.today };
}

/** A point in the contract's order of fields. */
function pointOf(day: DailyValue, growth: BrokerDecimal): PerformancePoint {
  return {
    date: day.date,
    value: day.value,
    cash: day.cash,
    holdings: day.holdings,
    netDeposits: day.netDeposits,
    returnPercent: fixed(growth.minus(1).times(100), 2),
  };
}

/** The change less the net deposits from the start to the end, and the time-weighted return. */
function totals(
  currency: string,
  start: Pick<DailyValue, 'value' | 'netDeposits'>,
  end: Pick<DailyValue, 'value' | 'netDeposits'>,
  growth: BrokerDecimal,
) {
  const flows = dec(end.netDeposits).minus(dec(start.netDeposits));
  return {
    change: roundMoney(dec(end.value).minus(dec(start.value)).minus(flows), currency),
    returnPercent: fixed(growth.minus(1).times(100), 2),
  };
}

/**
 * The performance answer as JSON bytes: the kept points as they are, today's point valued at the latest
 * prices, the totals it moves. The bytes the contract's schema would write (its order of fields).
 */
export async function performanceBody(
  ctx: AppContext,
  account: AccountRow,
  kept: PerformanceKept,
): Promise<Buffer> {
  if (kept.fixed !== null || kept.today === null) return Buffer.from(JSON.stringify(kept.fixed));
  const { day } = await valueToday(ctx, account, kept.today);
  const growth = kept.growth.times(dec(day.dailyReturn).plus(1));
  const { accid, currency, range } = kept.head;
  const head = `{"accid":${JSON.stringify(accid)},"currency":${JSON.stringify(currency)},"range":${JSON.stringify(range)},"points":[`;
  const point = JSON.stringify(pointOf(day, growth));
  const { change, returnPercent } = totals(currency, kept.start, day, growth);
  const tail = `${point}],"change":${JSON.stringify(change)},"returnPercent":${JSON.stringify(returnPercent)}}`;
  return Buffer.concat([Buffer.from(head), kept.pointsJson, Buffer.from(tail)]);
}

/** The performance answer as the route sends it (tests compare it with the ledger's). */
export async function accountPerformance(
  ctx: AppContext,
  account: AccountRow,
  range: PerformanceRange,
): Promise<PerformanceView> {
  const body = await performanceBody(ctx, account, await performanceKept(ctx, account, range));
  return JSON.parse(body.toString('utf8')) as PerformanceView;
}

export { portfolioReport } from './report.ts';
