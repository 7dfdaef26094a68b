import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  fundedInvestor,
  identifiedCustomer,
  instrumentBySymbol,
  type ScriptedMarket,
  startTradingServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
const clock = new ManualClock('2026-11-24T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let fund: { id: number };
let otherFund: { id: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  fund = await instrumentBySymbol(server, 'AVA GLOBAL');
  otherFund = await instrumentBySymbol(server, 'KLP AKSJEGLOBAL');
  market.set(fund.id, { last: '312.57', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

/** The writes on an account that go through ownAccountTransaction: a fund order, a switch, a withdrawal. */
const writes = (client: TestClient, accid: string) =>
  Promise.all([
    client.call(api.trading.placeFundOrder, {
      params: { accid },
      body: { instrumentId: fund.id, side: 'BUY', amount: '200' },
      headers: { 'idempotency-key': randomUUID() },
    }),
    client.call(api.trading.placeFundSwitch, {
      params: { accid },
      body: { fromInstrumentId: fund.id, toInstrumentId: otherFund.id, all: true },
      headers: { 'idempotency-key': randomUUID() },
    }),
    client.call(api.accountsAndMoney.withdraw, {
      params: { accid },
      body: { amount: '100.00', payoutAccountId: randomUUID() },
      headers: { 'idempotency-key': randomUUID() },
    }),
  ]);

describe('a write on the caller’s own account', () => {
  it('is 404 on someone else’s account, 403 until KYC is approved, and writes nothing', async () => {
    const ann = await fundedInvestor(server, 'Ann Owner', '1000.00');
    const bo = await identifiedCustomer(server, 'Bo Prospect');
    const [own] = await bo.client.callOk(api.accountsAndMoney.listAccounts);

    for (const response of await writes(bo.client, ann.accid)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const response of await writes(bo.client, own!.accid)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'KYC_NOT_APPROVED' });
    }
    const params = { accid: ann.accid };
    expect(await ann.client.callOk(api.trading.listFundOrders, { params })).toEqual([]);
    expect(await ann.client.callOk(api.accountsAndMoney.withdrawals, { params })).toEqual([]);
  });

  it('runs in the transaction that claims the key: 201, and the same answer replayed on a retry', async () => {
    const cleo = await fundedInvestor(server, 'Cleo Customer', '1000.00');
    const buy = () =>
      cleo.client.call(api.trading.placeFundOrder, {
        params: { accid: cleo.accid },
        body: { instrumentId: fund.id, side: 'BUY', amount: '200' },
        headers: { 'idempotency-key': 'cleo-buys-once' },
      });
    const first = await buy();
    expect(first.statusCode).toBe(201);
    const retried = await buy();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(
      await cleo.client.callOk(api.trading.listFundOrders, { params: { accid: cleo.accid } }),
    ).toHaveLength(1);
  });
});
