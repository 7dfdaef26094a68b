import type { AccountTransactionView } from '@havn/contract';
import { dec, formatPrice, roundMoney } from '@havn/domain/broker/index';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { orderFills } from '../../db/schema/orders.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';

export interface TransactionCursor {
  createdAt: Date;
  id: number;
}

export function encodeTransactionCursor(c: TransactionCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt.toISOString(), c.id])).toString('base64url');
}

export function decodeTransactionCursor(value: string | undefined): TransactionCursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(id)) return null;
    return { createdAt: new Date(at), id: id as number };
  } catch {
    return null;
  }
}

/**
 * The ledger as the customer sees it, newest first: deposits and fills (a buy or sell with its fee).
 * Reservations are Havn's bookkeeping inside the account and do not show. Keyset-paged on
 * (created_at, id); three queries a page.
 */
export async function accountTransactions(
  db: Db,
  account: AccountRow,
  options: { limit: number; after: TransactionCursor | null },
): Promise<{ items: AccountTransactionView[]; next: TransactionCursor | null }> {
  const conditions = [
    eq(ledgerTransactions.accid, account.accid),
    inArray(ledgerTransactions.type, ['DEPOSIT', 'FILL']),
  ];
  if (options.after) {
    conditions.push(
      or(
        lt(ledgerTransactions.createdAt, options.after.createdAt),
        and(
          eq(ledgerTransactions.createdAt, options.after.createdAt),
          lt(ledgerTransactions.id, options.after.id),
        ),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(ledgerTransactions)
    .where(and(...conditions))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const ids = page.map((r) => r.id);
  const [cash, fills] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            transactionId: ledgerEntries.transactionId,
            amount: sql<string>`sum(${ledgerEntries.amount})::text`,
          })
          .from(ledgerEntries)
          .where(
            and(
              inArray(ledgerEntries.transactionId, ids),
              eq(ledgerEntries.account, account.accid),
              inArray(ledgerEntries.kind, ['cash', 'cash_reserved']),
            ),
          )
          .groupBy(ledgerEntries.transactionId),
    ids.length === 0 ? [] : db.select().from(orderFills).where(inArray(orderFills.ledgerTransactionId, ids)),
  ]);
  const cashOf = new Map(cash.map((c) => [c.transactionId, c.amount]));
  const fillOf = new Map(fills.map((f) => [f.ledgerTransactionId, f]));
  const A = account.currency;

  const items = page.map((row): AccountTransactionView => {
    const fill = fillOf.get(row.id);
    if (!fill) {
      const amount = roundMoney(cashOf.get(row.id) ?? '0', A);
      return {
        id: String(row.id),
        type: 'DEPOSIT',
        time: row.createdAt.toISOString(),
        amount,
        fee: roundMoney('0', A),
        total: amount,
        currency: A,
        instrumentId: null,
        volume: null,
        price: null,
        priceCurrency: null,
        orderId: null,
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
      volume: fill.volume,
      price: formatPrice(fill.price),
      priceCurrency: fill.currency,
      orderId: fill.orderId,
    };
  });
  const last = page.at(-1);
  return {
    items,
    next: rows.length > options.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}
