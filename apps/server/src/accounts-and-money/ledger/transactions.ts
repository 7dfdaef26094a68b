import type { AccountTransactionView } from '@havn/contract';
import { dec, fixed, formatFundUnits, formatPrice, roundMoney } from '@havn/domain/broker/index';
import type { Db } from '../../db/client.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { entitlementsByLedgerTransactions } from '../../portfolio/corporate-actions/corporate-actions-repo.ts';
import { fillsOfLedgerTransactions } from '../../trading/fills-repo.ts';
import { fundOrdersByIds } from '../../trading/fund-orders/fund-orders-repo.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import {
  cashMovedBy,
  customerTransactions,
  positionsMovedBy,
  type TransactionFilter,
  transactionKeyset,
  transactionsCursor,
} from './ledger-repo.ts';

/**
 * The ledger as the customer sees it, newest first: deposits, transfers in and out, fills (a buy or
 * sell with its fee), dividends and withdrawals (negative when sent, positive when the bank returned one).
 * Reservations are Havn's bookkeeping inside the account and do not show. Keyset-paged on
 * (created_at, id); five queries a page.
 */
export async function accountTransactions(
  db: Db,
  account: AccountRow,
  options: { limit: number; cursor?: string | undefined } & TransactionFilter,
): Promise<{ transactions: AccountTransactionView[]; nextCursor: string | null }> {
  const rows = await customerTransactions(
    db,
    account.accid,
    { after: transactionsCursor.decode(options.cursor), limit: options.limit + 1 },
    { types: options.types, from: options.from, to: options.to },
  );
  const { page, nextCursor } = transactionsCursor.page(rows, options.limit, transactionKeyset);
  const ids = page.map((r) => r.id);
  const transferIds = page.filter((r) => r.type === 'TRANSFER').map((r) => r.id);
  // A fund order's FILL names the fund order (its orderId), not an order with fills.
  const fundOrderIds = page.filter((r) => r.type === 'FILL' && r.reference.startsWith('fund-order:'));
  const paidIds = page.filter((r) => r.type === 'CORPORATE_ACTION').map((r) => r.id);
  const [cashOf, fills, moved, funds, paid] = await Promise.all([
    cashMovedBy(db, account.accid, ids),
    fillsOfLedgerTransactions(db, ids),
    positionsMovedBy(db, account.accid, transferIds),
    fundOrdersByIds(
      db,
      fundOrderIds.flatMap((r) => (r.orderId ? [r.orderId] : [])),
    ),
    entitlementsByLedgerTransactions(db, paidIds),
  ]);
  const paidBy = new Map(paid.map((p) => [p.entitlement.ledgerTransactionId, p]));
  const fillOf = new Map(fills.map((f) => [f.ledgerTransactionId, f]));
  const fundOf = new Map(funds.map((f) => [f.id, f]));
  const traded = await instrumentsByIds(db, [
    ...new Set([
      ...fills.map((f) => f.instrumentId),
      ...[...moved.values()].map((m) => m.instrumentId),
      ...funds.map((f) => f.instrumentId),
      ...paid.map((p) => p.event.instrumentId),
    ]),
  ]);
  const nameOf = new Map(traded.map((i) => [i.id, i.name]));
  const currencyOf = new Map(traded.map((i) => [i.id, i.currency]));
  const A = account.currency;

  const transactions = page.map((row): AccountTransactionView => {
    const fill = fillOf.get(row.id);
    const fund = row.orderId && !fill ? fundOf.get(row.orderId) : undefined;
    if (fund?.units && fund.nav && fund.settledAmount) {
      // Bought or sold at the NAV: no fee; the FX rate is what the cash was over the units' value.
      const X = currencyOf.get(fund.instrumentId) ?? A;
      const value = dec(fund.units).times(dec(fund.nav));
      const amount = fund.side === 'BUY' ? dec(fund.settledAmount).negated() : dec(fund.settledAmount);
      return {
        id: String(row.id),
        type: fund.side,
        time: row.createdAt.toISOString(),
        amount: roundMoney(amount, A),
        fee: roundMoney('0', A),
        total: roundMoney(amount, A),
        currency: A,
        instrumentId: fund.instrumentId,
        instrumentName: nameOf.get(fund.instrumentId) ?? null,
        volume: Number(formatFundUnits(fund.units)),
        price: formatPrice(fund.nav),
        priceCurrency: X,
        orderId: null,
        fxRate: X === A || value.isZero() ? null : fixed(dec(fund.settledAmount).div(value), 6),
      };
    }
    const dividend = paidBy.get(row.id);
    if (dividend) {
      // A dividend (the units entitled at the amount per share) or a tender offer's sale (the units
      // tendered at its price), converted when paid in another currency.
      const amount = roundMoney(cashOf.get(row.id) ?? '0', A);
      const terms = dividend.event.terms;
      const X = terms?.currency ?? A;
      const gross = terms ? dec(dividend.entitlement.units).times(dec(terms.amountPerShare)) : null;
      return {
        id: String(row.id),
        // A tender offer accepted is a sale of the units at the offer's price.
        type: dividend.event.type === 'TENDER_OFFER' ? 'SELL' : 'DIVIDEND',
        time: row.createdAt.toISOString(),
        amount,
        fee: roundMoney('0', A),
        total: amount,
        currency: A,
        instrumentId: dividend.event.instrumentId,
        instrumentName: nameOf.get(dividend.event.instrumentId) ?? null,
        volume: Number(formatFundUnits(dividend.entitlement.units)),
        price: terms ? formatPrice(terms.amountPerShare) : null,
        priceCurrency: terms ? X : null,
        orderId: null,
        fxRate: X === A || !gross || gross.isZero() ? null : fixed(dec(amount).div(gross), 6),
      };
    }
    if (!fill) {
      const amount = roundMoney(cashOf.get(row.id) ?? '0', A);
      const units = moved.get(row.id);
      if (row.type === 'TRANSFER') {
        const into = units ? units.volume > 0 : !dec(amount).isNegative();
        return {
          id: String(row.id),
          type: into ? 'TRANSFER_IN' : 'TRANSFER_OUT',
          time: row.createdAt.toISOString(),
          amount,
          fee: roundMoney('0', A),
          total: amount,
          currency: A,
          instrumentId: units?.instrumentId ?? null,
          instrumentName: units ? (nameOf.get(units.instrumentId) ?? null) : null,
          volume: units ? Math.abs(units.volume) : null,
          price: null,
          priceCurrency: null,
          orderId: null,
          fxRate: null,
        };
      }
      return {
        id: String(row.id),
        type:
          row.type === 'WITHDRAWAL' ? 'WITHDRAWAL' : row.type === 'CREDIT_INTEREST' ? 'INTEREST' : 'DEPOSIT',
        time: row.createdAt.toISOString(),
        amount,
        fee: roundMoney('0', A),
        total: amount,
        currency: A,
        instrumentId: null,
        instrumentName: null,
        volume: null,
        price: null,
        priceCurrency: null,
        orderId: null,
        fxRate: null,
      };
    }
    const amount = fill.side === 'BUY' ? dec(fill.amount).negated() : dec(fill.amount);
    return {
      id: String(row.id),
      type: fill.side,
      time: row.createdAt.toISOString(),
      amount: roundMoney(amount, A),
      fee: roundMoney(fill.fee, A),
      total: roundMoney(amount.minus(dec(fill.fee)), A),
      currency: A,
      instrumentId: fill.instrumentId,
      instrumentName: nameOf.get(fill.instrumentId) ?? null,
      volume: fill.volume,
      price: formatPrice(fill.price),
      priceCurrency: fill.currency,
      orderId: fill.orderId,
      fxRate: fill.currency === A ? null : fixed(dec(fill.fxRate), 6),
    };
  });
  return { transactions, nextCursor };
}
