import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  confirmEidNow,
  expireEidConfirmations,
  investor,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  // The bank is a real HTTP service: the embedded simulator, reached over the network as a real one would be.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await server.close();
});

describe('payout accounts', () => {
  it('need a fresh eID, a valid number, and are verified by the bank on the queue', async () => {
    const c = await investor(server, 'Pia Payout');
    const add = (body: { iban: string } | { clearingNumber: string; accountNumber: string }) =>
      c.client.call(api.accountsAndMoney.addPayoutAccount, { body });
    await expireEidConfirmations(server);
    expect((await add({ iban: 'SE45 5000 0000 0583 9825 7466' })).json()).toMatchObject({
      code: 'STEP_UP_REQUIRED',
    });
    await confirmEidNow(server);
    const bad = await add({ iban: 'SE45 5000 0000 0583 9825 7467' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'INVALID_BANK_ACCOUNT' });
    expect((await add({ clearingNumber: '5000', accountNumber: '1234561' })).json()).toMatchObject({
      code: 'INVALID_BANK_ACCOUNT',
    });

    const iban = await add({ iban: 'se45 5000 0000 0583 9825 7466' });
    expect(iban.statusCode).toBe(201);
    expect(iban.json()).toMatchObject({
      status: 'PENDING_VERIFICATION',
      display: 'SE45 5000 0000 0583 9825 7466',
    });
    expect((await add({ iban: 'SE4550000000058398257466' })).statusCode).toBe(409);
    const swedish = await add({ clearingNumber: '5000', accountNumber: '1234560' });
    expect(swedish.json()).toMatchObject({ status: 'PENDING_VERIFICATION', bankName: 'SEB' });
    // The simulator's rule: a number ending in 0000 is not the customer's own account.
    const notMine = await add({ iban: 'NO08 8601 0000 000' });
    expect(notMine.statusCode).toBe(201);

    // The bank answers after the configured delay, through the job queue.
    await server.runJobs();
    const list = async () => c.client.callOk(api.accountsAndMoney.payoutAccounts);
    expect((await list()).every((a) => a.status === 'PENDING_VERIFICATION')).toBe(true);
    clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
    await server.runJobs();
    const decided = await list();
    expect(decided.map((a) => [a.display, a.status, a.rejectReason]).sort()).toEqual([
      ['5000 12 345 60', 'ACTIVE', null],
      ['NO08 8601 0000 000', 'REJECTED', 'NOT_OWN_ACCOUNT'],
      ['SE45 5000 0000 0583 9825 7466', 'ACTIVE', null],
    ]);

    // Another customer sees none of them.
    const other = await investor(server, 'Otto Other');
    expect(await other.client.callOk(api.accountsAndMoney.payoutAccounts)).toEqual([]);
  });
});
