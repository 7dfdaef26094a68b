import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  depositCash,
  type Investor,
  investor,
  openAccountOf,
  startOpenBankingDeposit,
  startTradingServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// What a customer's own program may do with the money endpoints: read where money is and went (a READ
// key), never move it out or between accounts, whatever its scope (those need a person: step-up eID
// for payout accounts, the browser session for withdrawals and transfers).

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let kim: Investor;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  kim = await investor(server, 'Kim Money Script');
  await depositCash(kim.client, kim.accid, '1000.00', 'SEK');
});
afterAll(async () => {
  await server.close();
});

async function program(scopes: ('READ' | 'TRADE')[]): Promise<TestClient> {
  const created = await kim.client.call(api.platform.apiKeys.create, { body: { name: 'money', scopes } });
  expect(created.statusCode).toBe(201);
  const client = server.client();
  client.headers = { authorization: `Bearer ${created.data().secret}` };
  return client;
}

describe('personal API keys on the money endpoints', () => {
  it('read the transactions and the withdrawals with a READ key', async () => {
    const bot = await program(['READ']);
    const transactions = await bot.call(api.accountsAndMoney.transactions, {
      params: { accid: kim.accid },
      query: {},
    });
    expect(transactions.statusCode, transactions.body).toBe(200);
    expect(transactions.data().transactions[0]).toMatchObject({ type: 'DEPOSIT', amount: '1000.00' });
    const withdrawals = await bot.call(api.accountsAndMoney.withdrawals, { params: { accid: kim.accid } });
    expect(withdrawals.statusCode).toBe(200);
    expect((await bot.call(api.accountsAndMoney.payoutAccounts)).problem().code).toBe('API_KEY_NOT_ALLOWED');
  });

  it('never move money, not even with a TRADE key', async () => {
    const bot = await program(['TRADE']);
    const af = await openAccountOf(server, kim.client, 'AF');
    const key = { 'idempotency-key': randomUUID() };
    const refusals = [
      await bot.call(api.accountsAndMoney.withdraw, {
        params: { accid: kim.accid },
        body: { amount: '10.00', payoutAccountId: randomUUID() },
        headers: key,
      }),
      await bot.call(api.accountsAndMoney.cancelWithdrawal, {
        params: { accid: kim.accid, id: randomUUID() },
      }),
      await bot.call(api.accountsAndMoney.transfer, {
        body: { fromAccid: kim.accid, toAccid: af, amount: '10.00' },
        headers: key,
      }),
      await bot.call(api.accountsAndMoney.addPayoutAccount, {
        body: { iban: 'SE45 5000 0000 0583 9825 7466' },
      }),
      await startOpenBankingDeposit(bot, kim.accid, '10.00', 'SEK'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.problem().code).toBe('API_KEY_NOT_ALLOWED');
    }
    expect((await kim.client.callOk(api.accountsAndMoney.listAccounts))[0]!.cash).toBe('1000.00');
  });
});
