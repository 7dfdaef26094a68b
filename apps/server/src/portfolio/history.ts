import type { PortfolioReport } from '@havn/contract';
import {
  type BrokerDecimal,
  dec,
  type HistoryPricing,
  type LedgerMovement,
  roundMoney,
  utcDay,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { type LedgerDayRow, ledgerDaysOfAccount } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { CloseSeries } from '../market-data/close-series.ts';
import { dailyFx } from '../market-data/fx.ts';
import { instrumentsByIds } from '../market-data/market-repo.ts';
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
  const rows = await ledgerDaysOfAccount(ctx.db, account.accid);
  const movements = movementsOf(rows);
  const ids = movements.filter((m) => m.kind === 'position').map((m) => m.asset);
  return { movements, firstDate: rows[0]?.date ?? null, instruments: await heldInstruments(ctx, ids) };
}

/** The movements of ledger rows, the days summing to nothing left out. */
export function movementsOf(rows: readonly LedgerDayRow[]): LedgerMovement[] {
  return rows
    .filter((r) => Number(r.amount) !== 0)
    .map((r) => ({ date: r.date, kind: r.kind, asset: r.asset, amount: r.amount, external: r.external }));
}

/** The currency and names of instruments (ids as the ledger writes them), by id. */
export async function heldInstruments(
  ctx: AppContext,
  ids: Iterable<string>,
): Promise<AccountLedgerDays['instruments']> {
  const wanted = [...new Set(ids)].map(Number);
  const rows = wanted.length ? await instrumentsByIds(ctx.db, wanted) : [];
  return new Map(rows.map(({ id, currency, name, symbol }) => [String(id), { currency, name, symbol }]));
}

/**
 * Prices for a span of days: the provider's daily closes (from a few days before `from`, so weekends
 * and holidays at the start carry a close), today's latest quote as today's close, and the day's FX
 * closes. Lookups carry the latest close at or before the day asked.
 */
export async function historyPricing(
  ctx: AppContext,
  ledger: Pick<AccountLedgerDays, 'instruments'>,
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

/** A report's holdings: the units held on `date` at that day's close, by name. */
export function pricedHoldings(
  units: Iterable<readonly [string, BrokerDecimal]>,
  instruments: AccountLedgerDays['instruments'],
  pricing: HistoryPricing,
  date: string,
  accountCurrency: string,
): PortfolioReport['holdings'] {
  return [...units]
    .filter(([, volume]) => volume.greaterThan(0))
    .map(([id, volume]) => {
      const instrument = instruments.get(id);
      const currency = instrument?.currency ?? accountCurrency;
      const price = pricing.close(id, date);
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
}
