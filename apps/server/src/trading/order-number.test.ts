import { api, type OrderView } from '@havn/contract';
import {
  depositCash,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';

const clock = new ManualClock('2026-11-23T10:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
});
afterAll(async () => {
  await server.close();
});

describe('order numbers', () => {
  it('numbers every order and finds the caller’s own by its number, on any of their accounts', async () => {
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    const astrid = await investor(server, 'Astrid Numbered');
    const bo = await investor(server, 'Bo Other');
    await depositCash(astrid.client, astrid.accid, '10000', 'SEK');
    const limit = { instrumentId: volvo.id, side: 'BUY' as const, orderType: 'LIMIT' as const, volume: 1 };
    const first = (
      await placeOrder(astrid.client, astrid.accid, { ...limit, price: '90' })
    ).json() as OrderView;
    clock.set('2026-11-23T10:01:00Z');
    const second = (
      await placeOrder(astrid.client, astrid.accid, { ...limit, price: '91' })
    ).json() as OrderView;
    expect(Number.isInteger(first.orderNumber)).toBe(true);
    expect(second.orderNumber).toBeGreaterThan(first.orderNumber);

    const found = await astrid.client.call(api.trading.orderByNumber, {
      params: { orderNumber: second.orderNumber },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: second.id, orderNumber: second.orderNumber, price: '91.00' });
    // The listing carries the number too.
    const listed = (
      await astrid.client.call(api.trading.listOrders, { params: { accid: astrid.accid } })
    ).json() as {
      orders: OrderView[];
    };
    expect(listed.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);

    expect(
      (await bo.client.call(api.trading.orderByNumber, { params: { orderNumber: second.orderNumber } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await astrid.client.call(api.trading.orderByNumber, { params: { orderNumber: '999999999' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await astrid.client.call(api.trading.orderByNumber, { params: { orderNumber: 'abc' } })).statusCode,
    ).toBe(400);
    expect(
      (await server.client().call(api.trading.orderByNumber, { params: { orderNumber: first.orderNumber } }))
        .statusCode,
    ).toBe(401);
  });
});
