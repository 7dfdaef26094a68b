import { randomUUID } from 'node:crypto';
import type { OrderView } from '@havn/contract';
import {
  accountMoney,
  fundedInvestor,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  placeOrder,
  type ScriptedMarket,
  scriptMarket,
  startTradingServer,
  startTwoServers,
  type TestServer,
  type TwoServers,
} from '@havn/testkit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { HOUSE, postLedgerTransaction } from '../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../clock.ts';
import { testDatabaseUrl } from '../config.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts } from '../db/schema/accounts.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';
import { instruments } from '../db/schema/instruments.ts';
import { orders } from '../db/schema/orders.ts';
import { AppError } from '../platform/errors.ts';
import { IDEMPOTENCY_KEY_TTL_MS, KEY_TAKEN, type KeyClaim } from '../platform/idempotency.ts';
import { AT_ONCE_BESIDES, NOT_AT_ONCE, placeFilledAtOnce } from './fill-at-once.ts';
import type { PlaceOrderInput } from './order-service.ts';

// Market orders that arrive together share one transaction (fill-at-once.ts `manyAtOnce`): each is
// still judged on its own account's balances and answered on its own, with its own key. Over HTTP on
// PGlite one order's transaction ends before the next request reaches it, so the batch tests call
// placeFilledAtOnce for all their orders in one tick, as requests arriving together on PostgreSQL do.
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let ericsson: InstrumentFacts;
/**
 * Statements that opened an order's transaction (its key claimed, its account locked): in a tick the
 * first order goes alone and the rest share one, so orders arriving together open two.
 */
let batches = 0;
/** Of those, the one statements of batches on kept accounts (fill-at-once.ts `keptAtOnce`). */
let keptStatements = 0;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock, (sql) => {
    if (sql.includes("'IN_FLIGHT', t.now, t.now")) batches += 1;
    if (sql.includes('order_batch_kept(')) {
      batches += 1;
      keptStatements += 1;
    }
  }));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  ericsson = await instrumentBySymbol(server, 'ERIC B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
  market.set(ericsson.id, { last: '50.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

const buy = (instrument: InstrumentFacts, volume: number) => ({
  instrumentId: instrument.id,
  side: 'BUY' as const,
  orderType: 'MARKET' as const,
  volume,
});

async function investors(prefix: string, count: number, amount: string): Promise<Investor[]> {
  const all: Investor[] = [];
  for (let i = 0; i < count; i += 1) all.push(await fundedInvestor(server, `${prefix} ${i}`, amount));
  return all;
}

describe('market orders over HTTP', () => {
  it('fill each on its own account when sent at once, and replay each from its own key', async () => {
    const buyers = await investors('Http Buyer', 6, '10000.00');
    const keys = buyers.map(() => randomUUID());
    const responses = await Promise.all(
      buyers.map((b, i) => placeOrder(b.client, b.accid, buy(volvo, i + 1), keys[i])),
    );
    const placed = responses.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as OrderView;
    });
    for (const [i, order] of placed.entries()) {
      expect(order).toMatchObject({ state: 'FILLED', filledVolume: i + 1 });
      const money = await accountMoney(buyers[i]!.client, buyers[i]!.accid);
      expect(Number(money.cash)).toBeLessThan(10000 - 100 * (i + 1) + 1);
    }
    const again = await Promise.all(
      buyers.map((b, i) => placeOrder(b.client, b.accid, buy(volvo, i + 1), keys[i])),
    );
    for (const [i, r] of again.entries()) {
      expect(r.statusCode).toBe(201);
      expect(r.headers['idempotent-replayed']).toBe('true');
      expect(r.json()).toEqual(placed[i]);
    }
  });
});

/** What placeFilledAtOnce answered, or the AppError it threw. */
type Answer = Awaited<ReturnType<typeof placeFilledAtOnce>> | AppError;

interface Together {
  account: AccountRow;
  /** Whose request it is (the account's owner unless said). */
  userId?: string;
  order: PlaceOrderInput;
  key: string;
}

/**
 * The orders handed to placeFilledAtOnce in one tick: the first goes alone, the rest (fewer than
 * AT_ONCE_BESIDES, so they do not take the second place beside it) wait for it and go together.
 */
async function together(all: readonly Together[]): Promise<Answer[]> {
  if (all.length > AT_ONCE_BESIDES) throw new Error('together: more orders than wait behind one batch');
  const now = clock.now();
  return Promise.all(
    all.map(({ account, userId, order, key }) => {
      const claim: KeyClaim = {
        userId: userId ?? account.userId,
        key,
        fingerprint: `test ${key}`,
        now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      };
      return placeFilledAtOnce(server.ctx, { ...account, userId: claim.userId }, order, claim).catch(
        (error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        },
      );
    }),
  );
}

async function accountOf(who: Investor): Promise<AccountRow> {
  const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.accid, who.accid));
  return row!;
}

const keyOf = async (userId: string, key: string) => {
  const [row] = await server.ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
};

const filled = (answer: Answer | undefined): OrderView => {
  if (!answer || answer instanceof AppError || typeof answer === 'symbol') {
    throw new Error(`expected an order, got ${String(answer)}`);
  }
  return answer;
};

describe('market orders that arrive together', () => {
  it('fill in one shared transaction, each on its own account, each key completed with its own answer', async () => {
    const buyers = await investors('Batch Buyer', 8, '10000.00');
    const rows = await Promise.all(buyers.map(accountOf));
    const keys = buyers.map(() => randomUUID());
    const before = batches;
    const answers = await together(
      rows.map((account, i) => ({ account, order: buy(volvo, i + 1), key: keys[i]! })),
    );
    expect(batches).toBe(before + 2);
    const placed = answers.map(filled);
    expect(new Set(placed.map((o) => o.orderNumber)).size).toBe(8);
    for (const [i, order] of placed.entries()) {
      expect(order).toMatchObject({ state: 'FILLED', filledVolume: i + 1, accid: rows[i]!.accid });
      const money = await accountMoney(buyers[i]!.client, buyers[i]!.accid);
      // 100.00 a share and the commission, from this account alone.
      expect(Number(money.cash)).toBeLessThan(10000 - 100 * (i + 1) + 1);
      expect(Number(money.cash)).toBeGreaterThan(10000 - 100 * (i + 1) - 100);
      // The key's answer is the order as written, its number filled in by the write.
      const key = await keyOf(rows[i]!.userId, keys[i]!);
      expect(key).toMatchObject({ state: 'DONE', responseStatus: 201, responseBody: order });
    }
    // Filled in its placement, an order's reservation and its release net out: one FILL transaction.
    const booked = rowsOf<{ type: string; kinds: string[] }>(
      await server.ctx.db.execute(sql`
        select t.type, array_agg(distinct e.kind::text order by e.kind::text) as kinds
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.order_id = ${placed[0]!.id} and e.account = ${rows[0]!.accid}
        group by t.id, t.type`),
    );
    expect(booked).toEqual([{ type: 'FILL', kinds: ['cash', 'position'] }]);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('sell together too: units and cash booked per account, each sale to settle', async () => {
    const rows = await Promise.all((await investors('Batch Seller', 4, '10000.00')).map(accountOf));
    for (const account of rows) {
      filled((await together([{ account, order: buy(volvo, 5), key: randomUUID() }]))[0]);
    }
    const before = batches;
    const sells = await together(
      rows.map((account, i) => ({
        account,
        order: { ...buy(volvo, i + 1), side: 'SELL' as const },
        key: randomUUID(),
      })),
    );
    expect(batches).toBe(before + 2);
    for (const [i, answer] of sells.entries()) {
      expect(filled(answer)).toMatchObject({ side: 'SELL', state: 'FILLED', filledVolume: i + 1 });
    }
    const held = await server.ctx.db.execute(sql`
      select account, sum(amount)::int as units from ledger_entries
      where kind = 'position' and asset = ${String(volvo.id)}
        and account in (${sql.join(
          rows.map((r) => sql`${r.accid}`),
          sql`, `,
        )})
      group by account`);
    expect(
      new Map(rowsOf<{ account: string; units: number }>(held).map((r) => [r.account, r.units])),
    ).toEqual(new Map(rows.map((r, i) => [r.accid, 5 - (i + 1)])));
    const settling = await server.ctx.db.execute(sql`
      select count(*)::int as n from settlements
      where settled_at is null and accid in (${sql.join(
        rows.map((r) => sql`${r.accid}`),
        sql`, `,
      )})`);
    expect(rowsOf<{ n: number }>(settling)[0]!.n).toBe(4);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('answer each order of a mixed batch on its own: filled, short of cash, not yours, twins, taken keys', async () => {
    const [rich, richer, lead] = await Promise.all(
      (await investors('Mixed Rich', 3, '10000.00')).map(accountOf),
    );
    const poorInvestor = (await investors('Mixed Poor', 1, '10.00'))[0]!;
    const poor = await accountOf(poorInvestor);
    const stranger = await investor(server, 'Mixed Stranger');
    const earlier = randomUUID();
    const [first] = await together([{ account: richer!, order: buy(volvo, 1), key: earlier }]);
    const firstOrder = filled(first);

    const keys = {
      lead: randomUUID(),
      rich: randomUUID(),
      poor: randomUUID(),
      stranger: randomUUID(),
      twin: randomUUID(),
    };
    const before = batches;
    const [alone, filledOne, refused, notYours, twinA, twinB, taken] = await together([
      { account: lead!, order: buy(volvo, 1), key: keys.lead },
      { account: rich!, order: buy(volvo, 2), key: keys.rich },
      { account: poor, order: buy(volvo, 1), key: keys.poor },
      { account: rich!, userId: stranger.userId, order: buy(volvo, 1), key: keys.stranger },
      { account: richer!, order: buy(ericsson, 3), key: keys.twin },
      { account: richer!, order: buy(ericsson, 3), key: keys.twin },
      { account: richer!, order: buy(volvo, 1), key: earlier },
    ]);
    expect(batches).toBeGreaterThan(before);
    expect(filled(alone)).toMatchObject({ state: 'FILLED' });
    expect(filled(filledOne)).toMatchObject({ state: 'FILLED', filledVolume: 2 });
    // Short of cash: the full path decides, which knows whether a credit line covers it (and refuses
    // it with INSUFFICIENT_BUYING_POWER when none does).
    expect(refused).toBe(NOT_AT_ONCE);
    expect(notYours).toMatchObject({ code: 'NOT_FOUND' });
    // One twin placed the order; the other (in the next batch, one key a batch) found its key taken.
    // Which one comes first is the order they reach the batch in.
    const twins: (Answer | undefined)[] = [twinA, twinB];
    const placedTwin = twins.find((t) => t !== KEY_TAKEN);
    expect(filled(placedTwin)).toMatchObject({ instrumentId: ericsson.id, filledVolume: 3 });
    expect(twins.filter((t) => t === KEY_TAKEN)).toHaveLength(1);
    expect(
      await server.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.twin)),
    ).toHaveLength(1);
    // The earlier key's order is already written: its answer is replayed by the caller.
    expect(taken).toBe(KEY_TAKEN);
    expect(await server.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, earlier))).toEqual([
      expect.objectContaining({ id: firstOrder.id }),
    ]);

    // Neither the order short of cash (left to the full path) nor the one that was not theirs holds its key.
    expect(await keyOf(poor.userId, keys.poor)).toBeUndefined();
    expect(await keyOf(stranger.userId, keys.stranger)).toBeUndefined();
    expect(await accountMoney(poorInvestor.client, poorInvestor.accid)).toEqual({
      cash: '10.00',
      buyingPower: '10.00',
    });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('leave an order the lock finds untradable to the generic path, its key released', async () => {
    const rows = await Promise.all((await investors('Halted Buyer', 4, '10000.00')).map(accountOf));
    await server.ctx.db.update(instruments).set({ tradable: false }).where(eq(instruments.id, ericsson.id));
    try {
      const keys = rows.map(() => randomUUID());
      const before = batches;
      const answers = await together(
        rows.map((account, i) => ({ account, order: buy(i % 2 === 0 ? ericsson : volvo, 1), key: keys[i]! })),
      );
      expect(batches).toBe(before + 2);
      for (const [i, answer] of answers.entries()) {
        if (i % 2 === 0) {
          expect(answer).toBe(NOT_AT_ONCE);
          expect(await keyOf(rows[i]!.userId, keys[i]!)).toBeUndefined();
        } else {
          expect(filled(answer)).toMatchObject({ state: 'FILLED' });
        }
      }
      const halted = await server.ctx.db
        .select()
        .from(orders)
        .where(inArray(orders.idempotencyKey, [keys[0]!, keys[2]!]));
      expect(halted).toEqual([]);
    } finally {
      await server.ctx.db.update(instruments).set({ tradable: true }).where(eq(instruments.id, ericsson.id));
    }
  });

  it('place the others alone when the database refuses the batch for one of them', async () => {
    const rows = await Promise.all((await investors('Swept Buyer', 5, '10000.00')).map(accountOf));
    // An order from a day before whose key has since been swept: its key is free, its order is not.
    const old = randomUUID();
    filled((await together([{ account: rows[1]!, order: buy(volvo, 1), key: old }]))[0]);
    await server.ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, old));

    const answers = await together(
      rows.map((account, i) => ({ account, order: buy(volvo, 1), key: i === 1 ? old : randomUUID() })),
    );
    // Left to the generic path, which answers with the order of the day before.
    expect(answers[1]).toBe(NOT_AT_ONCE);
    expect(await keyOf(rows[1]!.userId, old)).toBeUndefined();
    for (const i of [0, 2, 3, 4]) expect(filled(answers[i])).toMatchObject({ state: 'FILLED' });
    expect(await server.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, old))).toHaveLength(1);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});

describe('market orders on an account whose last write this process made', () => {
  it('go in one statement, judged on what that write left', async () => {
    const account = await accountOf((await investors('Kept Buyer', 1, '10000.00'))[0]!);
    filled((await together([{ account, order: buy(volvo, 1), key: randomUUID() }]))[0]);
    const [before, keptBefore] = [batches, keptStatements];
    const key = randomUUID();
    const second = filled((await together([{ account, order: buy(volvo, 2), key }]))[0]);
    expect(second).toMatchObject({ state: 'FILLED', filledVolume: 2 });
    expect([batches - before, keptStatements - keptBefore]).toEqual([1, 1]);
    const third = filled((await together([{ account, order: buy(volvo, 3), key: randomUUID() }]))[0]);
    expect(third.orderNumber).toBeGreaterThan(second.orderNumber);
    expect(keptStatements - keptBefore).toBe(2);
    // The key kept the answer as sent, its number included: a repeat is answered from it.
    expect(await keyOf(account.userId, key)).toMatchObject({
      state: 'DONE',
      responseStatus: 201,
      responseBody: second,
    });
    expect(await together([{ account, order: buy(volvo, 2), key }])).toEqual([KEY_TAKEN]);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('go the long way, on the account as it is, when its money moved some other way since', async () => {
    const buyer = (await investors('Kept Spender', 1, '1000.00'))[0]!;
    const account = await accountOf(buyer);
    filled((await together([{ account, order: buy(volvo, 1), key: randomUUID() }]))[0]);
    // Another path takes all but 50 SEK out: what this process kept no longer holds.
    const { cash } = await accountMoney(buyer.client, buyer.accid);
    const out = (Number(cash) - 50).toFixed(2);
    await server.ctx.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        type: 'WITHDRAWAL',
        accid: account.accid,
        reference: `test-withdrawal-${randomUUID()}`,
        createdAt: clock.now(),
        entries: [
          { account: account.accid, kind: 'cash', asset: 'SEK', amount: `-${out}` },
          { account: HOUSE.bank, kind: 'cash', asset: 'SEK', amount: out },
        ],
      }),
    );
    const keptBefore = keptStatements;
    const key = randomUUID();
    // A buy of 100 SEK the kept balances would cover: refused under the lock, then left to the path
    // that asks for credit, with nothing written and the key let go.
    expect(await together([{ account, order: buy(volvo, 1), key }])).toEqual([NOT_AT_ONCE]);
    expect(keptStatements - keptBefore).toBe(1);
    expect(await keyOf(account.userId, key)).toBeUndefined();
    expect(await server.ctx.db.select().from(orders).where(eq(orders.accid, account.accid))).toHaveLength(1);
    expect((await accountMoney(buyer.client, buyer.accid)).cash).toBe('50.00');
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('go the long way when the account changed since: its row, not its money', async () => {
    const account = await accountOf((await investors('Kept Sharer', 1, '10000.00'))[0]!);
    filled((await together([{ account, order: buy(volvo, 1), key: randomUUID() }]))[0]);
    // Shared in the community now: the fill's trade event says what the account is at the fill.
    await server.ctx.db
      .update(accounts)
      .set({ sharedInCommunity: !account.sharedInCommunity })
      .where(eq(accounts.accid, account.accid));
    const [before, keptBefore] = [batches, keptStatements];
    filled((await together([{ account, order: buy(volvo, 1), key: randomUUID() }]))[0]);
    // The one statement refused, then the lock's way; after which the account is kept again.
    expect([batches - before, keptStatements - keptBefore]).toEqual([2, 1]);
    filled((await together([{ account, order: buy(volvo, 1), key: randomUUID() }]))[0]);
    expect([batches - before, keptStatements - keptBefore]).toEqual([3, 2]);
  });

  it('go the long way when the instrument stopped trading since', async () => {
    const account = await accountOf((await investors('Kept Halted', 1, '10000.00'))[0]!);
    filled((await together([{ account, order: buy(ericsson, 1), key: randomUUID() }]))[0]);
    await server.ctx.db.update(instruments).set({ tradable: false }).where(eq(instruments.id, ericsson.id));
    try {
      const keptBefore = keptStatements;
      const key = randomUUID();
      expect(await together([{ account, order: buy(ericsson, 1), key }])).toEqual([NOT_AT_ONCE]);
      expect(keptStatements - keptBefore).toBe(1);
      expect(await keyOf(account.userId, key)).toBeUndefined();
    } finally {
      await server.ctx.db.update(instruments).set({ tradable: true }).where(eq(instruments.id, ericsson.id));
    }
    expect(await server.ctx.db.select().from(orders).where(eq(orders.accid, account.accid))).toHaveLength(1);
  });
});

// What one process keeps of an account says nothing of another's orders on it: the statement that
// relies on it compares under the account's lock, and another process's order since sends it the long way.
describe.skipIf(!testDatabaseUrl())('market orders on one account through two processes', () => {
  let two: TwoServers;
  beforeAll(async () => {
    two = await startTwoServers({ clock });
    for (const each of [two.first, two.second]) {
      const scripted = scriptMarket(clock, each.ctx.marketData);
      each.ctx.marketData = scripted;
      scripted.set(volvo.id, { last: '100.00', currency: 'SEK' });
    }
  });
  afterAll(async () => {
    await two?.close();
  });

  /** One order through `through` as placeFilledAtOnce takes it, keyed afresh. */
  const placeThrough = (through: TestServer, account: AccountRow, order: PlaceOrderInput) => {
    const now = clock.now();
    const key = randomUUID();
    return placeFilledAtOnce(through.ctx, account, order, {
      userId: account.userId,
      key,
      fingerprint: `test ${key}`,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    }).catch((error: unknown) => {
      if (error instanceof AppError) return error;
      throw error;
    });
  };

  it('the other process’s order since is seen: no fill the cash left does not cover', async () => {
    const buyer = await fundedInvestor(two.first, 'Two Process Buyer', '1000.00');
    const [account] = await two.first.ctx.db.select().from(accounts).where(eq(accounts.accid, buyer.accid));
    filled(await placeThrough(two.first, account!, buy(volvo, 1)));
    filled(await placeThrough(two.second, account!, buy(volvo, 7)));
    // The first process kept the account with the 861.00 its own order left; 122.00 are left now, and a
    // buy of one reserves 105.00 (the market order's limit) and the 39.00 fee.
    expect(await placeThrough(two.first, account!, buy(volvo, 1))).toBe(NOT_AT_ONCE);
    expect(await two.first.ctx.db.select().from(orders).where(eq(orders.accid, buyer.accid))).toHaveLength(2);
    expect(await ledgerHealth(two.first)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});
