import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type LedgerTransactionInput,
  ledgerTransactionsInsert,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import { type Sale, saleSettlementInsert } from '../accounts-and-money/settlement/settlement.ts';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/prepared-sql.ts';
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
  const ledger = ledgerTransactionsInsert(writes.ledger);
  const idOf = (reference: string): SQL => sql`(select "id" from "lt" where "reference" = ${reference})`;
  const parts: [string, SQLWrapper][] = [
    ['o', orderInsert(writes.order)],
    ['lt', ledger.transactions],
    ...ledger.entries(idOf).map((entries, i): [string, SQL] => [`le${i}`, entries]),
  ];
  if (writes.fill) parts.push(['f', fillInsert(writes.fill.row, idOf(writes.fill.ledgerReference))]);
  if (writes.events.length > 0) parts.push(['au', orderEventsInsert(writes.events)]);
  if (writes.settlement) parts.push(['s', saleSettlementInsert(writes.settlement)]);
  if (writes.outbox) parts.push(['j', writes.outbox]);
  if (writes.answer) parts.push(['k', writes.answer(sql`(select "order_number" from "o")`)]);
  const ctes = sql.join(
    parts.map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`),
    sql`, `,
  );
  // Prepared under a name per shape (db/prepared-sql.ts): parsed and planned once per connection.
  const rows = await executeNamed<{ order_number: string | number }>(
    tx,
    sql`with ${ctes} select "order_number" from "o"`,
  );
  return Number(rows[0]!.order_number);
}
