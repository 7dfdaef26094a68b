import type { RealisedView } from '@havn/contract';
import {
  dec,
  formatPrice,
  type LotFill,
  realisationMethodOf,
  realisedSales,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { instrumentsByIds } from '../market-data/market-repo.ts';
import { AppError } from '../platform/errors.ts';
import { tradesOfAccount } from './account-trades.ts';

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
  if (y > thisYear || y < account.createdAt.getUTCFullYear()) {
    throw new AppError(
      'REPORT_YEAR_OUT_OF_RANGE',
      `There are no sales to show for ${y}: choose a year from ${account.createdAt.getUTCFullYear()} to ${thisYear}.`,
    );
  }
  const method = realisationMethodOf(account.accountType);
  const A = account.currency;
  const trades = await tradesOfAccount(ctx.db, account.accid);
  const byInstrument = new Map<number, LotFill[]>();
  for (const trade of trades) {
    const list = byInstrument.get(trade.instrumentId) ?? [];
    list.push({
      executionId: trade.executionId,
      executedAt: trade.executedAt.toISOString(),
      side: trade.side,
      volume: trade.volume,
      price: trade.price,
      amount: trade.amount,
      fee: trade.fee,
    });
    byInstrument.set(trade.instrumentId, list);
  }
  const sold = [...byInstrument].flatMap(([instrumentId, fills]) =>
    realisedSales(fills, method, A)
      .filter((sale) => sale.executedAt.startsWith(`${y}-`))
      .map((sale) => ({ instrumentId, sale })),
  );
  const instruments = new Map(
    (await instrumentsByIds(ctx.db, [...new Set(sold.map((s) => s.instrumentId))])).map((i) => [i.id, i]),
  );
  const rows = sold
    .sort(
      (a, b) =>
        a.sale.executedAt.localeCompare(b.sale.executedAt) ||
        a.sale.executionId.localeCompare(b.sale.executionId),
    )
    .map(({ instrumentId, sale }) => {
      const instrument = instruments.get(instrumentId);
      return {
        executionId: sale.executionId,
        soldAt: sale.executedAt,
        instrumentId,
        name: instrument?.name ?? String(instrumentId),
        volume: sale.volume,
        price: formatPrice(sale.price),
        currency: instrument?.currency ?? A,
        proceeds: sale.proceeds,
        cost: sale.cost,
        result: sale.result,
      };
    });
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
