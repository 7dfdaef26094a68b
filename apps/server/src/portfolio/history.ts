import { type HistoryPricing, type LedgerMovement, utcDay } from '@havn/domain/broker/index';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { instruments } from '../db/schema/instruments.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import { CloseSeries } from '../market-data/close-series.ts';
import { dailyFx } from '../market-data/fx.ts';
import type { DailyClose, Quote } from '../market-data/provider.ts';

/** Prices are looked up this many days before a span begins, so its first day has a close to carry. */
const CLOSE_LOOKBACK_DAYS = 10;

export interface AccountLedgerDays {
  /** The account's movements summed per UTC day, kind and asset; deposits marked external. */
  movements: LedgerMovement[];
  /** The first day the ledger moved anything for the account; null for an untouched account. */
  firstDate: string | null;
  /** Instruments the account ever held, with their currency and names. */
  instruments: Map<string, { currency: string; name: string; symbol: string }>;
}

/**
 * The account's ledger in days: one row per UTC day, kind and asset (free and reserved folded
 * together), summed in SQL so a long history costs as many rows as it has active days.
 */
export async function accountLedgerDays(ctx: AppContext, account: AccountRow): Promise<AccountLedgerDays> {
  const day = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const kind = sql<
    'cash' | 'position'
  >`case when ${ledgerEntries.kind} in ('cash', 'cash_reserved') then 'cash' else 'position' end`;
  const external = sql<boolean>`${ledgerTransactions.type} = 'DEPOSIT'`;
  const rows = await ctx.db
    .select({
      date: day,
      kind,
      asset: ledgerEntries.asset,
      external,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.account, account.accid))
    .groupBy(day, kind, ledgerEntries.asset, external)
    .orderBy(day);
  const movements = rows
    .filter((r) => Number(r.amount) !== 0)
    .map((r) => ({ date: r.date, kind: r.kind, asset: r.asset, amount: r.amount, external: r.external }));
  const ids = [...new Set(movements.filter((m) => m.kind === 'position').map((m) => Number(m.asset)))];
  const held = ids.length
    ? await ctx.db
        .select({
          id: instruments.id,
          currency: instruments.currency,
          name: instruments.name,
          symbol: instruments.symbol,
        })
        .from(instruments)
        .where(inArray(instruments.id, ids))
    : [];
  return {
    movements,
    firstDate: rows[0]?.date ?? null,
    instruments: new Map(held.map((i) => [String(i.id), i])),
  };
}

/**
 * Prices for a span of days: the provider's daily closes (from a few days before `from`, so weekends
 * and holidays at the start carry a close), today's latest quote as today's close, and the day's FX
 * closes. Lookups carry the latest close at or before the day asked.
 */
export async function historyPricing(
  ctx: AppContext,
  ledger: AccountLedgerDays,
  from: string,
  to: string,
): Promise<HistoryPricing> {
  const ids = [...ledger.instruments.keys()].map(Number);
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - CLOSE_LOOKBACK_DAYS * 86_400_000);
  const now = ctx.clock.now();
  const end = new Date(Math.min(now.getTime(), Date.parse(`${to}T23:59:59.999Z`)));
  const closesP: Promise<Map<number, DailyClose[]>> = ids.length
    ? ctx.marketData.dailyCloses(ids, start, end)
    : Promise.resolve(new Map());
  const quotesP: Promise<Map<number, Quote>> =
    ids.length && to >= utcDay(now) ? ctx.marketData.quotes(ids) : Promise.resolve(new Map());
  const [closes, quotes, fx] = await Promise.all([closesP, quotesP, dailyFx(ctx.marketData, start, end)]);
  const series = new Map<string, CloseSeries>();
  for (const id of ids) {
    const points = [...(closes.get(id) ?? [])];
    const last = quotes.get(id)?.last;
    if (last) points.push({ date: utcDay(now), close: last });
    series.set(String(id), new CloseSeries(points));
  }
  return {
    close: (instrumentId, date) => series.get(instrumentId)?.atOrBefore(date) ?? null,
    currencyOf: (instrumentId) => {
      const instrument = ledger.instruments.get(instrumentId);
      if (!instrument) throw new RangeError(`instrument ${instrumentId} is not among the account's`);
      return instrument.currency;
    },
    fx: (fromCurrency, toCurrency, date) => fx.rate(fromCurrency, toCurrency, date),
  };
}
