import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type LedgerTransactionInput,
  ledgerTransactionsInsert,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import { type Sale, saleSettlementInsert } from '../accounts-and-money/settlement/settlement.ts';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/prepared-sql.ts';
import { rowsOf } from '../db/rows.ts';
import { fillInsert, type NewFillRow } from './fills-repo.ts';
import { type OrderEventInput, orderEventsInsert } from './order-audit-repo.ts';
import { type NewOrderRow, orderInsert } from './orders-repo.ts';

/** Everything one placement (and the fill that follows it at once, if any) writes. */
export interface OrderWrites {
  /** The order as it stands after the whole change. */
  order: NewOrderRow;
  /** Its ledger transactions, in the order they happened. */
  ledger: readonly LedgerTransactionInput[];
  /** The fill, booked by the ledger transaction with this reference. */
  fill?: { row: Omit<NewFillRow, 'ledgerTransactionId'>; ledgerReference: string };
  /** The audit records, in the order the events happened. */
  events: readonly OrderEventInput[];
  settlement?: Sale;
  /** The outbox row of the change's domain event (platform/jobs' domainEventInsert). */
  outbox?: SQLWrapper;
  /**
   * A last part of the statement given the SQL of the order's number (the idempotency key completed
   * with the answer, order-keys-repo.ts).
   */
  answer?: (orderNumber: SQL) => SQLWrapper;
}

/**
 * Writes a new order's whole change in ONE statement (one round trip instead of one per row): the
 * order, its ledger transactions with their entries, the fill, the audit records, a sale's settlement,
 * the outbox row and the answer kept for the request's idempotency key, as data-modifying CTEs, each
 * table's rows sent as one jsonb parameter (db/json-insert.ts). Rows of one table go in one insert, so
 * ids rise in the order given; foreign keys are checked at the end of the statement, when every row is
 * in. Call it inside the transaction that holds the account's lock. Returns the order's number.
 */
export async function writeNewOrder(tx: Db, writes: OrderWrites): Promise<number> {
  const ctes = sql.join(
    orderParts(writes, '').map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`),
    sql`, `,
  );
  // Prepared under a name per shape (db/prepared-sql.ts): parsed and planned once per connection.
  const rows = await executeNamed<{ order_number: string | number }>(
    tx,
    sql`with ${ctes} select "order_number" from "o"`,
  );
  return Number(rows[0]!.order_number);
}

/**
 * `writeNewOrder` for several new orders at once (a batch of market orders, fill-at-once.ts): every
 * order's parts in ONE statement, each under names of its own, with `more` (keys completed or released)
 * as further parts. Returns each order's number, in the order given. Run unnamed: a batch's shape is
 * rarely the same twice.
 */
export async function writeNewOrders(
  tx: Db,
  writes: readonly OrderWrites[],
  more: readonly SQLWrapper[] = [],
): Promise<number[]> {
  const parts = [
    ...writes.flatMap((w, i) => orderParts(w, `${i}_`)),
    ...more.map((query, i): [string, SQLWrapper] => [`m${i}`, query]),
  ];
  if (parts.length === 0) return [];
  const ctes = sql.join(
    parts.map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`),
    sql`, `,
  );
  const numbers =
    writes.length === 0
      ? sql`select null::int as "i", null::bigint as "order_number" where false`
      : sql.join(
          writes.map(
            (_, i) =>
              sql`select ${sql.raw(String(i))} as "i", "order_number" from ${sql.identifier(`${i}_o`)}`,
          ),
          sql` union all `,
        );
  const rows = rowsOf<{ i: number; order_number: string | number }>(
    await tx.execute(sql`with ${ctes} ${numbers}`),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), Number(r.order_number)]));
  return writes.map((_, i) => byIndex.get(i)!);
}

/** An order's CTEs, named with `prefix`: the order, its ledger, fill, audit, settlement, outbox, answer. */
function orderParts(writes: OrderWrites, prefix: string): [string, SQLWrapper][] {
  const name = (part: string) => `${prefix}${part}`;
  const ledger = ledgerTransactionsInsert(writes.ledger);
  const idOf = (reference: string): SQL =>
    sql`(select "id" from ${sql.identifier(name('lt'))} where "reference" = ${reference})`;
  const parts: [string, SQLWrapper][] = [
    [name('o'), orderInsert(writes.order)],
    [name('lt'), ledger.transactions],
    ...ledger.entries(idOf).map((entries, i): [string, SQL] => [name(`le${i}`), entries]),
  ];
  if (writes.fill) parts.push([name('f'), fillInsert(writes.fill.row, idOf(writes.fill.ledgerReference))]);
  if (writes.events.length > 0) parts.push([name('au'), orderEventsInsert(writes.events)]);
  if (writes.settlement) parts.push([name('s'), saleSettlementInsert(writes.settlement)]);
  if (writes.outbox) parts.push([name('j'), writes.outbox]);
  if (writes.answer) {
    parts.push([name('k'), writes.answer(sql`(select "order_number" from ${sql.identifier(name('o'))})`)]);
  }
  return parts;
}
