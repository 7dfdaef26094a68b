import { roundMoney } from './currency.ts';
import { BrokerDecimal, dec, fixed, unitsMinus } from './decimal.ts';

/**
 * A change of an account's cash or units on one UTC day, as the ledger recorded it: cash kinds by
 * currency (free and reserved alike: both are the customer's), position kinds by instrument id.
 */
export interface LedgerMovement {
  /** YYYY-MM-DD, UTC */
  date: string;
  kind: 'cash' | 'position';
  /** A currency code (cash) or an instrument id (position). */
  asset: string;
  /** Signed decimal string. */
  amount: string;
  /** Money entering or leaving the account from outside (deposits, withdrawals): a flow, never a return. */
  external: boolean;
}

/** What the history needs to price a day: all at the close of `date`, or the latest earlier close. */
export interface HistoryPricing {
  /** The instrument's price at the close of `date` in its own currency; null before any price. */
  close(instrumentId: string, date: string): string | null;
  /** The instrument's currency. */
  currencyOf(instrumentId: string): string;
  /** Units of `to` per one unit of `from` at the close of `date`. */
  fx(from: string, to: string, date: string): BrokerDecimal;
}

/** One day of an account's value, in the account currency. */
export interface DailyValue {
  date: string;
  cash: string;
  holdings: string;
  /** cash + holdings */
  value: string;
  /** Deposits minus withdrawals on this day. */
  netFlow: string;
  /** Deposits minus withdrawals since the history began. */
  netDeposits: string;
  /** The day's time-weighted return, a decimal fraction ("0.01" is 1 %, 12 decimals). */
  dailyReturn: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time's UTC calendar day: YYYY-MM-DD. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Every calendar date from `from` to `to` (YYYY-MM-DD, inclusive). */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Where a valuation stands at the close of a day, exactly (no rounding), so a history kept up to that
 * day continues to the same figures as one computed from the first movement: the cash by currency and
 * the units by instrument held, the deposits less withdrawals so far (each at its day's FX close) and
 * the day's value (null before the first day valued).
 */
export interface ValuationState {
  cash: Record<string, string>;
  units: Record<string, string>;
  netDeposits: string;
  value: string | null;
}

/** A day's value with the exact state at its close. */
export interface ValuedDay extends DailyValue {
  state: ValuationState;
}

export const EMPTY_VALUATION: ValuationState = { cash: {}, units: {}, netDeposits: '0', value: null };

/**
 * The account's value at the close of each calendar day from `from` to `to`: cash and units held at
 * the end of the day (the ledger's sums), units priced at the day's close, everything converted to the
 * account currency at the day's FX close. Weekends carry Friday's prices.
 *
 * The daily return is time-weighted: (value − the day's external flow) / the previous day's value − 1,
 * so a deposit is not a gain and a withdrawal is not a loss, while fees, FX and price moves are. Flows
 * count at the end of their day, except on a day that starts with nothing: its deposits are its base, so
 * the first day's fees and moves count too. Movements dated before `from` make the opening balances.
 */
export function dailyValueHistory(
  movements: readonly LedgerMovement[],
  pricing: HistoryPricing,
  accountCurrency: string,
  from: string,
  to: string,
): DailyValue[] {
  const sorted = [...movements].sort((a, b) => a.date.localeCompare(b.date));
  const cash = new Map<string, BrokerDecimal>();
  const units = new Map<string, BrokerDecimal>();
  let netDeposits = dec(0);
  let next = 0;
  // Opening balances: everything before the first day.
  while (next < sorted.length && sorted[next]!.date < from) {
    const m = sorted[next]!;
    const book = m.kind === 'cash' ? cash : units;
    book.set(m.asset, (book.get(m.asset) ?? dec(0)).plus(dec(m.amount)));
    if (m.external && m.kind === 'cash') {
      netDeposits = netDeposits.plus(dec(m.amount).times(pricing.fx(m.asset, accountCurrency, m.date)));
    }
    next += 1;
  }
  const opening: ValuationState = {
    cash: Object.fromEntries([...cash].map(([k, v]) => [k, v.toFixed()])),
    units: Object.fromEntries([...units].map(([k, v]) => [k, v.toFixed()])),
    netDeposits: netDeposits.toFixed(),
    value: null,
  };
  return continueValueHistory(opening, sorted.slice(next), pricing, accountCurrency, from, to).map(
    ({ state: _state, ...day }) => day,
  );
}

/**
 * The same days as dailyValueHistory, continued from `opening` (the state at the close of the day
 * before `from`, as a kept history holds it) with the movements dated from `from` on.
 */
export function continueValueHistory(
  opening: ValuationState,
  movements: readonly LedgerMovement[],
  pricing: HistoryPricing,
  accountCurrency: string,
  from: string,
  to: string,
): ValuedDay[] {
  const sorted = [...movements].filter((m) => m.date >= from).sort((a, b) => a.date.localeCompare(b.date));
  // Exact decimals of earlier arithmetic: more places than dec() admits for an amount.
  const exact = (value: string) => new BrokerDecimal(value);
  const cash = new Map(Object.entries(opening.cash).map(([k, v]) => [k, exact(v)]));
  const units = new Map(Object.entries(opening.units).map(([k, v]) => [k, exact(v)]));
  let netDeposits = exact(opening.netDeposits);
  let previousValue: BrokerDecimal | null = opening.value === null ? null : exact(opening.value);
  let next = 0;
  const history: ValuedDay[] = [];

  for (const date of calendarDays(from, to)) {
    let flow = dec(0);
    while (next < sorted.length && sorted[next]!.date === date) {
      const m = sorted[next]!;
      const book = m.kind === 'cash' ? cash : units;
      book.set(m.asset, (book.get(m.asset) ?? dec(0)).plus(dec(m.amount)));
      if (m.external && m.kind === 'cash') {
        flow = flow.plus(dec(m.amount).times(pricing.fx(m.asset, accountCurrency, date)));
      }
      next += 1;
    }
    netDeposits = netDeposits.plus(flow);

    let cashValue = dec(0);
    for (const [currency, amount] of cash) {
      if (!amount.isZero())
        cashValue = cashValue.plus(amount.times(pricing.fx(currency, accountCurrency, date)));
    }
    let holdings = dec(0);
    for (const [instrumentId, held] of units) {
      if (held.isZero()) continue;
      const close = pricing.close(instrumentId, date);
      if (close === null) continue;
      const currency = pricing.currencyOf(instrumentId);
      holdings = holdings.plus(held.times(dec(close)).times(pricing.fx(currency, accountCurrency, date)));
    }
    const value = cashValue.plus(holdings);
    // On a day that starts empty, the day's deposits are the base: money in at the start of the day.
    const base = previousValue?.greaterThan(0) ? previousValue : null;
    const dailyReturn = base
      ? value.minus(flow).div(base).minus(1)
      : flow.greaterThan(0)
        ? value.div(flow).minus(1)
        : dec(0);
    history.push({
      date,
      cash: roundMoney(cashValue, accountCurrency),
      holdings: roundMoney(holdings, accountCurrency),
      value: roundMoney(value, accountCurrency),
      netFlow: roundMoney(flow, accountCurrency),
      netDeposits: roundMoney(netDeposits, accountCurrency),
      dailyReturn: fixed(dailyReturn, 12),
      state: {
        cash: Object.fromEntries([...cash].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toFixed()])),
        units: Object.fromEntries(
          [...units].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toFixed()]),
        ),
        netDeposits: netDeposits.toFixed(),
        value: value.toFixed(),
      },
    });
    previousValue = value;
  }
  return history;
}

/**
 * The time-weighted return over the days given, chained from their daily returns (the first day's own
 * return is not counted: it is the start), in percent with two decimals.
 */
export function timeWeightedReturn(days: readonly Pick<DailyValue, 'dailyReturn'>[]): string {
  let growth = dec(1);
  for (const day of days.slice(1)) growth = growth.times(dec(day.dailyReturn).plus(1));
  return fixed(growth.minus(1).times(100), 2);
}

/** The running time-weighted return from the first day given, in percent with two decimals, per day. */
export function cumulativeReturns(days: readonly Pick<DailyValue, 'dailyReturn'>[]): string[] {
  let growth = dec(1);
  return days.map((day, i) => {
    if (i > 0) growth = growth.times(dec(day.dailyReturn).plus(1));
    return fixed(growth.minus(1).times(100), 2);
  });
}

/** A purchase lot: one buy fill, and how many of its units are still held when sells take the oldest first. */
export interface PurchaseLot {
  executionId: string;
  executedAt: string;
  volume: number;
  remainingVolume: number;
  /** Instrument currency. */
  price: string;
  /** What the lot cost in the account currency: the traded amount plus the fee. */
  cost: string;
  fee: string;
}

export interface LotFill {
  executionId: string;
  executedAt: string;
  side: 'BUY' | 'SELL';
  volume: number;
  price: string;
  amount: string;
  fee: string;
}

/**
 * An instrument's purchase lots from its fills in execution order: each buy is a lot, each sell
 * takes units from the oldest lots first (first in, first out, as Finnish tax rules count them).
 */
export function purchaseLots(fills: readonly LotFill[], accountCurrency: string): PurchaseLot[] {
  const lots: PurchaseLot[] = [];
  for (const fill of fills) {
    if (fill.side === 'BUY') {
      lots.push({
        executionId: fill.executionId,
        executedAt: fill.executedAt,
        volume: fill.volume,
        remainingVolume: fill.volume,
        price: fill.price,
        cost: roundMoney(dec(fill.amount).plus(dec(fill.fee)), accountCurrency),
        fee: roundMoney(fill.fee, accountCurrency),
      });
      continue;
    }
    let toTake = fill.volume;
    for (const lot of lots) {
      if (toTake === 0) break;
      const taken = Math.min(lot.remainingVolume, toTake);
      lot.remainingVolume = unitsMinus(lot.remainingVolume, taken);
      toTake = unitsMinus(toTake, taken);
    }
    if (toTake > 0) throw new RangeError('a sell takes more units than the lots hold');
  }
  return lots;
}
