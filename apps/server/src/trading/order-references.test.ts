import { randomUUID } from 'node:crypto';
import {
  depositCash,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { isForeignKeyViolation } from '../db/errors.ts';
import { rowsOf } from '../db/rows.ts';

// The order write's references are checked once per inserting statement, not by foreign keys row by
// row (migration order_references_checked_per_statement): a row naming a parent that does not exist is
// still refused with the foreign key's code and name, and the parents cannot go.
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let accid: string;
let orderId: string;
let executionId: string;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  const volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
  const customer = await investor(server, 'Rut References');
  accid = customer.accid;
  await depositCash(customer.client, accid, '1000.00', 'SEK');
  await placeOrder(customer.client, accid, {
    instrumentId: volvo.id,
    side: 'BUY',
    orderType: 'MARKET',
    volume: 1,
  });
  const [fill] = rowsOf<{ order_id: string; execution_id: string }>(
    await server.ctx.db.execute(sql`select order_id, execution_id from order_fills where accid = ${accid}`),
  );
  orderId = fill!.order_id;
  executionId = fill!.execution_id;
});
afterAll(async () => {
  await server.close();
});

/** Inserts a copy of one row of `table` (picked by `where`) with `patch` over it; resolves to the error, if any. */
async function copyRow(table: string, where: SQL, patch: Record<string, unknown>): Promise<unknown> {
  const name = sql.identifier(table);
  return server.ctx.db
    .execute(sql`
      insert into ${name} overriding system value
      select (jsonb_populate_record(null::${name}, to_jsonb(t) || ${JSON.stringify(patch)}::jsonb)).*
      from ${name} as t where ${where} limit 1`)
    .then(
      () => null,
      (error: unknown) => error,
    );
}

const countOf = async (table: string) =>
  rowsOf<{ n: number }>(
    await server.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
  )[0]!.n;

describe('the order write’s references', () => {
  it('refuse a row naming an order, account, fill or ledger transaction that does not exist', async () => {
    const byOrder = sql`order_id = ${orderId}`;
    const cases: [string, SQL, Record<string, unknown>, string][] = [
      [
        'orders',
        sql`id = ${orderId}`,
        { id: randomUUID(), order_number: 900_000_001, accid: '99999999', idempotency_key: null },
        'orders_accid_accounts_accid_fk',
      ],
      [
        'order_fills',
        byOrder,
        { execution_id: `x-${randomUUID()}`, order_id: randomUUID() },
        'order_fills_order_id_orders_id_fk',
      ],
      [
        'order_fills',
        byOrder,
        { execution_id: `x-${randomUUID()}`, accid: '99999999' },
        'order_fills_accid_accounts_accid_fk',
      ],
      [
        'order_fills',
        byOrder,
        { execution_id: `x-${randomUUID()}`, ledger_transaction_id: 900_000_001 },
        'order_fills_ledger_transaction_id_ledger_transactions_id_fk',
      ],
      [
        'order_audit',
        byOrder,
        { id: 900_000_001, order_id: randomUUID() },
        'order_audit_order_id_orders_id_fk',
      ],
      [
        'order_audit',
        byOrder,
        { id: 900_000_002, execution_id: `x-${randomUUID()}` },
        'order_audit_execution_id_order_fills_execution_id_fk',
      ],
      [
        'ledger_transactions',
        sql`order_id = ${orderId}`,
        { id: 900_000_001, reference: `x-${randomUUID()}`, accid: '99999999' },
        'ledger_transactions_accid_accounts_accid_fk',
      ],
    ];
    for (const [table, where, patch, constraint] of cases) {
      const before = await countOf(table);
      const error = await copyRow(table, where, patch);
      expect(
        isForeignKeyViolation(error, constraint),
        `${table} ${JSON.stringify(patch)}: ${String(error)}`,
      ).toBe(true);
      expect(await countOf(table)).toBe(before);
    }
  });

  it('take a row whose parents exist, the statement’s own rows included', async () => {
    const copied = `x-${randomUUID()}`;
    expect(
      await copyRow('order_fills', sql`execution_id = ${executionId}`, { execution_id: copied }),
    ).toBeNull();
    expect(
      await copyRow('order_audit', sql`execution_id = ${executionId}`, {
        id: 900_000_003,
        execution_id: copied,
      }),
    ).toBeNull();
  });

  it('keep orders and accounts: no DELETE, no TRUNCATE, no change of their keys; other changes go through', async () => {
    for (const statement of [
      sql`delete from orders where id = ${orderId}`,
      sql`update orders set accid = accid where id = ${orderId}`,
      sql`update orders set id = id where id = ${orderId}`,
      sql`truncate orders cascade`,
      sql`delete from accounts where accid = ${accid}`,
      sql`update accounts set accid = accid where accid = ${accid}`,
      sql`truncate accounts cascade`,
    ]) {
      await expect(server.ctx.db.execute(statement)).rejects.toThrow();
    }
    await server.ctx.db.execute(sql`update accounts set alias = 'Kept' where accid = ${accid}`);
    const [kept] = rowsOf<{ alias: string; orders: number }>(
      await server.ctx.db.execute(sql`
        select alias, (select count(*)::int from orders where accid = ${accid}) as orders
        from accounts where accid = ${accid}`),
    );
    expect(kept).toEqual({ alias: 'Kept', orders: 1 });
  });
});
