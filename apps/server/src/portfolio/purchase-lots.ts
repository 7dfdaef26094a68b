import type { InstrumentLots } from '@havn/contract';
import { formatPrice, type LotFill, purchaseLots } from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { tradesOfAccount } from './account-trades.ts';
import { accountHoldings } from './positions.ts';

/** The open purchase lots of each holding (units still held when sells take the oldest first). */
export async function accountPurchaseLots(ctx: AppContext, account: AccountRow): Promise<InstrumentLots[]> {
  const holdings = await accountHoldings(ctx, account);
  if (holdings.length === 0) return [];
  const fills = await tradesOfAccount(
    ctx.db,
    account.accid,
    holdings.map((h) => h.instrument.id),
  );
  const byInstrument = new Map<number, LotFill[]>();
  for (const f of fills) {
    const list = byInstrument.get(f.instrumentId) ?? [];
    list.push({
      executionId: f.executionId,
      executedAt: f.executedAt.toISOString(),
      side: f.side,
      volume: f.volume,
      price: f.price,
      amount: f.amount,
      fee: f.fee,
    });
    byInstrument.set(f.instrumentId, list);
  }
  return holdings.map(({ view }) => ({
    instrumentId: view.instrumentId,
    name: view.name,
    symbol: view.symbol,
    currency: view.currency,
    accountCurrency: account.currency,
    lots: purchaseLots(byInstrument.get(view.instrumentId) ?? [], account.currency)
      .filter((lot) => lot.remainingVolume > 0)
      .map((lot) => ({ ...lot, price: formatPrice(lot.price) })),
  }));
}
