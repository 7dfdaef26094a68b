import { api } from '@havn/contract';
import { depositCash, investor, startTradingServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

const clock = new ManualClock('2026-11-30T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
});
afterAll(async () => {
  await server.close();
});

describe('private banking', () => {
  it('tells a Swedish customer what is missing to 2.5 MSEK, then that they qualify', async () => {
    const sara = await investor(server, 'Sara Sparare');
    expect((await depositCash(sara.client, sara.accid, '1000000', 'SEK')).statusCode).toBe(201);
    expect(await sara.client.callOk(api.credit.privateBanking.standing)).toEqual({
      offered: true,
      threshold: { amount: '2500000.00', currency: 'SEK', assumed: false },
      capital: '1000000.00',
      eligible: false,
      missing: '1500000.00',
      contactThreadId: null,
    });
    // A deposit takes at most 1 MSEK: the rest in two.
    for (const part of ['1000000', '500000']) {
      expect((await depositCash(sara.client, sara.accid, part, 'SEK')).statusCode).toBe(201);
    }
    expect(await sara.client.callOk(api.credit.privateBanking.standing)).toMatchObject({
      capital: '2500000.00',
      eligible: true,
      missing: '0.00',
    });
  });

  it('counts a Finn’s capital against €200,000, and is not offered in Germany', async () => {
    const fia = await investor(server, 'Fia Finland', 'fi');
    expect(await fia.client.callOk(api.credit.privateBanking.standing)).toMatchObject({
      threshold: { amount: '200000.00', currency: 'EUR', assumed: false },
      capital: '0.00',
      missing: '200000.00',
    });
    const dieter = await investor(server, 'Dieter Deutsch', 'de');
    expect(await dieter.client.callOk(api.credit.privateBanking.standing)).toMatchObject({
      offered: false,
      threshold: null,
      eligible: false,
    });
    const asked = await dieter.client.call(api.credit.privateBanking.contact, {
      body: { channel: 'MESSAGE' },
    });
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ code: 'PRIVATE_BANKING_NOT_OFFERED' });
  });

  it('opens one support thread in CREDIT when asked to be contacted, the same one when asked again', async () => {
    const kalle = await investor(server, 'Kalle Kontakt');
    const noPhone = await kalle.client.call(api.credit.privateBanking.contact, {
      body: { channel: 'PHONE' },
    });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json()).toMatchObject({ code: 'PHONE_REQUIRED' });
    expect((await kalle.client.callOk(api.site.support.threads)).threads).toEqual([]);

    const first = await kalle.client.call(api.credit.privateBanking.contact, {
      body: { channel: 'PHONE', phone: '+46 70 123 45 67', note: 'About a mortgage.' },
    });
    expect(first.statusCode).toBe(201);
    const { threadId } = first.json();
    const second = await kalle.client.callOk(api.credit.privateBanking.contact, {
      body: { channel: 'MESSAGE' },
    });
    expect(second.threadId).toBe(threadId);
    const { threads } = await kalle.client.callOk(api.site.support.threads);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: threadId, category: 'CREDIT' });
    const thread = await kalle.client.callOk(api.site.support.thread, { params: { threadId } });
    expect(thread.messages[0]!.body).toContain('+46 70 123 45 67');
    expect((await kalle.client.callOk(api.credit.privateBanking.standing)).contactThreadId).toBe(threadId);
  });
});
