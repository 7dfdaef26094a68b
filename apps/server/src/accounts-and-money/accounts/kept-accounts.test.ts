import { api } from '@havn/contract';
import {
  depositCash,
  fundedInvestor,
  startTestServer,
  startTwoServers,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { accounts } from '../../db/schema/accounts.ts';

describe('my accounts kept in memory', () => {
  let server: TestServer;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (sql) => queries.push(sql) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks the database nothing for them, once it has asked', async () => {
    const ada = await fundedInvestor(server, 'Kept Ada', '1000');
    const first = await ada.client.callOk(api.accountsAndMoney.listAccounts);
    queries.length = 0;
    const again = await ada.client.callOk(api.accountsAndMoney.listAccounts);
    expect(again).toEqual(first);
    expect(queries).toEqual([]);
  });

  it('shows a deposit on the next read', async () => {
    const bo = await fundedInvestor(server, 'Kept Bo', '1000');
    expect((await bo.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({ cash: '1000.00' });
    expect((await depositCash(bo.client, bo.accid, '250.50', 'SEK')).statusCode).toBe(201);
    expect((await bo.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({
      cash: '1250.50',
      withdrawable: '1250.50',
    });
  });

  it('shows a new alias and default account on the next read', async () => {
    const cy = await fundedInvestor(server, 'Kept Cy', '10');
    await cy.client.callOk(api.accountsAndMoney.listAccounts);
    await cy.client.callOk(api.accountsAndMoney.updateAccount, {
      params: { accid: cy.accid },
      body: { alias: 'Buffer' },
    });
    expect((await cy.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({ alias: 'Buffer' });
  });

  it('forgets what a write it never made changed, once the database announces it', async () => {
    const di = await fundedInvestor(server, 'Kept Di', '10');
    await di.client.callOk(api.accountsAndMoney.listAccounts);
    // As another process, or an operator's tool, would: straight in the database.
    await server.ctx.db.update(accounts).set({ alias: 'From elsewhere' }).where(eq(accounts.accid, di.accid));
    await expect
      .poll(async () => (await di.client.callOk(api.accountsAndMoney.listAccounts))[0]?.alias)
      .toBe('From elsewhere');
  });

  it('keeps one customer apart from another', async () => {
    const ed = await fundedInvestor(server, 'Kept Ed', '10');
    const fi = await fundedInvestor(server, 'Kept Fi', '20');
    expect((await ed.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({ accid: ed.accid });
    expect((await fi.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({
      accid: fi.accid,
      cash: '20.00',
    });
  });
});

// Each process keeps its own; a deposit through one is announced to the other.
describe.skipIf(!testDatabaseUrl())('my accounts kept by two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('a deposit through one server shows on the other', async () => {
    const gro = await fundedInvestor(first, 'Two Gro', '100');
    const cookie = gro.client.cookieHeader;
    const onSecond = async () => {
      const response = await second.app.inject({
        method: 'GET',
        url: api.accountsAndMoney.listAccounts.path,
        headers: { cookie },
      });
      return (response.json() as { cash: string }[])[0]?.cash;
    };
    expect(await onSecond()).toBe('100.00');
    expect(await onSecond()).toBe('100.00');
    expect((await depositCash(gro.client, gro.accid, '1', 'SEK')).statusCode).toBe(201);
    await expect.poll(onSecond, { timeout: 2000 }).toBe('101.00');
  });
});
