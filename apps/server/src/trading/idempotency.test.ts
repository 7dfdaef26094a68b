import { randomUUID } from 'node:crypto';
import { api, type OrderView } from '@havn/contract';
import { dec } from '@havn/domain/broker/index';
import {
  accountMoney,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts } from '../db/schema/accounts.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';
import { instruments } from '../db/schema/instruments.ts';
import { orders } from '../db/schema/orders.ts';
import { completeKeysSql, releaseKeysSql } from '../platform/idempotency-keys-repo.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let gunnar: Investor;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
  gunnar = await investor(server, 'Gunnar Retry');
  await depositCash(gunnar.client, gunnar.accid, '100000.00', 'SEK');
});
afterAll(async () => {
  await server.close();
});

/** A limit buy under the ask: it waits in the book, so every test can count its orders. */
const buyOne = () => ({
  instrumentId: volvo.id,
  side: 'BUY' as const,
  orderType: 'LIMIT' as const,
  volume: 1,
  price: '90.00',
});
const ordersWithKey = async (key: string) =>
  server.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));

describe('Idempotency-Key on orders and deposits', () => {
  it('places exactly one order when the same key arrives 10 times at once', async () => {
    const key = randomUUID();
    const body = buyOne();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(gunnar.client, gunnar.accid, body, key)),
    );
    const statuses = responses.map((r) => r.statusCode);
    // Each repeat either waited out the first (a replay of its 201) or found it still running (409).
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => (r.json() as OrderView).id);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created).size).toBe(1);
    for (const busy of responses.filter((r) => r.statusCode === 409)) {
      expect(busy.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    }
    expect(await ordersWithKey(key)).toEqual([{ id: created[0] }]);

    // Once done, every repeat replays the first order, marked as a replay.
    const replay = await placeOrder(gunnar.client, gunnar.accid, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.json() as OrderView).id).toBe(created[0]);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('refuses the same key with a different body: 422 IDEMPOTENCY_KEY_REUSED, nothing placed', async () => {
    const key = randomUUID();
    const first = await placeOrder(gunnar.client, gunnar.accid, buyOne(), key);
    expect(first.statusCode).toBe(201);
    const other = await placeOrder(gunnar.client, gunnar.accid, { ...buyOne(), volume: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another endpoint with the same key is another request too.
    const deposit = await depositCash(gunnar.client, gunnar.accid, '1.00', 'SEK', key);
    expect(deposit.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const a = await gunnar.client.call(api.trading.placeOrder, {
      params: { accid: gunnar.accid },
      body: { volume: 1, side: 'BUY', instrumentId: volvo.id, price: '90.00', orderType: 'LIMIT' },
      headers: { 'idempotency-key': key },
    });
    const b = await placeOrder(gunnar.client, gunnar.accid, buyOne(), key);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT while the first request with the key is still running', async () => {
    const key = randomUUID();
    const body = buyOne();
    // Hold the market data call of the first request until the second has been answered.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const provider = server.ctx.marketData;
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    server.ctx.marketData = new Proxy(provider, {
      get(target, property) {
        if (property === 'quotes') {
          return async (ids: readonly number[]) => {
            entered();
            await gate;
            return target.quotes(ids);
          };
        }
        return Reflect.get(target, property, target);
      },
    });
    try {
      const first = placeOrder(gunnar.client, gunnar.accid, body, key);
      await inside;
      const second = await placeOrder(gunnar.client, gunnar.accid, body, key);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
      expect(second.headers['retry-after']).toBe('1');
      release();
      expect((await first).statusCode).toBe(201);
    } finally {
      release();
      server.ctx.marketData = provider;
    }
  });

  it('needs the header: 400 IDEMPOTENCY_KEY_REQUIRED without it or with a malformed one', async () => {
    const order = { params: { accid: gunnar.accid }, body: buyOne() };
    const missing = await gunnar.client.call(api.trading.placeOrder, order);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const spaces = await gunnar.client.call(api.trading.placeOrder, {
      ...order,
      headers: { 'idempotency-key': 'a b' },
    });
    expect(spaces.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const deposit = await gunnar.client.call(api.accountsAndMoney.deposit, {
      params: { accid: gunnar.accid },
      body: {
        amount: '1',
        currency: 'SEK',
      },
    });
    expect(deposit.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('replays a deposit: the same key books the money once', async () => {
    const before = await accountMoney(gunnar.client, gunnar.accid);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => depositCash(gunnar.client, gunnar.accid, '250.00', 'SEK', key)),
    );
    const ok = responses.filter((r) => r.statusCode === 201).map((r) => r.json().requestId as string);
    expect(new Set(ok).size).toBe(1);
    const after = await accountMoney(gunnar.client, gunnar.accid);
    expect(dec(after.cash).minus(dec(before.cash)).toFixed(2)).toBe('250.00');
  });

  it('replays a refusal too: a 422 stays the answer for that key', async () => {
    const key = randomUUID();
    const tooMuch = { ...buyOne(), volume: 100_000, price: '100.00' };
    const first = await placeOrder(gunnar.client, gunnar.accid, tooMuch, key);
    expect(first.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    const again = await placeOrder(gunnar.client, gunnar.accid, tooMuch, key);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER', detail: first.json().detail });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys per customer: another customer may use the same key', async () => {
    const key = randomUUID();
    const other = await investor(server, 'Helga Same Key');
    await depositCash(other.client, other.accid, '1000.00', 'SEK', key);
    const mine = await depositCash(gunnar.client, gunnar.accid, '1.00', 'SEK', key);
    expect(mine.statusCode).toBe(201);
    expect(await accountMoney(other.client, other.accid)).toMatchObject({ cash: '1000.00' });
  });

  it('keeps a key 24 hours, then forgets it', async () => {
    const key = randomUUID();
    await depositCash(gunnar.client, gunnar.accid, '1.00', 'SEK', key);
    const [row] = await server.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(row).toMatchObject({ state: 'DONE', responseStatus: 201 });

    clock.advance(24 * 60 * 60 * 1000 - 1);
    try {
      await gunnar.login();
      expect((await depositCash(gunnar.client, gunnar.accid, '2.00', 'SEK', key)).statusCode).toBe(422);
      clock.advance(1);
      await gunnar.login();
      // Expired: the key is free again, and a new request with it is a new deposit.
      const fresh = await depositCash(gunnar.client, gunnar.accid, '2.00', 'SEK', key);
      expect(fresh.statusCode, fresh.body).toBe(201);
    } finally {
      clock.set('2026-11-02T09:00:00Z');
      await gunnar.login();
    }
  });

  it('lets a repeat take over a key abandoned IN_FLIGHT by a crashed process, without a second order', async () => {
    const key = randomUUID();
    const body = buyOne();
    const first = await placeOrder(gunnar.client, gunnar.accid, body, key);
    // Pretend the process died after placing but before storing the response.
    await server.ctx.db.execute(
      sql`update idempotency_keys set state = 'IN_FLIGHT', response_status = null, response_body = null,
          locked_at = ${new Date(clock.now().getTime() - 61_000).toISOString()} where key = ${key}`,
    );
    const retry = await placeOrder(gunnar.client, gunnar.accid, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect(await ordersWithKey(key)).toHaveLength(1);
    const stored = rowsOf<{ state: string }>(
      await server.ctx.db.execute(sql`select state from idempotency_keys where key = ${key}`),
    );
    expect(stored).toEqual([{ state: 'DONE' }]);
  });
});

describe('a market order claims its key in its own transaction', () => {
  const marketBuy = (volume = 1) => ({
    instrumentId: volvo.id,
    side: 'BUY' as const,
    orderType: 'MARKET' as const,
    volume,
  });
  const keyRow = async (key: string) =>
    (await server.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  it('places one order for twins sent at once with the same key, and answers both with it', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(gunnar.client, gunnar.accid, marketBuy(), key)),
    );
    // The twins wait for the first's commit and replay it: none is told to come back later.
    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    const bodies = responses.map((r) => r.json() as OrderView);
    expect(bodies[0]).toMatchObject({ state: 'FILLED', filledVolume: 1 });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await ordersWithKey(key)).toEqual([{ id: bodies[0]!.id }]);
    // The answer kept for the key is the one sent, its order number (the database's) included.
    expect(await keyRow(key)).toMatchObject({ state: 'DONE', responseStatus: 201, responseBody: bodies[0] });
  });

  it('keeps a refusal under the lock for the key, and nothing else', async () => {
    const key = randomUUID();
    const before = await accountMoney(gunnar.client, gunnar.accid);
    const first = await placeOrder(gunnar.client, gunnar.accid, marketBuy(100_000), key);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    expect(await keyRow(key)).toMatchObject({ state: 'DONE', responseStatus: 422 });
    expect(await ordersWithKey(key)).toHaveLength(0);
    expect(await accountMoney(gunnar.client, gunnar.accid)).toEqual(before);

    const again = await placeOrder(gunnar.client, gunnar.accid, marketBuy(100_000), key);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER', detail: first.json().detail });
  });

  it('answers for another customer’s account as for none, though its row is kept', async () => {
    // Gunnar's market orders above keep his account's row in this process.
    const other = await investor(server, 'Ines Elsewhere');
    const response = await placeOrder(other.client, gunnar.accid, marketBuy());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads whether the instrument trades afresh, though its reference data is kept', async () => {
    expect((await placeOrder(gunnar.client, gunnar.accid, marketBuy())).statusCode).toBe(201);
    // Halted straight in the database, as an operator would: nothing announces it.
    await server.ctx.db.update(instruments).set({ tradable: false }).where(eq(instruments.id, volvo.id));
    try {
      const key = randomUUID();
      const halted = await placeOrder(gunnar.client, gunnar.accid, marketBuy(), key);
      expect(halted.statusCode).toBe(422);
      expect(halted.json()).toMatchObject({ code: 'NOT_TRADABLE' });
      expect(await ordersWithKey(key)).toHaveLength(0);
    } finally {
      await server.ctx.db.update(instruments).set({ tradable: true }).where(eq(instruments.id, volvo.id));
    }
    expect((await placeOrder(gunnar.client, gunnar.accid, marketBuy())).statusCode).toBe(201);
  });

  it('places from the account row its lock returns, not from a kept one that no longer holds', async () => {
    const hedda = await investor(server, 'Hedda Moved');
    await depositCash(hedda.client, hedda.accid, '1000.00', 'SEK');
    expect((await placeOrder(hedda.client, hedda.accid, marketBuy())).statusCode).toBe(201);
    // An account's currency never changes; if it did, the order must see it (here: no EUR to spend).
    await server.ctx.db.update(accounts).set({ currency: 'EUR' }).where(eq(accounts.accid, hedda.accid));
    try {
      const response = await placeOrder(hedda.client, hedda.accid, marketBuy());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
      // At the live SEK→EUR rate, not at the kept row's SEK→SEK: about a tenth of 110 SEK and the fee.
      const needs = /needs ([\d.]+) EUR/.exec(response.json().detail as string);
      expect(Number(needs?.[1])).toBeLessThan(100);
    } finally {
      await server.ctx.db.update(accounts).set({ currency: 'SEK' }).where(eq(accounts.accid, hedda.accid));
    }
    expect((await placeOrder(hedda.client, hedda.accid, marketBuy())).statusCode).toBe(201);
  });

  it('leaves a key another path holds IN_FLIGHT to that path: 409, or a takeover once abandoned', async () => {
    const key = randomUUID();
    const first = await placeOrder(gunnar.client, gunnar.accid, marketBuy(), key);
    expect(first.statusCode).toBe(201);
    // As a request of the path that claims first and works after would leave it, running or dead.
    const holdKey = (lockedAt: Date) =>
      server.ctx.db
        .update(idempotencyKeys)
        .set({ state: 'IN_FLIGHT', responseStatus: null, responseBody: null, lockedAt })
        .where(eq(idempotencyKeys.key, key));
    await holdKey(clock.now());
    const busy = await placeOrder(gunnar.client, gunnar.accid, marketBuy(), key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });

    await holdKey(new Date(clock.now().getTime() - 61_000));
    const retry = await placeOrder(gunnar.client, gunnar.accid, marketBuy(), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await keyRow(key)).toMatchObject({ state: 'DONE', responseStatus: 201 });
  });
});

describe('a batch completes its keys without reading every key', () => {
  it('finds each key it claimed by the primary key, however many keys there are', async () => {
    // A busy day's keys, every one answered, as the planner sees them once the table is analysed.
    await server.ctx.db.execute(
      sql`insert into idempotency_keys (user_id, key, fingerprint, state, response_status, response_body,
            created_at, locked_at, expires_at)
          select ${gunnar.userId}::uuid, 'done-' || i, 'f', 'DONE', 201, '{}'::jsonb, now(), now(), now() + interval '1 day'
          from generate_series(1, 20000) as i`,
    );
    await server.ctx.db.execute(sql`analyze idempotency_keys`);
    const keys = Array.from({ length: 16 }, (_, i) => ({ userId: gunnar.userId, key: `in-flight-${i}` }));
    const planOf = async (statement: SQL) =>
      rowsOf<{ 'QUERY PLAN': string }>(await server.ctx.db.execute(sql`explain ${statement}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    for (const statement of [
      completeKeysSql(keys.map((k, i) => ({ ...k, status: 201, body: { id: i } }))),
      releaseKeysSql(keys),
    ]) {
      const plan = await planOf(statement);
      expect(plan).toMatch(/Index Scan using idempotency_keys_user_id_key_pk on idempotency_keys/);
      expect(plan).toMatch(/Index Cond: \(\(user_id = a\.user_id\) AND \(key = a\.key\)\)/);
      expect(plan).not.toMatch(/Seq Scan on idempotency_keys/);
    }
  });

  it('completes each key with its own answer and leaves keys not in flight alone', async () => {
    const keys = ['answer-a', 'answer-b', 'answer-c'];
    await server.ctx.db.execute(
      sql`insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
          select ${gunnar.userId}::uuid, k, 'f', case when k = 'answer-c' then 'DONE' else 'IN_FLIGHT' end,
            now(), now(), now() + interval '1 day'
          from unnest(${sql.param(keys)}::text[]) as k`,
    );
    await server.ctx.db.execute(
      completeKeysSql(
        keys.map((key, i) => ({
          userId: gunnar.userId,
          key,
          status: 200 + i,
          body: { key, quote: 'it\'s "so"' },
        })),
      ),
    );
    const stored = await server.ctx.db
      .select({
        key: idempotencyKeys.key,
        state: idempotencyKeys.state,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, gunnar.userId), inArray(idempotencyKeys.key, keys)))
      .orderBy(idempotencyKeys.key);
    expect(stored).toEqual([
      { key: 'answer-a', state: 'DONE', status: 200, body: { key: 'answer-a', quote: 'it\'s "so"' } },
      { key: 'answer-b', state: 'DONE', status: 201, body: { key: 'answer-b', quote: 'it\'s "so"' } },
      { key: 'answer-c', state: 'DONE', status: null, body: null },
    ]);
  });
});
