import { randomUUID } from 'node:crypto';
import { api, type OrderView, type PositionView } from '@havn/contract';
import {
  accountMoney,
  depositCash,
  entrySum,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  passKnowledgeTests,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { instruments } from '../db/schema/instruments.ts';
import { orderAudit } from '../db/schema/orders.ts';
import { runMatching } from './matching.ts';

// Money scenarios with a pinned clock and exact decimals. Fees: the ISK price list (0.15 %, min 39 SEK);
// FX: USD/SEK 9.5482 (packages/domain/src/broker/fees.ts, fx.ts).
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let apple: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
});
afterAll(async () => {
  await server.close();
});

const volvoAt = (last: string, bid = last, ask = last) =>
  market.set(volvo.id, { last, bid, ask, currency: 'SEK' });
const orderById = async (c: Investor, id: string) =>
  (
    (await c.client.call(api.trading.listOrders, { params: { accid: c.accid } })).json().orders as OrderView[]
  ).find((o) => o.id === id);
const positionsOf = async (c: Investor) =>
  (await c.client.call(api.portfolio.positions, { params: { accid: c.accid } })).json() as PositionView[];

describe('Astrid trades Volvo B from her ISK', () => {
  let astrid: Investor;
  beforeAll(async () => {
    astrid = await investor(server, 'Astrid Trader');
  });

  it('deposits 10 000 SEK from the bank: cash and buying power are both 10 000.00', async () => {
    const response = await depositCash(astrid.client, astrid.accid, '10000', 'SEK');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      status: 'COMPLETED',
      amount: '10000.00',
      currency: 'SEK',
    });
    expect(await accountMoney(astrid.client, astrid.accid)).toEqual({
      cash: '10000.00',
      buyingPower: '10000.00',
    });
    expect(await entrySum(server, 'system:bank', 'cash', 'SEK')).toBe('-10000.00');
  });

  it('buys 10 at market at the ask 265.40 and pays the 39 SEK minimum fee: 2693.00 in all', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const response = await placeOrder(astrid.client, astrid.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      state: 'FILLED',
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
      filledVolume: 10,
      price: null,
      priceLimit: '278.67', // the ask + 5 %: the market order's protection
      averageFillPrice: '265.40',
      fees: '39.00',
      reservedAmount: '0.00',
      currency: 'SEK',
      accountCurrency: 'SEK',
      createdAt: '2026-11-02T09:00:00.000Z',
      validUntil: '2026-11-03T09:00:00.000Z',
    });
    expect(await accountMoney(astrid.client, astrid.accid)).toEqual({
      cash: '7307.00',
      buyingPower: '7307.00',
    });
    expect(await entrySum(server, 'system:fees', 'cash', 'SEK')).toBe('39.00');
    expect(await positionsOf(astrid)).toEqual([
      expect.objectContaining({
        instrumentId: volvo.id,
        volume: 10,
        reservedVolume: 0,
        averagePrice: '265.40',
        lastPrice: '265.40',
        marketValue: '2654.00',
        currency: 'SEK',
        unrealizedReturn: '0.00',
        unrealizedReturnPercent: '0.00',
        marketValueInAccountCurrency: '2654.00',
        acquisitionCost: '2693.00',
      }),
    ]);
  });

  it('buys 10 more with a limit of 300.00 at the ask 300.00: average price 282.70', async () => {
    volvoAt('300.00', '299.90', '300.00');
    const response = await placeOrder(astrid.client, astrid.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 10,
      price: '300',
    });
    expect(response.json()).toMatchObject({ state: 'FILLED', price: '300.00', averageFillPrice: '300.00' });
    expect(await accountMoney(astrid.client, astrid.accid)).toEqual({
      cash: '4268.00',
      buyingPower: '4268.00',
    });
    const [position] = await positionsOf(astrid);
    expect(position).toMatchObject({
      volume: 20,
      averagePrice: '282.70',
      marketValue: '6000.00',
      unrealizedReturn: '346.00',
      unrealizedReturnPercent: '6.12',
      acquisitionCost: '5732.00',
    });
  });

  it('sells 5 of 20 at the bid 310.00: 1550 less the 39 fee, the average price unchanged', async () => {
    volvoAt('310.00', '310.00', '310.10');
    const response = await placeOrder(astrid.client, astrid.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'LIMIT',
      volume: 5,
      price: '305',
    });
    expect(response.json()).toMatchObject({ state: 'FILLED', averageFillPrice: '310.00', fees: '39.00' });
    expect(await accountMoney(astrid.client, astrid.accid)).toEqual({
      cash: '5779.00',
      buyingPower: '5779.00',
    });
    const [position] = await positionsOf(astrid);
    // The 5 sold took a quarter of the acquisition cost: 5732.00 − 1433.00.
    expect(position).toMatchObject({ volume: 15, averagePrice: '282.70', acquisitionCost: '4299.00' });
  });

  it('sells all 15 at market at the bid 320.00, and the holding is gone', async () => {
    volvoAt('320.00', '320.00', '320.20');
    const response = await placeOrder(astrid.client, astrid.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 15,
    });
    expect(response.json()).toMatchObject({
      state: 'FILLED',
      priceLimit: '304.00',
      averageFillPrice: '320.00',
    });
    expect(await accountMoney(astrid.client, astrid.accid)).toEqual({
      cash: '10540.00',
      buyingPower: '10540.00',
    });
    expect(await positionsOf(astrid)).toEqual([]);
  });

  it('lists the ledger as she sees it: the deposit, two buys and two sells with their fees, newest first', async () => {
    const page = (
      await astrid.client.call(api.accountsAndMoney.transactions, { params: { accid: astrid.accid } })
    ).json() as {
      transactions: {
        type: string;
        amount: string;
        fee: string;
        total: string;
        volume: number | null;
        instrumentName: string | null;
      }[];
      nextCursor: string | null;
    };
    expect(page.transactions.map((t) => [t.type, t.amount, t.fee, t.total, t.volume])).toEqual([
      ['SELL', '4800.00', '39.00', '4761.00', 15],
      ['SELL', '1550.00', '39.00', '1511.00', 5],
      ['BUY', '-3000.00', '39.00', '-3039.00', 10],
      ['BUY', '-2654.00', '39.00', '-2693.00', 10],
      ['DEPOSIT', '10000.00', '0.00', '10000.00', null],
    ]);
    // Each trade names what was traded ("Buy – 10 Volvo B at …"); a deposit names nothing.
    expect(page.transactions.map((t) => t.instrumentName)).toEqual([...Array(4).fill(volvo.name), null]);
    expect(page.nextCursor).toBeNull();

    const first = (
      await astrid.client.call(api.accountsAndMoney.transactions, {
        params: { accid: astrid.accid },
        query: { limit: '2' },
      })
    ).json() as {
      transactions: { type: string }[];
      nextCursor: string;
    };
    const second = (
      await astrid.client.call(api.accountsAndMoney.transactions, {
        params: { accid: astrid.accid },
        query: { limit: '2', cursor: first.nextCursor },
      })
    ).json() as { transactions: { type: string; amount: string }[]; nextCursor: string | null };
    expect(first.transactions.map((t) => t.type)).toEqual(['SELL', 'SELL']);
    expect(second.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['BUY', '-3000.00'],
      ['BUY', '-2654.00'],
    ]);
  });

  it('keeps a MiFIR article 25 record of every order event, fills linked by execution id', async () => {
    const orders = (
      await astrid.client.call(api.trading.listOrders, { params: { accid: astrid.accid } })
    ).json() as {
      orders: OrderView[];
    };
    // The first buy, at market (her orders share one pinned instant).
    const firstBuy = orders.orders.find((o) => o.side === 'BUY' && o.orderType === 'MARKET')!;
    const records = await server.ctx.db
      .select()
      .from(orderAudit)
      .where(eq(orderAudit.orderId, firstBuy.id))
      .orderBy(asc(orderAudit.id));
    const [volvoRow] = await server.ctx.db.select().from(instruments).where(eq(instruments.id, volvo.id));
    expect(records.map((r) => r.event)).toEqual(['PLACED', 'FILLED']);
    expect(records[1]).toMatchObject({
      accid: astrid.accid,
      actingPerson: 'system:matching',
      isin: volvoRow!.isin,
      venue: 'XSTO',
      side: 'BUY',
      orderType: 'MARKET',
      limitPrice: null,
      quantity: 10,
      filledQuantity: 10,
      validity: 'GTD',
      executionId: `${firstBuy.id}:1`,
      executionPrice: '265.400000',
      executionQuantity: 10,
    });
    expect(records[0]!.receivedAt.toISOString()).toBe('2026-11-02T09:00:00.000Z');
    expect(records[1]!.executedAt?.toISOString()).toBe('2026-11-02T09:00:00.000Z');
    expect(records[0]!.actingPerson).toBe(records[0]!.clientId);
  });

  it('leaves a balanced ledger with nothing negative', async () => {
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});

describe('Bertil buys a US stock from his SEK ISK', () => {
  it('converts 10 AAPL at 227.48 USD to 21720.25 SEK at 9.5482 and pays the 39 SEK minimum', async () => {
    const bertil = await investor(server, 'Bertil FX');
    await depositCash(bertil.client, bertil.accid, '25000.00', 'SEK');
    market.set(apple.id, { last: '227.48', bid: '227.40', ask: '227.48', currency: 'USD' });
    const response = await placeOrder(bertil.client, bertil.accid, {
      instrumentId: apple.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(response.json()).toMatchObject({
      state: 'FILLED',
      currency: 'USD',
      accountCurrency: 'SEK',
      averageFillPrice: '227.48',
      fees: '39.00',
    });
    expect(await accountMoney(bertil.client, bertil.accid)).toEqual({
      cash: '3240.75',
      buyingPower: '3240.75',
    });
    const [position] = await positionsOf(bertil);
    expect(position).toMatchObject({
      volume: 10,
      averagePrice: '227.48',
      marketValue: '2274.80',
      currency: 'USD',
      accountCurrency: 'SEK',
      marketValueInAccountCurrency: '21720.25',
      acquisitionCost: '21759.25',
    });
    // The FX desk took SEK and paid USD to the market.
    expect(await entrySum(server, 'system:fx', 'cash', 'USD')).toBe('-2274.80');
    expect(await entrySum(server, 'system:market', 'cash', 'USD')).toBe('2274.80');
  });

  it('shows his allocation by region: all of it in the USA', async () => {
    const bertil = await investor(server, 'Bertil Map');
    await depositCash(bertil.client, bertil.accid, '50000.00', 'SEK');
    volvoAt('100.00');
    market.set(apple.id, { last: '100.00', currency: 'USD' });
    await placeOrder(bertil.client, bertil.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 30,
    });
    await placeOrder(bertil.client, bertil.accid, {
      instrumentId: apple.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
    });
    // 3000.00 SEK of Volvo (Sweden: Europe other) and 954.82 SEK of Apple (USA).
    const weights = (
      await bertil.client.call(api.portfolio.allocation, {
        params: { accid: bertil.accid },
        query: { by: 'region' },
      })
    ).json();
    expect(weights).toEqual([
      { type: 'Europe other', type_id: 'EUROPE_OTHER', weight: 75.86 },
      { type: 'United States', type_id: 'USA', weight: 24.14 },
    ]);
  });
});

describe('orders that wait: limit orders, modify, cancel, expiry', () => {
  let cecilia: Investor;
  beforeAll(async () => {
    cecilia = await investor(server, 'Cecilia Limit');
    await depositCash(cecilia.client, cecilia.accid, '10000.00', 'SEK');
  });

  it('holds back a limit buy under the ask (value + fee) and fills it when the ask comes down', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const placed = (
      await placeOrder(cecilia.client, cecilia.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 10,
        price: '250.00',
      })
    ).json() as OrderView;
    expect(placed).toMatchObject({ state: 'PENDING', reservedAmount: '2539.00', filledVolume: 0 });
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual({
      cash: '10000.00',
      buyingPower: '7461.00',
    });

    expect(await runMatching(server.ctx)).toEqual({ filled: 0, expired: 0, rejected: 0 });
    volvoAt('249.50', '249.40', '249.50');
    expect(await runMatching(server.ctx)).toMatchObject({ filled: 1 });
    // It fills at the ask, under the limit: 2495.00 + 39.00; the rest of the reservation comes back.
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual({
      cash: '7466.00',
      buyingPower: '7466.00',
    });
    const open = (
      await cecilia.client.call(api.trading.listOrders, {
        params: { accid: cecilia.accid },
        query: { state: 'OPEN' },
      })
    ).json();
    expect(open.orders).toEqual([]);
  });

  it('modifies an open order and recomputes what it holds back, then cancels it and gets it all back', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const placed = (
      await placeOrder(cecilia.client, cecilia.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 10,
        price: '240.00',
      })
    ).json() as OrderView;
    expect(placed.reservedAmount).toBe('2439.00');
    const params = { accid: cecilia.accid, orderId: placed.id };
    const modified = await cecilia.client.call(api.trading.modifyOrder, {
      params,
      body: { price: '245.00', volume: 20 },
    });
    expect(modified.statusCode).toBe(200);
    expect(modified.json()).toMatchObject({
      state: 'PENDING',
      price: '245.00',
      volume: 20,
      reservedAmount: '4939.00',
    });
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual({
      cash: '7466.00',
      buyingPower: '2527.00',
    });

    const cancelled = await cecilia.client.call(api.trading.cancelOrder, { params });
    expect(cancelled.statusCode).toBe(204);
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual({
      cash: '7466.00',
      buyingPower: '7466.00',
    });
    expect((await cecilia.client.call(api.trading.cancelOrder, { params })).json()).toMatchObject({
      code: 'ORDER_NOT_OPEN',
    });
    expect((await cecilia.client.call(api.trading.cancelOrder, { params })).statusCode).toBe(409);
    expect(
      (await cecilia.client.call(api.trading.modifyOrder, { params, body: { price: '246.00' } })).statusCode,
    ).toBe(409);
    const order = await orderById(cecilia, placed.id);
    expect(order).toMatchObject({ state: 'CANCELLED', reservedAmount: '0.00' });
  });

  it('refuses a limit price between two ticks, placed or changed, and holds nothing back for it', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const before = await accountMoney(cecilia.client, cecilia.accid);
    // From 100 to 500 a Nordic share moves in steps of 0.05.
    const offGrid = await placeOrder(cecilia.client, cecilia.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 10,
      price: '250.03',
    });
    expect(offGrid.statusCode).toBe(422);
    expect(offGrid.json()).toMatchObject({ code: 'INVALID_TICK_SIZE' });
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual(before);

    const placed = (
      await placeOrder(cecilia.client, cecilia.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 10,
        price: '250.05',
      })
    ).json() as OrderView;
    expect(placed).toMatchObject({ state: 'PENDING', price: '250.05' });
    const params = { accid: cecilia.accid, orderId: placed.id };
    const changed = await cecilia.client.call(api.trading.modifyOrder, { params, body: { price: '245.01' } });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'INVALID_TICK_SIZE' });
    expect(await orderById(cecilia, placed.id)).toMatchObject({ price: '250.05', state: 'PENDING' });
    expect((await cecilia.client.call(api.trading.cancelOrder, { params })).statusCode).toBe(204);
  });

  it('reserves the units of a limit sell so they cannot be sold twice, and expires it after 30 days', async () => {
    volvoAt('250.00');
    const sell = (
      await placeOrder(cecilia.client, cecilia.accid, {
        instrumentId: volvo.id,
        side: 'SELL',
        orderType: 'LIMIT',
        volume: 10,
        price: '290.00',
      })
    ).json() as OrderView;
    expect(sell.state).toBe('PENDING');
    const again = await placeOrder(cecilia.client, cecilia.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'LIMIT',
      volume: 1,
      price: '290.00',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'INSUFFICIENT_HOLDINGS' });
    expect((await positionsOf(cecilia))[0]).toMatchObject({ volume: 10, reservedVolume: 10 });

    clock.advance(30 * 24 * 60 * 60 * 1000);
    try {
      await cecilia.login();
      expect(await runMatching(server.ctx)).toMatchObject({ expired: 1 });
      const latest = await orderById(cecilia, sell.id);
      expect(latest).toMatchObject({ state: 'EXPIRED' });
      expect((await positionsOf(cecilia))[0]).toMatchObject({ volume: 10, reservedVolume: 0 });
    } finally {
      clock.set('2026-11-02T09:00:00Z');
      await cecilia.login();
    }
  });

  it('keeps a limit order through the last day the customer chose, then expires it', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const order = {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 1,
      price: '250.00',
    } as const;
    // Monday 2 November 10:00 in Stockholm: valid through Wednesday is until midnight that night.
    const dated = (
      await placeOrder(cecilia.client, cecilia.accid, { ...order, validUntil: '2026-11-04' })
    ).json();
    expect(dated).toMatchObject({ state: 'PENDING', validUntil: '2026-11-04T23:00:00.000Z' });
    for (const [validUntil, status, code] of [
      ['2026-11-01', 422, 'INVALID_VALIDITY'],
      ['2026-12-03', 422, 'INVALID_VALIDITY'],
      ['2026-11-31', 422, 'INVALID_VALIDITY'],
    ] as const) {
      const refused = await placeOrder(cecilia.client, cecilia.accid, { ...order, validUntil });
      expect(refused.statusCode, validUntil).toBe(status);
      expect(refused.json()).toMatchObject({ code });
    }
    const market = await placeOrder(cecilia.client, cecilia.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
      validUntil: '2026-11-04',
    });
    expect(market.statusCode).toBe(400);

    clock.set('2026-11-04T22:59:00Z');
    try {
      await cecilia.login();
      expect(await runMatching(server.ctx, { orderIds: [dated.id] })).toMatchObject({ expired: 0 });
      clock.set('2026-11-04T23:00:00Z');
      await cecilia.login();
      expect(await runMatching(server.ctx, { orderIds: [dated.id] })).toMatchObject({ expired: 1 });
      expect(await orderById(cecilia, dated.id)).toMatchObject({ state: 'EXPIRED', reservedAmount: '0.00' });
    } finally {
      clock.set('2026-11-02T09:00:00Z');
      await cecilia.login();
    }
  });

  it('rejects an open order whose instrument stops trading, releasing its reservation', async () => {
    volvoAt('265.40');
    const placed = (
      await placeOrder(cecilia.client, cecilia.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 1,
        price: '250.00',
      })
    ).json() as OrderView;
    await server.ctx.db.update(instruments).set({ tradable: false }).where(eq(instruments.id, volvo.id));
    try {
      expect(await runMatching(server.ctx)).toMatchObject({ rejected: 1 });
    } finally {
      await server.ctx.db.update(instruments).set({ tradable: true }).where(eq(instruments.id, volvo.id));
    }
    const order = await orderById(cecilia, placed.id);
    expect(order).toMatchObject({ state: 'REJECTED', reservedAmount: '0.00' });
    expect(await accountMoney(cecilia.client, cecilia.accid)).toEqual({
      cash: '7466.00',
      buyingPower: '7466.00',
    });
  });
});

describe('stop-loss orders', () => {
  let sigrid: Investor;
  beforeAll(async () => {
    sigrid = await investor(server, 'Sigrid Stop');
    await depositCash(sigrid.client, sigrid.accid, '10000.00', 'SEK');
    volvoAt('265.40', '265.30', '265.40');
    const bought = await placeOrder(sigrid.client, sigrid.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(bought.json()).toMatchObject({ state: 'FILLED' });
  });

  it('holds a stop-loss sell out of the book until the last price falls to its trigger, then sells', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const stop = { instrumentId: volvo.id, side: 'SELL', orderType: 'STOP_LOSS', volume: 5 } as const;
    const above = await placeOrder(sigrid.client, sigrid.accid, { ...stop, triggerPrice: '270.00' });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ code: 'INVALID_TRIGGER_PRICE' });
    const noTrigger = await placeOrder(sigrid.client, sigrid.accid, { ...stop, price: '250.00' });
    expect(noTrigger.statusCode).toBe(400);

    const placed = (
      await placeOrder(sigrid.client, sigrid.accid, { ...stop, triggerPrice: '250.00' })
    ).json() as OrderView;
    // Without a limit it sells as a market order once triggered, no lower than 5 % under the trigger.
    expect(placed).toMatchObject({
      state: 'PENDING',
      orderType: 'STOP_LOSS',
      price: null,
      triggerPrice: '250.00',
      triggeredAt: null,
      priceLimit: '237.50',
    });
    expect((await positionsOf(sigrid))[0]).toMatchObject({ reservedVolume: 5 });
    // The bid is under the trigger's protection price, but the last price has not reached the trigger.
    volvoAt('250.05', '240.00', '250.05');
    expect(await runMatching(server.ctx, { orderIds: [placed.id] })).toMatchObject({ filled: 0 });
    expect(await orderById(sigrid, placed.id)).toMatchObject({ state: 'PENDING', triggeredAt: null });

    volvoAt('249.95', '249.90', '250.00');
    expect(await runMatching(server.ctx, { orderIds: [placed.id] })).toMatchObject({ filled: 1 });
    expect(await orderById(sigrid, placed.id)).toMatchObject({
      state: 'FILLED',
      averageFillPrice: '249.90',
      triggeredAt: clock.now().toISOString(),
    });
    const records = await server.ctx.db
      .select()
      .from(orderAudit)
      .where(eq(orderAudit.orderId, placed.id))
      .orderBy(asc(orderAudit.id));
    expect(records.map((r) => r.event)).toEqual(['PLACED', 'TRIGGERED', 'FILLED']);
    expect(records[1]).toMatchObject({ orderType: 'STOP_LOSS', triggerPrice: '250.000000' });

    // The sale realised a loss: 5 × 249.90 − 39 against half of what the 10 cost (2,654.00 + 39).
    const realised = await sigrid.client.callOk(api.portfolio.realised, { params: { accid: sigrid.accid } });
    expect(realised).toMatchObject({
      method: 'AVERAGE_COST',
      year: 2026,
      accountCurrency: 'SEK',
      total: { proceeds: '1210.50', cost: '1346.50', result: '-136.00' },
    });
    expect(realised.rows).toEqual([
      expect.objectContaining({ instrumentId: volvo.id, volume: 5, price: '249.90', result: '-136.00' }),
    ]);
    const future = await sigrid.client.call(api.portfolio.realised, {
      params: { accid: sigrid.accid },
      query: { year: 2030 },
    });
    expect(future.json()).toMatchObject({ code: 'REPORT_YEAR_OUT_OF_RANGE' });

    // An ISK is taxed on its value, not its sales: a quarter of the quarter-start values (none yet:
    // it opened in November) and the year's deposits, at 3.55 % for 2026, taxed at 30 %.
    const params = { accid: sigrid.accid };
    const statement = await sigrid.client.callOk(api.portfolio.taxReport, { params });
    expect(statement).toMatchObject({
      form: 'ISK',
      year: 2026,
      preliminary: true,
      method: null,
      isk: {
        quarterValues: ['0.00', '0.00', '0.00', '0.00'],
        deposits: '10000.00',
        capitalBase: '2500.00',
        ratePercent: '3.55',
        standardIncome: '88.75',
        taxBeforeBase: '26.62',
        taxFreeBase: '300000.00',
      },
    });
    const k4 = await sigrid.client.call(api.portfolio.taxReport, { params, query: { form: 'K4' } });
    expect(k4.statusCode).toBe(422);
    expect(k4.json()).toMatchObject({ code: 'FORM_NOT_FOR_ACCOUNT' });
    const pdf = await sigrid.client.call(api.portfolio.taxReport, {
      params,
      headers: { accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain('(ISK \\226 schablonint\\344kt 2026');
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('trades a triggered stop loss with a limit as a limit order: it waits when the bid is under it', async () => {
    volvoAt('265.40', '265.30', '265.40');
    const placed = (
      await placeOrder(sigrid.client, sigrid.accid, {
        instrumentId: volvo.id,
        side: 'SELL',
        orderType: 'STOP_LOSS',
        volume: 5,
        triggerPrice: '250.00',
        price: '248.00',
      })
    ).json() as OrderView;
    expect(placed).toMatchObject({ price: '248.00', priceLimit: '248.00', triggerPrice: '250.00' });
    volvoAt('247.50', '247.40', '247.50');
    expect(await runMatching(server.ctx, { orderIds: [placed.id] })).toMatchObject({ filled: 0 });
    const waiting = await orderById(sigrid, placed.id);
    expect(waiting).toMatchObject({ state: 'PENDING' });
    expect(waiting?.triggeredAt).toEqual(expect.any(String));
    const params = { accid: sigrid.accid, orderId: placed.id };
    expect((await sigrid.client.call(api.trading.cancelOrder, { params })).statusCode).toBe(204);
    expect((await positionsOf(sigrid))[0]).toMatchObject({ volume: 5, reservedVolume: 0 });
  });
});

describe('pre-trade checks answer with named errors', () => {
  let dag: Investor;
  beforeAll(async () => {
    dag = await investor(server, 'Dag Checks');
    // Qualified for options, so the checks below meet the order's own faults, not appropriateness.
    await passKnowledgeTests(dag.client);
    await depositCash(dag.client, dag.accid, '1000.00', 'SEK');
    volvoAt('265.40');
  });
  const expectError = async (body: Parameters<typeof placeOrder>[2], status: number, code: string) => {
    const response = await placeOrder(dag.client, dag.accid, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
  };

  it('INSUFFICIENT_BUYING_POWER: 4 × 265.40 + 39 is more than 1000.00', async () => {
    await expectError(
      { instrumentId: volvo.id, side: 'BUY', orderType: 'LIMIT', volume: 4, price: '265.40' },
      422,
      'INSUFFICIENT_BUYING_POWER',
    );
    // 3 × 265.40 + 39 = 835.20 fits.
    const fits = await placeOrder(dag.client, dag.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 3,
      price: '265.40',
    });
    expect(fits.json()).toMatchObject({ state: 'FILLED' });
  });

  it('INSUFFICIENT_HOLDINGS: selling what he does not have', async () => {
    await expectError(
      { instrumentId: volvo.id, side: 'SELL', orderType: 'MARKET', volume: 4 },
      422,
      'INSUFFICIENT_HOLDINGS',
    );
  });

  it('NOT_TRADABLE: an instrument that is not tradable, or does not exist', async () => {
    const ica = await instrumentBySymbol(server, 'ICA');
    market.set(ica.id, { last: '50', currency: 'SEK' });
    await expectError(
      { instrumentId: ica.id, side: 'BUY', orderType: 'MARKET', volume: 1 },
      422,
      'NOT_TRADABLE',
    );
    await expectError(
      { instrumentId: 999_999, side: 'BUY', orderType: 'MARKET', volume: 1 },
      422,
      'NOT_TRADABLE',
    );
  });

  it('INVALID_LOT_SIZE: an option traded in lots of 100', async () => {
    const option = await instrumentBySymbol(server, 'VOLVB6F250');
    expect(option.lotSize).toBe(100);
    market.set(option.id, { last: '0.50', currency: option.currency });
    await expectError(
      { instrumentId: option.id, side: 'BUY', orderType: 'LIMIT', volume: 150, price: '0.50' },
      422,
      'INVALID_LOT_SIZE',
    );
  });

  it('PRICE_OUT_OF_BAND: a limit more than 20 % from the last price', async () => {
    await expectError(
      { instrumentId: volvo.id, side: 'BUY', orderType: 'LIMIT', volume: 1, price: '200.00' },
      422,
      'PRICE_OUT_OF_BAND',
    );
    await expectError(
      { instrumentId: volvo.id, side: 'SELL', orderType: 'LIMIT', volume: 1, price: '330.00' },
      422,
      'PRICE_OUT_OF_BAND',
    );
  });

  it('MARKET_CLOSED: a market order outside trading hours; a limit order is taken and waits', async () => {
    await depositCash(dag.client, dag.accid, '500.00', 'SEK');
    market.set(volvo.id, { last: '265.40', open: false, currency: 'SEK' });
    try {
      await expectError(
        { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1 },
        422,
        'MARKET_CLOSED',
      );
      const waits = await placeOrder(dag.client, dag.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 1,
        price: '266.00',
      });
      expect(waits.json()).toMatchObject({ state: 'PENDING' });
    } finally {
      volvoAt('265.40');
    }
  });

  it('refuses malformed orders with 400: a limit without price, a market with one, unknown fields', async () => {
    await expectError(
      { instrumentId: volvo.id, side: 'BUY', orderType: 'LIMIT', volume: 1 },
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1, price: '1' },
      400,
      'VALIDATION_FAILED',
    );
    const extra = await dag.client.callUnchecked(api.trading.placeOrder, {
      params: { accid: dag.accid },
      body: { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1, account: 'x' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses deposits that are zero, too large, too precise or in another currency', async () => {
    const tryDeposit = (amount: string, currency = 'SEK') =>
      dag.client.call(api.accountsAndMoney.deposit, {
        params: { accid: dag.accid },
        body: { amount, currency },
        headers: { 'idempotency-key': randomUUID() },
      });
    expect((await tryDeposit('0')).json()).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect((await tryDeposit('1000000.01')).json()).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect((await tryDeposit('10.001')).statusCode).toBe(400);
    expect((await tryDeposit('-5')).statusCode).toBe(400);
    expect((await tryDeposit('100', 'USD')).json()).toMatchObject({ code: 'CURRENCY_NOT_SUPPORTED' });
  });
});

describe('only the owner touches an account', () => {
  it("answers 404 for another customer's account and 401 when logged out", async () => {
    const owner = await investor(server, 'Erik Owner');
    const other = await investor(server, 'Frida Other');
    await depositCash(owner.client, owner.accid, '100.00', 'SEK');
    const params = { accid: owner.accid };
    const headers = { 'idempotency-key': randomUUID() };
    const order = { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1 } as const;
    const deposit = { amount: '1', currency: 'SEK' };
    for (const response of [
      await other.client.call(api.portfolio.positions, { params }),
      await other.client.call(api.trading.listOrders, { params }),
      await other.client.call(api.accountsAndMoney.transactions, { params }),
      await other.client.call(api.portfolio.allocation, { params, query: { by: 'region' } }),
      await other.client.call(api.accountsAndMoney.deposit, { params, body: deposit, headers }),
      await other.client.call(api.trading.placeOrder, { params, body: order, headers }),
      await other.client.call(api.trading.cancelOrder, { params: { ...params, orderId: randomUUID() } }),
      await other.client.call(api.portfolio.positions, { params: { accid: '99999999' } }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const visitor = server.client();
    expect((await visitor.call(api.portfolio.positions, { params })).statusCode).toBe(401);
    expect(
      (await visitor.call(api.accountsAndMoney.deposit, { params, body: deposit, headers })).statusCode,
    ).toBe(401);
    expect(await accountMoney(owner.client, owner.accid)).toEqual({ cash: '100.00', buyingPower: '100.00' });
  });
});
