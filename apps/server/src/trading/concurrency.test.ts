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
import { ManualClock } from '../clock.ts';
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
