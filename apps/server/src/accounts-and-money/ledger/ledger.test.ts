import {
  depositCash,
  type InstrumentFacts,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { authorPositionAt } from '../../portfolio/index.ts';
import { assertBalanced, postLedgerTransaction, UnbalancedTransactionError } from './ledger-repo.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let accid: string;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
  accid = (await investor(server, 'Olle Ledger')).accid;
});
afterAll(async () => {
  await server.close();
});

const countTransactions = async () =>
  rowsOf<{ n: number }>(
    await server.ctx.db.execute(sql`select count(*)::int as n from ledger_transactions`),
  )[0]!.n;

describe('every ledger transaction sums to zero per asset', () => {
  it('is checked in code before anything is written', async () => {
    expect(() =>
      assertBalanced([
        { account: 'system:bank', kind: 'cash', asset: 'SEK', amount: '-100.00' },
        { account: accid, kind: 'cash', asset: 'SEK', amount: '99.99' },
      ]),
    ).toThrow(UnbalancedTransactionError);
    // Balanced in total but not per asset: SEK and USD do not offset each other.
    expect(() =>
      assertBalanced([
        { account: 'system:bank', kind: 'cash', asset: 'SEK', amount: '-100' },
        { account: accid, kind: 'cash', asset: 'USD', amount: '100' },
      ]),
    ).toThrow(UnbalancedTransactionError);
    const before = await countTransactions();
    await expect(
      server.ctx.db.transaction((tx) =>
        postLedgerTransaction(tx, {
          type: 'DEPOSIT',
          accid,
          reference: 'test:unbalanced-in-code',
          createdAt: clock.now(),
          entries: [{ account: accid, kind: 'cash', asset: 'SEK', amount: '5' }],
        }),
      ),
    ).rejects.toThrow(UnbalancedTransactionError);
    expect(await countTransactions()).toBe(before);
  });

  it('is checked again by the database as the entries are written, whatever the code does', async () => {
    const before = await countTransactions();
    const unbalanced = server.ctx.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into ledger_transactions (type, accid, reference, created_at)
          values ('DEPOSIT', ${accid}, 'test:unbalanced-in-sql', now()) returning id`),
      );
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account, kind, asset, amount) values
          (${row!.id}, 'system:bank', 'cash', 'SEK', -100), (${row!.id}, ${accid}, 'cash', 'SEK', 90)`);
    });
    await expect(unbalanced).rejects.toThrow();
    expect(await countTransactions()).toBe(before);

    await server.ctx.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into ledger_transactions (type, accid, reference, created_at)
          values ('DEPOSIT', ${accid}, 'test:balanced-in-sql', now()) returning id`),
      );
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account, kind, asset, amount) values
          (${row!.id}, 'system:bank', 'cash', 'SEK', -100), (${row!.id}, ${accid}, 'cash', 'SEK', 100)`);
    });
    expect(await countTransactions()).toBe(before + 1);
  });

  it('is append-only: entries, transactions, fills and the order audit refuse UPDATE and DELETE', async () => {
    const c = await investor(server, 'Olle Appends');
    await depositCash(c.client, c.accid, '1000.00', 'SEK');
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
    });
    for (const statement of [
      sql`update ledger_entries set amount = amount * 2`,
      sql`delete from ledger_entries`,
      sql`update ledger_transactions set reference = 'x'`,
      sql`delete from ledger_transactions`,
      sql`update order_fills set price = 0`,
      sql`delete from order_audit`,
      sql`truncate ledger_entries cascade`,
    ]) {
      await expect(server.ctx.db.execute(statement)).rejects.toThrow();
    }
  });
});

describe("an author's position in an instrument, from the ledger", () => {
  it('reads NONE, then BOUGHT_RECENTLY, HOLDS after 30 days, and SOLD once sold', async () => {
    const c = await investor(server, 'Petra Posts');
    const [user] = rowsOf<{ user_id: string }>(
      await server.ctx.db.execute(sql`select user_id from accounts where accid = ${c.accid}`),
    );
    const userId = user!.user_id;
    const at = () => authorPositionAt(server.ctx.db, userId, volvo.id, clock.now());
    expect(await at()).toBe('NONE');
    await depositCash(c.client, c.accid, '1000.00', 'SEK');
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 2,
    });
    expect(await at()).toBe('BOUGHT_RECENTLY');
    // Asked about a moment before the buy, the answer is what it was then.
    expect(await authorPositionAt(server.ctx.db, userId, volvo.id, new Date(clock.now().getTime() - 1))).toBe(
      'NONE',
    );
    clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect(await at()).toBe('HOLDS');
      await c.login();
      await placeOrder(c.client, c.accid, {
        instrumentId: volvo.id,
        side: 'SELL',
        orderType: 'MARKET',
        volume: 2,
      });
      expect(await at()).toBe('SOLD');
    } finally {
      clock.set('2026-11-02T09:00:00Z');
    }
  });
});
