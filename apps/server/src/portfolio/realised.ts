import type { RealisedView } from '@havn/contract';
import {
  dec,
  formatPrice,
  type RealisationMethod,
  type RealisedSale,
  realisationMethodOf,
  realisedSales,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { instrumentsByIds } from '../market-data/market-repo.ts';
import { AppError } from '../platform/errors.ts';
import { lotFillsByInstrument, tradesOfAccount } from './account-trades.ts';

/**
 * The realised gains and losses of an account's sales in calendar year `year` (UTC days; this year by
 * default), each sale costed by its country's method (realised.ts in the domain) over every trade of
 * the instrument before it, so a sale in January counts purchases of years before.
 */
export async function realisedOfYear(
  ctx: AppContext,
  account: AccountRow,
  year: number | undefined,
): Promise<RealisedView> {
  const thisYear = ctx.clock.now().getUTCFullYear();
  const y = year ?? thisYear;
  const openYear = account.createdAt.getUTCFullYear();
  if (y > thisYear || y < openYear) throw reportYearOutOfRange(y, openYear, thisYear);
  const { method, sales } = await salesOfYear(ctx, account, y);
  const A = account.currency;
  const rows = sales.map((sale) => ({
    executionId: sale.executionId,
    soldAt: sale.executedAt,
    instrumentId: sale.instrumentId,
    name: sale.name,
    volume: sale.volume,
    price: formatPrice(sale.price),
    currency: sale.currency,
    proceeds: sale.proceeds,
    cost: sale.cost,
    result: sale.result,
  }));
  const sum = (pick: (row: (typeof rows)[number]) => string) =>
    roundMoney(
      rows.reduce((total, row) => total.plus(dec(pick(row))), dec(0)),
      A,
    );
  return {
    method,
    year: y,
    accountCurrency: A,
    rows,
    total: { proceeds: sum((r) => r.proceeds), cost: sum((r) => r.cost), result: sum((r) => r.result) },
  };
}

/**
 * The REPORT_YEAR_OUT_OF_RANGE error of a yearly read (realised sales, tax statement, portfolio
 * report) asked for `year` outside `openYear` (the account's first) to `thisYear`.
 */
export function reportYearOutOfRange(year: number, openYear: number, thisYear: number): AppError {
  return new AppError(
    'REPORT_YEAR_OUT_OF_RANGE',
    `There is no report for ${year}: choose a year from ${openYear} to ${thisYear}.`,
  );
}

/** A sale of the year with its instrument's name and currency. */
export type YearSale = RealisedSale & { instrumentId: number; name: string; currency: string };

/**
 * An account's sales in calendar year `year`, oldest first, each costed by its country's method over
 * every trade of its instrument before it (a sale in January counts purchases of years before).
 */
export async function salesOfYear(
  ctx: AppContext,
  account: AccountRow,
  year: number,
): Promise<{ method: RealisationMethod; sales: YearSale[] }> {
  const method = realisationMethodOf(account.accountType);
  const byInstrument = lotFillsByInstrument(await tradesOfAccount(ctx.db, account.accid));
  const sold = [...byInstrument].flatMap(([instrumentId, fills]) =>
    realisedSales(fills, method, account.currency)
      .filter((sale) => sale.executedAt.startsWith(`${year}-`))
      .map((sale) => ({ ...sale, instrumentId })),
  );
  const instruments = new Map(
    (await instrumentsByIds(ctx.db, [...new Set(sold.map((s) => s.instrumentId))])).map((i) => [i.id, i]),
  );
  const sales = sold
    .map((sale) => {
      const instrument = instruments.get(sale.instrumentId);
      return {
        ...sale,
        name: instrument?.name ?? String(sale.instrumentId),
        currency: instrument?.currency ?? account.currency,
      };
    })
    .sort((a, b) => a.executedAt.localeCompare(b.executedAt) || a.executionId.localeCompare(b.executionId));
  return { method, sales };
}
