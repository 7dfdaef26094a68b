import { randomUUID } from 'node:crypto';
import { api, type OrderView } from '@havn/contract';
import {
  accountMoney,
  depositCash,
  type InstrumentFacts,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE, lockAccount, postLedgerTransaction } from '../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../clock.ts';
import { testDatabaseUrl } from '../config.ts';
import { applyFill } from './fills.ts';
import { runMatching } from './matching.ts';
import { closeOrder } from './order-service.ts';

// On PGlite the requests interleave at every await; on PostgreSQL (CI) they run on separate
// connections, and the account row lock is what keeps them apart.
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '110.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

describe('concurrent orders cannot overdraw', () => {
  it('takes 7 of 20 simultaneous buys that need 139.00 each from 1000.00, and refuses the rest', async () => {
    const ivar = await investor(server, 'Ivar Rush');
    await depositCash(ivar.client, ivar.accid, '1000.00', 'SEK');
    // A limit of 100.00 under the ask of 110.00: each waits in the book holding 100.00 + the 39.00 fee.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(ivar.client, ivar.accid, {
          instrumentId: volvo.id,
          side: 'BUY',
          orderType: 'LIMIT',
          volume: 1,
          price: '100.00',
        }),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    expect(await accountMoney(ivar.client, ivar.accid)).toEqual({ cash: '1000.00', buyingPower: '27.00' });
    expect(await ledgerHealth(server)).toMatchObject({ unbalanced: 0, negative: [] });
  });

  it('sells 10 held units at most once, however many sell orders arrive together', async () => {
    const jonna = await investor(server, 'Jonna Rush');
    await depositCash(jonna.client, jonna.accid, '2000.00', 'SEK');
    market.set(volvo.id, { last: '100.00', currency: 'SEK' });
    await placeOrder(jonna.client, jonna.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        placeOrder(jonna.client, jonna.accid, {
          instrumentId: volvo.id,
          side: 'SELL',
          orderType: 'LIMIT',
          volume: 1,
          price: '119.00',
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(await ledgerHealth(server)).toMatchObject({ unbalanced: 0, negative: [] });
  });

  it('lets exactly one of a cancel and a fill racing for the same order win', async () => {
    const kalle = await investor(server, 'Kalle Race');
    await depositCash(kalle.client, kalle.accid, '5000.00', 'SEK');
    market.set(volvo.id, { last: '100.00', bid: '100.00', ask: '101.00', currency: 'SEK' });
    const order = (
      await placeOrder(kalle.client, kalle.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 10,
        price: '100.00',
      })
    ).json() as OrderView;
    expect(order.state).toBe('PENDING');
    market.set(volvo.id, { last: '99.00', bid: '99.00', ask: '99.50', currency: 'SEK' });
    const [matched, cancelled] = await Promise.all([
      runMatching(server.ctx, { orderIds: [order.id] }),
      closeOrder(server.ctx, order.id, 'CANCELLED', 'test'),
    ]);
    expect(matched.filled + (cancelled ? 1 : 0)).toBe(1);
    // Whichever won, the money adds up: 5000 less nothing, or less 995.00 + 39.00.
    const money = await accountMoney(kalle.client, kalle.accid);
    expect(money.buyingPower).toBe(cancelled ? '5000.00' : '3966.00');
    expect(money.cash).toBe(money.buyingPower);
  });

  it('applies a fill replayed at the same time only once', async () => {
    const lisa = await investor(server, 'Lisa Replay');
    await depositCash(lisa.client, lisa.accid, '5000.00', 'SEK');
    market.set(volvo.id, { last: '100.00', bid: '100.00', ask: '101.00', currency: 'SEK' });
    const order = (
      await placeOrder(lisa.client, lisa.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 10,
        price: '100.00',
      })
    ).json() as OrderView;
    const executionId = `replayed-${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyFill(server.ctx, {
          orderId: order.id,
          executionId,
          volume: 4,
          price: '99.00',
          executedAt: clock.now(),
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'PARTIALLY_FILLED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(4);
    const latest = (
      (await lisa.client.call(api.trading.listOrders, { params: { accid: lisa.accid } })).json()
        .orders as OrderView[]
    ).find((o) => o.id === order.id);
    expect(latest).toMatchObject({ state: 'PARTIALLY_FILLED', filledVolume: 4, fees: '39.00' });
    // 10 × 100 + 39 held back; the fill of 4 × 99 + 39 paid out of it: 1039 − 435 = 604 still held.
    expect(latest!.reservedAmount).toBe('604.00');
    expect(await accountMoney(lisa.client, lisa.accid)).toEqual({ cash: '4565.00', buyingPower: '3961.00' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});

describe('market orders filled as they are placed', () => {
  it('never overdraw: 20 simultaneous market buys from 1000.00 fill while the cash lasts', async () => {
    const rut = await investor(server, 'Rut Rush');
    await depositCash(rut.client, rut.accid, '1000.00', 'SEK');
    market.set(volvo.id, { last: '110.00', currency: 'SEK' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(rut.client, rut.accid, {
          instrumentId: volvo.id,
          side: 'BUY',
          orderType: 'MARKET',
          volume: 1,
        }),
      ),
    );
    const filled = responses.filter((r) => r.statusCode === 201);
    for (const r of filled)
      expect(r.json()).toMatchObject({ state: 'FILLED', filledVolume: 1, reservedAmount: '0.00' });
    for (const r of responses.filter((r) => r.statusCode !== 201)) {
      expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    }
    // Each fill costs 110.00 and the 39.00 minimum fee; what is left is at least 0 and never reserved.
    const left = (1000 - 149 * filled.length).toFixed(2);
    expect(Number(left)).toBeGreaterThanOrEqual(0);
    expect(await accountMoney(rut.client, rut.accid)).toEqual({ cash: left, buyingPower: left });
    expect(await ledgerHealth(server)).toMatchObject({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});

// Each order locks its own account's row and nothing wider: PostgreSQL only (PGlite is one connection,
// where a held transaction stops everything).
describe.skipIf(!testDatabaseUrl())('orders on different accounts', () => {
  it('do not wait on each other: with one account locked, another fills at once and its own waits', async () => {
    const lisa = await investor(server, 'Locked Lisa');
    const frans = await investor(server, 'Free Frans');
    await depositCash(lisa.client, lisa.accid, '1000.00', 'SEK');
    await depositCash(frans.client, frans.accid, '1000.00', 'SEK');
    market.set(volvo.id, { last: '110.00', currency: 'SEK' });
    const buy = { instrumentId: volvo.id, side: 'BUY' as const, orderType: 'MARKET' as const, volume: 1 };

    const held = Promise.withResolvers<void>();
    const locked = Promise.withResolvers<void>();
    const holder = server.ctx.db.transaction(async (tx) => {
      await lockAccount(tx, lisa.accid);
      locked.resolve();
      await held.promise;
    });
    try {
      await locked.promise;
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the order waited on another account')), 3000),
      );
      const other = await Promise.race([placeOrder(frans.client, frans.accid, buy), timeout]);
      expect(other.statusCode).toBe(201);
      expect(other.json()).toMatchObject({ state: 'FILLED' });

      let ownDone = false;
      const own = placeOrder(lisa.client, lisa.accid, buy).then((r) => {
        ownDone = true;
        return r;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ownDone).toBe(false);
      held.resolve();
      await holder;
      expect((await own).statusCode).toBe(201);
    } finally {
      held.resolve();
      await holder;
    }
  });
});

// The first statement of a market order locks the account and reads its balances in one breath: the
// balances must be read after the lock is granted, not from the moment the statement began.
describe.skipIf(!testDatabaseUrl())('market orders waiting for their accounts', () => {
  it('see what the holder of the lock committed meanwhile: the cash taken out before the locks came free, so no fill', async () => {
    const waiting = [await investor(server, 'Waiting Nils'), await investor(server, 'Waiting Nora')];
    market.set(volvo.id, { last: '110.00', currency: 'SEK' });
    const buy = { instrumentId: volvo.id, side: 'BUY' as const, orderType: 'MARKET' as const, volume: 1 };
    for (const w of waiting) {
      await depositCash(w.client, w.accid, '1000.00', 'SEK');
      // A first order, so the account and the instrument are kept and the next goes straight to its lock.
      expect((await placeOrder(w.client, w.accid, buy)).statusCode).toBe(201);
    }

    const held = Promise.withResolvers<void>();
    const locked = Promise.withResolvers<void>();
    const holder = server.ctx.db.transaction(async (tx) => {
      for (const w of waiting) await lockAccount(tx, w.accid);
      locked.resolve();
      await held.promise;
      // Everything each account has, gone while the orders wait for the locks.
      for (const w of waiting) {
        const left = (await accountMoney(w.client, w.accid)).cash;
        await postLedgerTransaction(tx, {
          type: 'WITHDRAWAL',
          accid: w.accid,
          reference: `drained-${randomUUID()}`,
          createdAt: clock.now(),
          entries: [
            { account: w.accid, kind: 'cash', asset: 'SEK', amount: `-${left}` },
            { account: HOUSE.bank, kind: 'cash', asset: 'SEK', amount: left },
          ],
        });
      }
    });
    try {
      await locked.promise;
      // Two an account, sent together: they wait in batches of one order an account (fill-at-once.ts).
      const orders = waiting.flatMap((w) => [
        placeOrder(w.client, w.accid, buy),
        placeOrder(w.client, w.accid, buy),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      held.resolve();
      await holder;
      for (const r of await Promise.all(orders)) {
        expect(r.statusCode, r.body).toBe(422);
        expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
      }
      for (const w of waiting) {
        expect(await accountMoney(w.client, w.accid)).toEqual({ cash: '0.00', buyingPower: '0.00' });
      }
      expect(await ledgerHealth(server)).toMatchObject({ unbalanced: 0, negative: [] });
    } finally {
      held.resolve();
      await holder;
    }
  });
});
