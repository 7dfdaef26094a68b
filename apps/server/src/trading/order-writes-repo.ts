import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type BalancesJson,
  type LedgerTransactionInput,
  ledgerTransactionsInsert,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import { type Sale, saleSettlementsInsert } from '../accounts-and-money/settlement/settlement.ts';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/prepared-sql.ts';
import {
  completeKeysSql,
  insertKeysDoneSql,
  type KeyAnswer,
  type KeyClaimRow,
  releaseKeysSql,
} from '../platform/idempotency-keys-repo.ts';
import { fillInsert, fillsInsert, type NewFillRow } from './fills-repo.ts';
import { type OrderEventInput, orderEventsInsert } from './order-audit-repo.ts';
import { type NewOrderRow, orderInsert, ordersInsert } from './orders-repo.ts';

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
  if (writes.settlement) parts.push(['s', saleSettlementsInsert([writes.settlement])]);
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

/**
 * What a batch judged on kept accounts (fill-at-once.ts) sends besides its writes: for each order, what
 * its account was when judged (`guard`, compared under the account's lock by the database function
 * `order_batch_kept`, which refuses the statement when anything differs), and its key's claim, inserted
 * DONE with the answer (no claim went before).
 */
export interface KeptBatch {
  guard: readonly {
    accid: string;
    owner: string;
    /** The account row's version as locked when kept (`xmin`). */
    row_version: string;
    instrument_id: number;
    balances: BalancesJson;
  }[];
  claims: readonly KeyClaimRow[];
}

/**
 * `writeNewOrder` for several new orders at once (a batch of market orders, fill-at-once.ts), in ONE
 * statement of one insert per table for all of them (their orders, ledger transactions, entries,
 * fills, audit records and sales' settlements; each outbox row on its own), the answers for their
 * idempotency keys in one update (`answers`, their `ref` the order's id, whose number fills in the
 * answer's `orderNumber`), and the batch's other keys: `refused` completed with their refusals,
 * `released` let go (idempotency-keys-repo.ts). Every part but an outbox row is one jsonb parameter,
 * so the text takes a few shapes (which parts there are, how many outbox rows) and is prepared under a
 * name per shape. With `kept` (a batch judged on kept accounts), the statement first locks and checks
 * the accounts (`KeptBatch`) and inserts the keys DONE instead of completing claimed ones. Returns each
 * order's number, in the order given.
 */
export async function writeNewOrders(
  tx: Db,
  writes: readonly OrderWrites[],
  keys: {
    answers: readonly KeyAnswer[];
    refused: readonly KeyAnswer[];
    released: readonly { userId: string; key: string }[];
  },
  kept?: KeptBatch,
): Promise<number[]> {
  const parts: [string, SQLWrapper][] = [];
  if (kept) parts.push(['g', sql`select order_batch_kept(${JSON.stringify(kept.guard)}::jsonb) as "ok"`]);
  if (writes.length > 0) {
    const ledger = ledgerTransactionsInsert(writes.flatMap((w) => w.ledger));
    parts.push(['o', ordersInsert(writes.map((w) => w.order))], ['lt', ledger.transactions]);
    const entries = ledger.allEntries('lt');
    if (entries) parts.push(['le', entries]);
    const fills = writes.flatMap((w) => (w.fill ? [w.fill] : []));
    if (fills.length > 0) parts.push(['f', fillsInsert(fills, 'lt')]);
    const events = writes.flatMap((w) => w.events);
    if (events.length > 0) parts.push(['au', orderEventsInsert(events)]);
    const sales = writes.flatMap((w) => (w.settlement ? [w.settlement] : []));
    if (sales.length > 0) parts.push(['s', saleSettlementsInsert(sales)]);
    for (const [i, outbox] of writes.flatMap((w) => (w.outbox ? [w.outbox] : [])).entries()) {
      parts.push([`j${i}`, outbox]);
    }
    if (keys.answers.length > 0) {
      const fill = { field: 'orderNumber', cte: 'o', column: 'order_number' };
      parts.push([
        'k',
        kept
          ? insertKeysDoneSql(
              keys.answers.map((answer, i) => ({ ...answer, claim: kept.claims[i]! })),
              fill,
            )
          : completeKeysSql(keys.answers, fill),
      ]);
    }
  }
  if (keys.refused.length > 0) parts.push(['kr', completeKeysSql(keys.refused)]);
  if (keys.released.length > 0) parts.push(['kl', releaseKeysSql(keys.released)]);
  if (parts.length === 0) return [];
  const ctes = sql.join(
    parts.map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`),
    sql`, `,
  );
  const numbers =
    writes.length === 0
      ? sql`select null::uuid as "id", null::bigint as "order_number" where false`
      : kept
        ? sql`select "id", "order_number" from "o" where (select "ok" from "g")`
        : sql`select "id", "order_number" from "o"`;
  const rows = await executeNamed<{ id: string; order_number: string | number }>(
    tx,
    sql`with ${ctes} ${numbers}`,
  );
  const byId = new Map(rows.map((r) => [r.id, Number(r.order_number)]));
  return writes.map((w) => {
    const number = w.order.id === undefined ? undefined : byId.get(w.order.id);
    if (number === undefined) throw new Error('writeNewOrders: an order of a batch carries its id');
    return number;
  });
}
