import { dec, type LotFill } from '@havn/domain/broker/index';
import { taxableTransfersOfAccount } from '../accounts-and-money/transfers/transfers-repo.ts';
import type { Db } from '../db/client.ts';
import { type FillRow, fillsOfAccount } from '../trading/fills-repo.ts';
import { fundTradesOfAccount } from '../trading/fund-orders/fund-orders-repo.ts';
import { tenderSalesOfAccount } from './corporate-actions/corporate-actions-repo.ts';
import { bookedTransfersInto } from './fund-transfers/fund-transfers-repo.ts';

/** What the portfolio folds into positions, lots and realised gains: a fill, a sale by transfer, a fund moved in. */
export type AccountTrade = Pick<
  FillRow,
  'executionId' | 'instrumentId' | 'side' | 'volume' | 'price' | 'amount' | 'fee' | 'executedAt'
> & { ledgerTransactionId: number };

/**
 * An account's trades in ledger order: its order fills, its fund orders priced at their NAV (units to
 * four decimals, no fee), each AF→ISK move as the sale it is taxed as (out of the AF at the last
 * price, no fee) and the ISK's purchase at that price, and each tender offer accepted as a sale at its
 * price, so realised gains, the tax figures, average prices and lots all count them.
 */
export async function tradesOfAccount(
  db: Db,
  accid: string,
  instrumentIds?: readonly number[],
  since?: Date,
  afterTransaction?: number,
): Promise<AccountTrade[]> {
  const [fills, transfers, funds, tendered, movedIn] = await Promise.all([
    fillsOfAccount(db, accid, instrumentIds, since, afterTransaction),
    taxableTransfersOfAccount(db, accid, instrumentIds),
    fundTradesOfAccount(db, accid, instrumentIds, since, afterTransaction),
    tenderSalesOfAccount(db, accid, instrumentIds, since, afterTransaction),
    bookedTransfersInto(db, accid, instrumentIds, since, afterTransaction),
  ]);
  const wanted = transfers.filter(
    (t) =>
      (since === undefined || t.createdAt.getTime() >= since.getTime()) &&
      (afterTransaction === undefined || t.ledgerTransactionId > afterTransaction),
  );
  const moved: AccountTrade[] = wanted.map((t) => ({
    executionId: `transfer:${t.id}`,
    instrumentId: t.instrumentId!,
    side: t.fromAccid === accid ? 'SELL' : 'BUY',
    volume: t.volume!,
    price: t.price!,
    amount: t.amount!,
    fee: '0',
    executedAt: t.createdAt,
    ledgerTransactionId: t.ledgerTransactionId,
  }));
  const priced: AccountTrade[] = funds.map((f) => ({
    executionId: `fund-order:${f.id}`,
    instrumentId: f.instrumentId,
    side: f.side,
    volume: Number(f.units),
    price: f.nav,
    amount: f.amount,
    fee: '0',
    executedAt: f.pricedAt,
    ledgerTransactionId: f.ledgerTransactionId,
  }));
  // A tender offer accepted: the units sold at the offer's price, no fee.
  const sold: AccountTrade[] = tendered.map(({ entitlement, event }) => ({
    executionId: `corporate-action:${event.id}`,
    instrumentId: event.instrumentId,
    side: 'SELL',
    volume: Number(entitlement.units),
    price: event.terms?.amountPerShare ?? '0',
    amount: entitlement.amount ?? '0',
    fee: '0',
    executedAt: entitlement.bookedAt!,
    ledgerTransactionId: entitlement.ledgerTransactionId!,
  }));
  // Fund units moved in from another provider: bought, at their acquisition cost there, no fee.
  const broughtIn: AccountTrade[] = movedIn.map((i) => ({
    executionId: `fund-transfer:${i.transferId}:${i.holdingId}`,
    instrumentId: i.instrumentId,
    side: 'BUY',
    volume: Number(i.units),
    price: dec(i.acquisitionCost).div(dec(i.units)).toFixed(6),
    amount: i.acquisitionCost,
    fee: '0',
    executedAt: i.completedAt,
    ledgerTransactionId: i.ledgerTransactionId,
  }));
  return [...fills, ...moved, ...priced, ...sold, ...broughtIn].sort(
    (a, b) => a.ledgerTransactionId - b.ledgerTransactionId,
  );
}

/** Trades as the domain's lot and realisation folds take them, by instrument, in ledger order. */
export function lotFillsByInstrument(trades: readonly AccountTrade[]): Map<number, LotFill[]> {
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
  return byInstrument;
}
