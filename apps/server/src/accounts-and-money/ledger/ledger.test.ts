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
import { isForeignKeyViolation } from '../../db/errors.ts';
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

/**
 * A ledger transaction written straight in SQL, as code that skipped ledger-repo.ts would: the
 * transaction's row, then its entries (account, SEK cash amount) in one statement.
 */
const writeInSql = (type: string, accid: string, reference: string, entries: [string, number][]) =>
  server.ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ledger_transactions (type, accid, reference, created_at)
        values (${type}, ${accid}, ${reference}, now()) returning id`),
    );
    const values = entries.map(
      ([account, amount]) => sql`(${row!.id}, ${account}, 'cash', 'SEK', ${amount})`,
    );
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account, kind, asset, amount) values ${sql.join(values, sql`, `)}`);
  });

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
    const unbalanced = writeInSql('DEPOSIT', accid, 'test:unbalanced-in-sql', [
      ['system:bank', -100],
      [accid, 90],
    ]);
    await expect(unbalanced).rejects.toThrow();
    expect(await countTransactions()).toBe(before);

    await writeInSql('DEPOSIT', accid, 'test:balanced-in-sql', [
      ['system:bank', -100],
      [accid, 100],
    ]);
    expect(await countTransactions()).toBe(before + 1);
  });

  it("refuses entries of a ledger transaction that does not exist, with the foreign key's code", async () => {
    const entriesBefore = async () =>
      rowsOf<{ n: number }>(
        await server.ctx.db.execute(sql`select count(*)::int as n from ledger_entries`),
      )[0]!.n;
    const before = await entriesBefore();
    const [{ id: last }] = rowsOf<{ id: number }>(
      await server.ctx.db.execute(sql`select coalesce(max(id), 0)::bigint as id from ledger_transactions`),
    ) as [{ id: number }];
    // Balanced, beside entries of a real transaction in the same statement: only the orphans fail it.
    const [{ id: real }] = rowsOf<{ id: number }>(
      await server.ctx.db.execute(sql`
        insert into ledger_transactions (type, accid, reference, created_at)
        values ('DEPOSIT', ${accid}, 'test:beside-an-orphan', now()) returning id`),
    ) as [{ id: number }];
    const orphan = Number(last) + 1_000_000;
    const write = server.ctx.db.execute(sql`
      insert into ledger_entries (transaction_id, account, kind, asset, amount) values
        (${real}, 'system:bank', 'cash', 'SEK', -5), (${real}, ${accid}, 'cash', 'SEK', 5),
        (${orphan}, 'system:bank', 'cash', 'SEK', -5), (${orphan}, ${accid}, 'cash', 'SEK', 5)`);
    const error: unknown = await write.catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
    // The database's own words (under Drizzle's wrapper, which quotes the statement and its values).
    expect(String((error as { cause?: { message?: string } }).cause?.message ?? error)).toContain(
      `ledger transaction ${orphan}, which does not exist`,
    );
    expect(await entriesBefore()).toBe(before);
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

describe("each customer account's balances are kept, not counted", () => {
  /** Every customer account's balances as the entries sum them, and as they are kept, side by side. */
  const keptAndCounted = async () => {
    const counted = rowsOf<{ account: string; kind: string; asset: string; amount: string }>(
      await server.ctx.db.execute(sql`
        select account, kind, asset, sum(amount)::text as amount from ledger_entries
        where account not like 'system:%' group by account, kind, asset order by account, kind, asset`),
    );
    const kept = rowsOf<{ account: string; kind: string; asset: string; amount: string }>(
      await server.ctx.db.execute(sql`
        select account, kind, asset, amount::text as amount from ledger_balances
        order by account, kind, asset`),
    );
    return { counted, kept };
  };

  it('moves them with every statement that writes entries, one account or several at once', async () => {
    const a = await investor(server, 'Karin Kept');
    const b = await investor(server, 'Kalle Kept');
    await depositCash(a.client, a.accid, '5000.00', 'SEK');
    await depositCash(b.client, b.accid, '700.00', 'SEK');
    const bought = await placeOrder(a.client, a.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 3,
    });
    expect(bought.statusCode).toBe(201);
    // A limit buy under the ask: its money moves from cash to cash_reserved.
    await placeOrder(a.client, a.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 2,
      price: '90.00',
    });
    // One statement whose entries touch two customer accounts (one of them twice) and a house account.
    await writeInSql('TRANSFER', a.accid, 'test:kept-several', [
      [a.accid, -100],
      [b.accid, 60],
      [b.accid, 30],
      ['system:bank', 10],
    ]);

    const { counted, kept } = await keptAndCounted();
    expect(kept).toEqual(counted);
    const ofB = kept.filter((row) => row.account === b.accid);
    expect(ofB).toEqual([{ account: b.accid, kind: 'cash', asset: 'SEK', amount: '790.000000' }]);
    expect(kept.some((row) => row.account.startsWith('system:'))).toBe(false);
    const ofA = Object.fromEntries(
      kept.filter((row) => row.account === a.accid).map((row) => [row.kind, row.amount]),
    );
    expect(ofA).toMatchObject({ position: '3.000000', cash_reserved: expect.stringMatching(/^\d+\.\d{6}$/) });
  });

  it('moves nothing when the statement fails', async () => {
    const c = await investor(server, 'Kerstin Kept');
    await depositCash(c.client, c.accid, '100.00', 'SEK');
    const before = await keptAndCounted();
    const unbalanced = writeInSql('DEPOSIT', c.accid, 'test:kept-unbalanced', [
      ['system:bank', -100],
      [c.accid, 90],
    ]);
    await expect(unbalanced).rejects.toThrow();
    expect(await keptAndCounted()).toEqual(before);
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
