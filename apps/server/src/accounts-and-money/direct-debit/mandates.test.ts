import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  confirmEidNow,
  expireEidConfirmations,
  type Investor,
  investor,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
const clock = new ManualClock('2026-11-24T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  // The bank is a real HTTP service: the embedded simulator, reached over the network.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await server.close();
});

async function activePayoutAccount(c: Investor, iban: string): Promise<string> {
  await confirmEidNow(server, c.client);
  const added = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, { body: { iban } });
  clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
  await server.runJobs();
  return added.id;
}

const ask = (c: Investor, body: { payoutAccountId: string; monthlyMax?: string }) =>
  c.client.call(api.accountsAndMoney.requestMandate, { body });

describe('direct-debit mandates', () => {
  it('are signed with a fresh eID on an active payout account of one’s own, then activated by the bank', async () => {
    const c = await investor(server, 'Maja Mandate');
    const payout = await activePayoutAccount(c, 'SE45 5000 0000 0583 9825 7466');
    await expireEidConfirmations(server);
    const unsigned = await ask(c, { payoutAccountId: payout });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });

    // Someone else's verified account is not the customer's to debit.
    const other = await investor(server, 'Oskar Other');
    const theirs = await activePayoutAccount(other, 'SE39 5000 0000 0583 9825 9999');
    await confirmEidNow(server, c.client);
    const notMine = await ask(c, { payoutAccountId: theirs });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_NOT_ACTIVE' });

    const signed = await ask(c, { payoutAccountId: payout });
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({
      scheme: 'AUTOGIRO',
      status: 'REQUESTED',
      currency: 'SEK',
      monthlyMax: null,
      expectedActiveDate: '2026-11-27',
    });
    // One live mandate per bank account.
    expect((await ask(c, { payoutAccountId: payout })).statusCode).toBe(409);

    await server.runJobs();
    expect((await c.client.callOk(api.accountsAndMoney.mandates))[0]).toMatchObject({ status: 'REQUESTED' });
    clock.advance(server.ctx.config.bank.mandateDelaySeconds * 1000);
    await server.runJobs();
    const [active] = await c.client.callOk(api.accountsAndMoney.mandates);
    expect(active).toMatchObject({ status: 'ACTIVE', rejectReason: null });
    expect(active!.activatedAt).not.toBeNull();
    expect(await other.client.callOk(api.accountsAndMoney.mandates)).toEqual([]);

    // Stopped by the customer, once; a stranger cannot stop it.
    const stranger = await other.client.call(api.accountsAndMoney.stopMandate, {
      params: { id: active!.id },
    });
    expect(stranger.statusCode).toBe(404);
    const stopped = await c.client.callOk(api.accountsAndMoney.stopMandate, { params: { id: active!.id } });
    expect(stopped).toMatchObject({ status: 'STOPPED' });
    const again = await c.client.callOk(api.accountsAndMoney.stopMandate, { params: { id: active!.id } });
    expect(again.stoppedAt).toBe(stopped.stoppedAt);
    // A new one may be signed on the same account once the old one is stopped.
    expect((await ask(c, { payoutAccountId: payout })).statusCode).toBe(201);
  });

  it('are refused by the bank by the simulator’s rule (an account ending in 8888)', async () => {
    const c = await investor(server, 'Rune Refused');
    const payout = await activePayoutAccount(c, 'SE13 5000 0000 0583 9828 8888');
    await confirmEidNow(server, c.client);
    await ask(c, { payoutAccountId: payout });
    clock.advance(server.ctx.config.bank.mandateDelaySeconds * 1000);
    await server.runJobs();
    expect((await c.client.callOk(api.accountsAndMoney.mandates))[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'MANDATE_REFUSED',
    });
  });

  it('are AvtaleGiro in Norway, with a monthly maximum; none is offered outside the Nordics', async () => {
    const ola = await investor(server, 'Ola Avtale', 'no');
    const payout = await activePayoutAccount(ola, 'NO93 8601 1117 947');
    await confirmEidNow(server, ola.client);
    const noMax = await ask(ola, { payoutAccountId: payout });
    expect(noMax.statusCode).toBe(422);
    expect(noMax.json()).toMatchObject({ code: 'INVALID_AMOUNT' });
    const signed = await ask(ola, { payoutAccountId: payout, monthlyMax: '5000' });
    expect(signed.json()).toMatchObject({
      scheme: 'AVTALEGIRO',
      monthlyMax: '5000.00',
      currency: 'NOK',
      expectedActiveDate: '2026-12-15',
    });

    const max = await investor(server, 'Max Mustermann', 'de');
    const german = await activePayoutAccount(max, 'DE89 3704 0044 0532 0130 00');
    await confirmEidNow(server, max.client);
    const refused = await ask(max, { payoutAccountId: german });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'DIRECT_DEBIT_NOT_OFFERED' });
  });
});
