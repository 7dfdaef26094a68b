import { api, type OrderView, type PositionView } from '@havn/contract';
import { dec } from '@havn/domain/broker/index';
import {
  accountMoney,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { orderFills } from '../db/schema/orders.ts';
import { runMatching } from './matching.ts';

/*
 * A foreign buy is reserved at the live FX rate of its placement plus the 2 % FX buffer
 * (FX_RESERVATION_BUFFER_PERCENT) and settles at the live rate of its fill. Every scenario: 10 AAPL
 * bought with a limit of 100.00 USD from an SEK ISK (0.15 %, minimum 39 SEK) while New York is closed,
 * placed at USD/SEK 9.5482, so it reserves 1000.00 × 9.5482 × 1.02 = 9739.16 SEK and the 39 SEK
 * minimum: 9778.16 SEK. Then the dollar moves, New York opens and the order fills at 100.00.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
const PLACEMENT_RATE = '9.5482';
let server: TestServer;
let market: ScriptedMarket;
let apple: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  apple = await instrumentBySymbol(server, 'AAPL');
});
afterAll(async () => {
  await server.close();
});

const appleAt100 = (open: boolean) => market.set(apple.id, { last: '100.00', open, currency: 'USD' });

/** A customer with `deposit` SEK whose waiting 10 AAPL limit buy was placed at USD/SEK 9.5482. */
async function waitingBuy(name: string, deposit: string): Promise<{ who: Investor; order: OrderView }> {
  const who = await investor(server, name);
  expect((await depositCash(who.client, who.accid, deposit, 'SEK')).statusCode).toBe(201);
  market.setFx('USD', PLACEMENT_RATE);
  appleAt100(false);
  const response = await placeOrder(who.client, who.accid, {
    instrumentId: apple.id,
    side: 'BUY',
    orderType: 'LIMIT',
    volume: 10,
    price: '100.00',
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json() as OrderView;
  expect(order.state).toBe('PENDING');
  return { who, order };
}

/** The dollar is at `rate` and New York opens: the matching engine runs. */
async function fillAt(rate: string) {
  market.setFx('USD', rate);
  appleAt100(true);
  return runMatching(server.ctx);
}

/** The order's fills: SEK paid and fee to the öre, the FX rate as stored. */
const fillsOf = async (orderId: string) =>
  (
    await server.ctx.db
      .select({ amount: orderFills.amount, fxRate: orderFills.fxRate, fee: orderFills.fee })
      .from(orderFills)
      .where(eq(orderFills.orderId, orderId))
  ).map((f) => ({ amount: dec(f.amount).toFixed(2), fxRate: f.fxRate, fee: dec(f.fee).toFixed(2) }));

const stateOf = async (who: Investor, orderId: string) =>
  (
    (await who.client.call(api.trading.listOrders, { params: { accid: who.accid } })).json()
      .orders as OrderView[]
  ).find((o) => o.id === orderId)!.state;

describe('a foreign buy reserves at the placement rate plus the FX buffer and settles at the fill’s', () => {
  it('checks the buying power at the live rate: at USD/SEK 10.00 the same order needs 10239.00', async () => {
    const fredrik = await investor(server, 'Fredrik Strongdollar');
    await depositCash(fredrik.client, fredrik.accid, '10000.00', 'SEK');
    market.setFx('USD', '10.00');
    appleAt100(false);
    const response = await placeOrder(fredrik.client, fredrik.accid, {
      instrumentId: apple.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 10,
      price: '100.00',
    });
    // 1000.00 × 10.00 × 1.02 = 10200.00 and the 39 SEK minimum: more than the 10000.00 he has.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
  });

  it('holds back 9778.16 SEK; the dollar rises 1.5 % by the fill: settles at 9.691423, inside the buffer', async () => {
    const { who, order } = await waitingBuy('Hugo Buffer', '10000.00');
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '10000.00', buyingPower: '221.84' });
    expect(await fillAt('9.691423')).toMatchObject({ filled: 1, rejected: 0 });
    // 1000.00 × 9.691423 = 9691.423 → 9691.42 SEK, and 39.00.
    expect(await fillsOf(order.id)).toEqual([{ amount: '9691.42', fxRate: '9.691423000000', fee: '39.00' }]);
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '269.58', buyingPower: '269.58' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('the dollar falls to 9.30: the buy costs less than reserved and every krona held back comes back', async () => {
    const { who, order } = await waitingBuy('Ingrid Weakdollar', '10000.00');
    expect(await fillAt('9.30')).toMatchObject({ filled: 1 });
    expect(await fillsOf(order.id)).toEqual([{ amount: '9300.00', fxRate: '9.300000000000', fee: '39.00' }]);
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '661.00', buyingPower: '661.00' });
  });

  it('the dollar rises 4 %, past the buffer: the difference of 190.97 comes from free cash', async () => {
    const { who, order } = await waitingBuy('Jonas Spare', '20000.00');
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '20000.00', buyingPower: '10221.84' });
    // 9.5482 × 1.04 = 9.930128: 9930.13 SEK and 39.00, 190.97 more than the 9778.16 reserved.
    expect(await fillAt('9.930128')).toMatchObject({ filled: 1 });
    expect(await fillsOf(order.id)).toEqual([{ amount: '9930.13', fxRate: '9.930128000000', fee: '39.00' }]);
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '10030.87', buyingPower: '10030.87' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('the dollar rises 4 % and there is no free cash for the difference: the order is rejected, nothing moves', async () => {
    const { who, order } = await waitingBuy('Karin Exact', '9778.16');
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '9778.16', buyingPower: '0.00' });
    expect(await fillAt('9.930128')).toMatchObject({ filled: 0, rejected: 1 });
    expect(await stateOf(who, order.id)).toBe('REJECTED');
    expect(await fillsOf(order.id)).toEqual([]);
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '9778.16', buyingPower: '9778.16' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('re-reserves a modified order at the live rate of the change', async () => {
    const { who, order } = await waitingBuy('Maja Modify', '20000.00');
    market.setFx('USD', '10.00');
    const params = { accid: who.accid, orderId: order.id };
    expect(
      (await who.client.call(api.trading.modifyOrder, { params, body: { price: '99.00' } })).statusCode,
    ).toBe(200);
    // 990.00 × 10.00 × 1.02 = 10098.00 and 39.00: 10137.00 held back now.
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '20000.00', buyingPower: '9863.00' });
    expect((await who.client.call(api.trading.cancelOrder, { params })).statusCode).toBe(204);
    expect(await accountMoney(who.client, who.accid)).toEqual({ cash: '20000.00', buyingPower: '20000.00' });
  });

  it('values the position at the live rate: 10 × 100.00 USD at 9.80 is 9800.00 SEK', async () => {
    const { who } = await waitingBuy('Lars Holder', '10000.00');
    await fillAt('9.5482');
    market.setFx('USD', '9.80');
    const [position] = (
      await who.client.call(api.portfolio.positions, { params: { accid: who.accid } })
    ).json() as PositionView[];
    expect(position).toMatchObject({
      marketValue: '1000.00',
      marketValueInAccountCurrency: '9800.00',
      acquisitionCost: '9587.20', // 9548.20 at the fill's 9.5482 and 39.00
    });
  });
});
