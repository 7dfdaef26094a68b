import type { PositionView } from '@havn/contract';
import {
  allocationByRegion,
  convertAt,
  dec,
  formatPrice,
  marketValue,
  type PositionFill,
  positionFromFills,
  roundMoney,
  unrealizedReturn,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { type InstrumentRow, instrumentsByIds } from '../market-data/market-repo.ts';
import { tradesOfAccount } from './account-trades.ts';

export type HoldingInstrument = Pick<
  InstrumentRow,
  'id' | 'name' | 'symbol' | 'isin' | 'currency' | 'country' | 'allocation'
>;

export interface Holding {
  view: PositionView;
  instrument: HoldingInstrument;
}

/**
 * An account's holdings: the units from the ledger (free and held back by open sells), the average
 * price and acquisition cost folded from the account's fills in execution order, and values at the
 * provider's current quotes and live FX rates. A fixed number of queries, however many holdings.
 * @TODO(portfolio analytics): fold from a snapshot once accounts carry long histories of fills.
 */
export async function accountHoldings(ctx: AppContext, account: AccountRow): Promise<Holding[]> {
  const balances = await accountBalances(ctx.db, account.accid);
  const ids = [...new Set([...balances.assets('position'), ...balances.assets('position_reserved')])]
    .filter((asset) =>
      balances.get('position', asset).plus(balances.get('position_reserved', asset)).greaterThan(0),
    )
    .map(Number);
  if (ids.length === 0) return [];

  const [rows, fills, quotes] = await Promise.all([
    instrumentsByIds(ctx.db, ids),
    tradesOfAccount(ctx.db, account.accid, ids),
    ctx.marketData.quotes(ids),
  ]);
  const currencies = [...new Set(rows.map((r) => r.currency))];
  const rates = new Map(
    await Promise.all(
      currencies.map(async (X) => [X, await liveFxRate(ctx.marketData, X, account.currency)] as const),
    ),
  );
  const fillsByInstrument = new Map<number, PositionFill[]>();
  for (const f of fills) {
    const list = fillsByInstrument.get(f.instrumentId) ?? [];
    list.push({ side: f.side, volume: f.volume, price: f.price, amount: f.amount, fee: f.fee });
    fillsByInstrument.set(f.instrumentId, list);
  }

  return rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((instrument) => {
      const A = account.currency;
      const X = instrument.currency;
      const free = balances.get('position', instrument.id);
      const reserved = balances.get('position_reserved', instrument.id);
      const volume = free.plus(reserved);
      const folded = positionFromFills(fillsByInstrument.get(instrument.id) ?? [], A);
      const last = quotes.get(instrument.id)?.last ?? null;
      const value = last === null ? null : marketValue(volume.toFixed(), last, X);
      const unrealized =
        last === null
          ? null
          : unrealizedReturn({ volume: volume.toFixed(), averagePrice: folded.averagePrice }, last, X);
      const view: PositionView = {
        instrumentId: instrument.id,
        name: instrument.name,
        symbol: instrument.symbol,
        isin: instrument.isin,
        volume: volume.toNumber(),
        reservedVolume: reserved.toNumber(),
        averagePrice: formatPrice(folded.averagePrice),
        lastPrice: last === null ? null : formatPrice(last),
        marketValue: value,
        currency: X,
        unrealizedReturn: unrealized?.amount ?? null,
        unrealizedReturnPercent: unrealized?.percent ?? null,
        accountCurrency: A,
        marketValueInAccountCurrency:
          last === null ? null : convertAt(volume.times(dec(last)), rates.get(X)!, A),
        acquisitionCost: roundMoney(folded.acquisitionCost, A),
      };
      return { view, instrument };
    });
}

/** Weights by region for the allocation world map: by market value in the account currency. */
export async function accountAllocation(ctx: AppContext, account: AccountRow) {
  const holdings = await accountHoldings(ctx, account);
  return allocationByRegion(
    holdings
      .filter((h) => h.view.marketValueInAccountCurrency !== null)
      .map((h) => ({
        value: h.view.marketValueInAccountCurrency!,
        country: h.instrument.country,
        allocation: h.instrument.allocation,
      })),
  );
}
