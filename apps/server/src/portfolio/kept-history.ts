import {
  addDays,
  addTrades,
  calendarDays,
  continueValueHistory,
  type DailyValue,
  type DatedFill,
  type DayTrades,
  EMPTY_VALUATION,
  foldTradesByDay,
  type HistoryPricing,
  NO_TRADES,
  type PositionState,
  utcDay,
  type ValuationState,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { ledgerDaysOfAccount } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { type AccountTrade, tradesOfAccount } from './account-trades.ts';
import {
  intradayFold,
  type KeptClose,
  type KeptDay,
  keepDays,
  keepIntradayFold,
  keptDays,
  lastKeptClose,
} from './daily-values-repo.ts';
import { type AccountLedgerDays, heldInstruments, historyPricing, movementsOf } from './history.ts';

/** Days kept per statement when a long history is backfilled. */
const KEEP_BATCH_DAYS = 500;

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

const datedFills = (fills: readonly AccountTrade[]): DatedFill[] =>
  fills.map((f) => ({
    instrumentId: f.instrumentId,
    date: utcDay(f.executedAt),
    side: f.side,
    volume: f.volume,
    price: f.price,
    amount: f.amount,
    fee: f.fee,
  }));

/** Instruments a state holds and movements touch: what a span's pricing must know. */
function instrumentIdsOf(state: ValuationState, movements: readonly { kind: string; asset: string }[]) {
  return [...Object.keys(state.units), ...movements.filter((m) => m.kind === 'position').map((m) => m.asset)];
}

/**
 * Values the days after `opening` (the close of the day before `from`) to `to` from the ledger's
 * movements and fills of that span: the figures, the exact state and the positions of each day
 * (without `fills`, the figures only: positions stay as they opened and no trades are counted).
 */
async function valueSpan(
  ctx: AppContext,
  account: AccountRow,
  opening: KeptClose | null,
  from: string,
  to: string,
  rows: Awaited<ReturnType<typeof ledgerDaysOfAccount>>,
  fills: readonly AccountTrade[] | null,
): Promise<{
  days: (KeptDay & KeptClose)[];
  instruments: AccountLedgerDays['instruments'];
  pricing: HistoryPricing;
}> {
  const A = account.currency;
  const movements = movementsOf(rows).filter((m) => m.date >= from && m.date <= to);
  const state = opening?.state ?? EMPTY_VALUATION;
  const instruments = await heldInstruments(ctx, instrumentIdsOf(state, movements));
  const pricing = await historyPricing(ctx, { instruments }, from, to);
  const valued = continueValueHistory(state, movements, pricing, A, from, to);
  const byDay = new Map<string, DatedFill[]>();
  for (const fill of datedFills(fills ?? [])) {
    if (fill.date < from || fill.date > to) continue;
    const list = byDay.get(fill.date);
    if (list) list.push(fill);
    else byDay.set(fill.date, [fill]);
  }
  let positions: Record<string, PositionState> = opening?.positions ?? {};
  const days = valued.map(({ state: dayState, ...figures }: DailyValue & { state: ValuationState }) => {
    const folded = foldTradesByDay(positions, byDay.get(figures.date) ?? [], A);
    positions = folded.positions;
    const trades: DayTrades = folded.days.get(figures.date) ?? NO_TRADES;
    return { day: figures.date, figures, trades, state: dayState, positions };
  });
  return { days, instruments, pricing };
}

/**
 * Keeps the account's days through `through` (a closed day): from the day after its last kept close,
 * or from its ledger's first day. A job that missed days (the server was down) or a read that finds
 * them missing fills them all in. The close of `through`, or null when the ledger had not moved by then.
 */
export function keepThrough(
  ctx: AppContext,
  account: AccountRow,
  through: string,
): Promise<KeptClose | null> {
  // Reads that find the same days missing at once share one backfill (a year of days is not cheap);
  // what they share is work under way, never a kept answer.
  let underWay = keepsUnderWay.get(ctx.db);
  if (!underWay) {
    underWay = new Map();
    keepsUnderWay.set(ctx.db, underWay);
  }
  const key = `${account.accid}|${through}`;
  const running = underWay.get(key);
  if (running) return running;
  const keeping = keepThroughNow(ctx, account, through).finally(() => underWay.delete(key));
  underWay.set(key, keeping);
  return keeping;
}

/** Backfills under way, by database and account and day. */
const keepsUnderWay = new WeakMap<AppContext['db'], Map<string, Promise<KeptClose | null>>>();

async function keepThroughNow(
  ctx: AppContext,
  account: AccountRow,
  through: string,
): Promise<KeptClose | null> {
  const { close: last, movedBefore } = await lastKeptClose(ctx.db, account.accid, addDays(through, 1));
  if (last?.day === through) return last;
  if (!movedBefore) return null;
  const since = last ? addDays(last.day, 1) : undefined;
  const sinceTime = since === undefined ? undefined : startOf(since);
  const [rows, fills] = await Promise.all([
    ledgerDaysOfAccount(ctx.db, account.accid, sinceTime),
    tradesOfAccount(ctx.db, account.accid, undefined, sinceTime),
  ]);
  const from = since ?? rows[0]?.date;
  if (from === undefined || from > through) return last;
  const { days } = await valueSpan(ctx, account, last, from, through, rows, fills);
  const keptAt = ctx.clock.now();
  for (let i = 0; i < days.length; i += KEEP_BATCH_DAYS) {
    await keepDays(ctx.db, account.accid, days.slice(i, i + KEEP_BATCH_DAYS), keptAt);
  }
  const close = days.at(-1)!;
  return { day: close.day, state: close.state, positions: close.positions };
}

/** A day of a history: its figures and its trades. */
export interface HistoryDay extends DailyValue {
  trades: DayTrades;
}

export interface KeptHistory {
  /** The first day the ledger moved; null for an untouched account (or one untouched by `to`). */
  firstDate: string | null;
  /** The days from `from` (or the first day, when later) to `to`. */
  days: HistoryDay[];
  /** Where the account stands at the close of `to`. */
  close: { state: ValuationState; positions: Record<string, PositionState> };
  /** Today's instruments (names, currency) and prices, when today was valued. */
  today: { instruments: AccountLedgerDays['instruments']; pricing: HistoryPricing } | null;
}

/**
 * The account's days from `from` (null: from the first) to `to` (today at the latest): the closed days
 * as kept (kept first when the job has not yet), today valued from the close of yesterday and today's
 * movements and fills, at the latest prices. The same figures as valuing the ledger from its first day.
 * Without `trades`, today's fills are not read: its trades and its close's positions are left out.
 */
export async function keptHistory(
  ctx: AppContext,
  account: AccountRow,
  from: string | null,
  to: string,
  options: { trades: boolean },
): Promise<KeptHistory> {
  const today = utcDay(ctx.clock.now());
  const keptTo = to < today ? to : addDays(today, -1);
  let kept = await keptDays(ctx.db, account.accid, from, keptTo);
  if (kept.close === null && (await keepThrough(ctx, account, keptTo)) !== null) {
    kept = await keptDays(ctx.db, account.accid, from, keptTo);
  }
  const days: HistoryDay[] = kept.days.map((d) => ({ ...d.figures, trades: d.trades }));
  const firstKept = kept.days[0]?.day;
  let firstDate = firstKept !== undefined && (from === null || firstKept > from) ? firstKept : null;
  if (firstKept !== undefined && firstDate === null) firstDate = from;
  let close = kept.close ?? { state: EMPTY_VALUATION, positions: {} };
  let todays: KeptHistory['today'] = null;
  if (to === today) {
    const opening = kept.close?.positions ?? {};
    const [rows, folded] = await Promise.all([
      ledgerDaysOfAccount(ctx.db, account.accid, startOf(today)),
      options.trades ? foldToday(ctx, account, today, opening) : { positions: opening, trades: NO_TRADES },
    ]);
    if (kept.close !== null || rows.length > 0) {
      const span = await valueSpan(ctx, account, kept.close, today, today, rows, null);
      const day = span.days[0]!;
      days.push({ ...day.figures, trades: folded.trades });
      close = { state: day.state, positions: folded.positions };
      todays = { instruments: span.instruments, pricing: span.pricing };
      firstDate ??= today;
    }
  }
  return { firstDate, days, close, today: todays };
}

/** The value of an account before its first day: nothing, and no return. */
export function emptyDay(date: string, zero: string): HistoryDay {
  return {
    date,
    cash: zero,
    holdings: zero,
    value: zero,
    netFlow: zero,
    netDeposits: zero,
    dailyReturn: '0.000000000000',
    trades: NO_TRADES,
  };
}

/** The calendar days a kept history leaves out before its first day, from `from`: empty days. */
export function emptyDaysBefore(first: string, from: string, zero: string): HistoryDay[] {
  return first > from ? calendarDays(from, addDays(first, -1)).map((d) => emptyDay(d, zero)) : [];
}

/**
 * The account's average-cost positions now, by instrument id: as kept at yesterday's close with
 * today's fills folded on, instead of every fill since the account opened.
 */
export async function currentPositions(
  ctx: AppContext,
  account: AccountRow,
): Promise<Record<string, PositionState>> {
  const today = utcDay(ctx.clock.now());
  const [fold, close] = await Promise.all([
    intradayFold(ctx.db, account.accid, today),
    keepThrough(ctx, account, addDays(today, -1)),
  ]);
  return (await foldToday(ctx, account, today, close?.positions ?? {}, fold)).positions;
}

/** Fills folded in one read past which the fold is kept for the next read. */
const KEEP_FOLD_AFTER_FILLS = 8;

/**
 * Today's fills folded onto yesterday's close positions (`opening`), with today's trades: from the
 * fold a read kept today when there is one, so each read folds only the fills since.
 */
async function foldToday(
  ctx: AppContext,
  account: AccountRow,
  today: string,
  opening: Record<string, PositionState>,
  known?: Awaited<ReturnType<typeof intradayFold>>,
): Promise<{ positions: Record<string, PositionState>; trades: DayTrades }> {
  const fold = known === undefined ? await intradayFold(ctx.db, account.accid, today) : known;
  const fills = await tradesOfAccount(
    ctx.db,
    account.accid,
    undefined,
    startOf(today),
    fold?.throughTransaction,
  );
  const todays = datedFills(fills).filter((f) => f.date >= today);
  const folded = foldTradesByDay(fold?.positions ?? opening, todays, account.currency);
  const result = {
    positions: folded.positions,
    trades: addTrades(fold?.trades ?? NO_TRADES, folded.days.get(today) ?? NO_TRADES),
  };
  if (fills.length >= KEEP_FOLD_AFTER_FILLS) {
    await keepIntradayFold(ctx.db, {
      accid: account.accid,
      day: today,
      throughTransaction: fills.at(-1)!.ledgerTransactionId,
      ...result,
    });
  }
  return result;
}
