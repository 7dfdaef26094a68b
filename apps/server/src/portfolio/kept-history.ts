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
  type LedgerMovement,
  NO_TRADES,
  type PositionState,
  utcDay,
  type ValuationState,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { ledgerDaysOfAccount } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { perKey } from '../platform/per-key.ts';
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
  const underWay = keepsUnderWay(ctx.db);
  const key = `${account.accid}|${through}`;
  const running = underWay.get(key);
  if (running) return running;
  const keeping = keepThroughNow(ctx, account, through).finally(() => underWay.delete(key));
  underWay.set(key, keeping);
  return keeping;
}

/** Backfills under way, by database and account and day. */
const keepsUnderWay = perKey((_: AppContext['db']) => new Map<string, Promise<KeptClose | null>>());

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

/**
 * What today's value is computed from, none of it moving with prices: yesterday's close, today's
 * movements and fills (folded onto the close's positions) and the instruments to price. Only the
 * database's money announcements change it (and the day's end).
 */
export interface TodayInput {
  day: string;
  opening: ValuationState;
  movements: LedgerMovement[];
  instruments: AccountLedgerDays['instruments'];
  trades: DayTrades;
  positions: Record<string, PositionState>;
}

/** A history's closed days as kept, and what today is valued from when the history ends today. */
export interface HistoryBase {
  /** The first day the ledger moved; null for an untouched account (or one untouched by `to`). */
  firstDate: string | null;
  /** The closed days from `from` (or the first day, when later) to `to`, or to yesterday. */
  days: HistoryDay[];
  /** Where the account stands at the close of the last closed day. */
  close: { state: ValuationState; positions: Record<string, PositionState> };
  /** Today's input, when the history ends today and the account has moved by today. */
  today: TodayInput | null;
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
 * The account's closed days from `from` (null: from the first) to `to` (today at the latest) as kept
 * (kept first when the job has not yet), and when `to` is today, what today is valued from. Without
 * `trades`, today's fills are not read: its trades and its positions are left empty.
 */
export async function keptHistoryBase(
  ctx: AppContext,
  account: AccountRow,
  from: string | null,
  to: string,
  options: { trades: boolean },
): Promise<HistoryBase> {
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
  const close = kept.close ?? { state: EMPTY_VALUATION, positions: {} };
  let todays: TodayInput | null = null;
  if (to === today) {
    const opening = kept.close?.positions ?? {};
    const [rows, folded] = await Promise.all([
      ledgerDaysOfAccount(ctx.db, account.accid, startOf(today)),
      options.trades ? foldToday(ctx, account, today, opening) : { positions: opening, trades: NO_TRADES },
    ]);
    if (kept.close !== null || rows.length > 0) {
      const movements = movementsOf(rows).filter((m) => m.date === today);
      todays = {
        day: today,
        opening: close.state,
        movements,
        instruments: await heldInstruments(ctx, instrumentIdsOf(close.state, movements)),
        trades: folded.trades,
        positions: folded.positions,
      };
      firstDate ??= today;
    }
  }
  return { firstDate, days, close, today: todays };
}

/** Today valued from its input at the latest prices: its figures, its close and the prices used. */
export async function valueToday(
  ctx: AppContext,
  account: AccountRow,
  input: TodayInput,
): Promise<{ day: DailyValue; state: ValuationState; pricing: HistoryPricing }> {
  const pricing = await historyPricing(ctx, { instruments: input.instruments }, input.day, input.day);
  const [valued] = continueValueHistory(
    input.opening,
    input.movements,
    pricing,
    account.currency,
    input.day,
    input.day,
  );
  const { state, ...day } = valued!;
  return { day, state, pricing };
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
  const base = await keptHistoryBase(ctx, account, from, to, options);
  if (base.today === null) return { ...base, today: null };
  const { day, state, pricing } = await valueToday(ctx, account, base.today);
  return {
    firstDate: base.firstDate,
    days: [...base.days, { ...day, trades: base.today.trades }],
    close: { state, positions: base.today.positions },
    today: { instruments: base.today.instruments, pricing },
  };
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
