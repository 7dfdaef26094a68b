import type { InstrumentLots } from '@havn/contract';
import { formatPrice, purchaseLots } from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { lotFillsByInstrument, tradesOfAccount } from './account-trades.ts';
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
  const byInstrument = lotFillsByInstrument(fills);
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
