import { api } from '@havn/contract';
import {
  depositCash,
  fundedInvestor,
  instrumentBySymbol,
  placeOrder,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  const started = await startTradingServer(clock);
  server = started.server;
  const volvo = await instrumentBySymbol(server, 'VOLV B');
  const apple = await instrumentBySymbol(server, 'AAPL');
  started.market.set(volvo.id, { last: '100.00', currency: 'SEK' });
  started.market.set(apple.id, { last: '10.00', currency: 'USD' });
  started.market.setFx('USD', '10.50');
});
afterAll(async () => {
  await server.close();
});

describe('the transactions list', () => {
  it('filters by kind and period, and a foreign trade carries its exchange rate', async () => {
    const c = await fundedInvestor(server, 'Tove Transactions', '5000.00');
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    const apple = await instrumentBySymbol(server, 'AAPL');
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 3,
    });
    clock.set('2026-11-25T09:00:00Z');
    await c.login();
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 1,
    });
    await placeOrder(c.client, c.accid, {
      instrumentId: apple.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 2,
    });
    await depositCash(c.client, c.accid, '10.00', 'SEK');
    const list = async (query: { types?: string; from?: string; to?: string }) =>
      (await c.client.callOk(api.accountsAndMoney.transactions, { params: { accid: c.accid }, query }))
        .transactions;

    expect((await list({})).map((t) => t.type)).toEqual(['DEPOSIT', 'BUY', 'SELL', 'BUY', 'DEPOSIT']);
    expect((await list({ types: 'BUY' })).map((t) => t.type)).toEqual(['BUY', 'BUY']);
    expect((await list({ types: 'SELL,DEPOSIT' })).map((t) => t.type)).toEqual([
      'DEPOSIT',
      'SELL',
      'DEPOSIT',
    ]);
    expect(await list({ types: 'DIVIDEND' })).toEqual([]);
    expect((await list({ from: '2026-11-25' })).map((t) => t.type)).toEqual(['DEPOSIT', 'BUY', 'SELL']);
    expect((await list({ to: '2026-11-24' })).map((t) => t.type)).toEqual(['BUY', 'DEPOSIT']);
    expect((await list({ from: '2026-11-26' })).length).toBe(0);

    const [foreign] = await list({ types: 'BUY', from: '2026-11-25' });
    expect(foreign).toMatchObject({ instrumentId: apple.id, fxRate: '10.500000' });
    const [local] = await list({ types: 'SELL' });
    expect(local!.fxRate).toBeNull();

    const bad = await c.client.call(api.accountsAndMoney.transactions, {
      params: { accid: c.accid },
      query: { types: 'LOTTERY' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
