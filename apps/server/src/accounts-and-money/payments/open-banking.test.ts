import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  accountMoney,
  debitAtProvider,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  type PaymentsServer,
  placeOrder,
  postNotification,
  startOpenBankingDeposit,
  startPaymentsServer,
  walkProviderPage,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { signBody } from './signature.ts';

// Open-banking deposits end to end over real HTTP: our adapter opens a payment at the simulated
// provider, the customer walks its page, and its notification job posts signed notifications back.

const clock = new ManualClock('2026-11-03T09:00:00Z');
let payments: PaymentsServer;
let volvo: InstrumentFacts;

beforeAll(async () => {
  payments = await startPaymentsServer(clock);
  volvo = await instrumentBySymbol(payments.server, 'VOLV B');
  payments.market.set(volvo.id, { last: '100.00', currency: 'SEK' });
});
afterAll(async () => {
  await payments.server.close();
});

async function started(who: Investor, amount: string) {
  const response = await startOpenBankingDeposit(who.client, who.accid, amount, 'SEK');
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { ...body, orderId: new URL(body.redirectUrl!).pathname.split('/').at(-1)! };
}

const statusOf = (who: Investor, requestId: string) =>
  who.client.callOk(api.accountsAndMoney.depositStatus, { params: { accid: who.accid, requestId } });

/** Runs the provider's due notification jobs, then again once its delayed credit is due. */
async function deliver(): Promise<void> {
  await payments.server.runJobs();
  clock.advance(2_000);
  await payments.server.runJobs();
}

describe('an open-banking deposit through the simulated provider', () => {
  it('starts INITIATED with the provider page, and is credited once the customer approves', async () => {
    const who = await investor(payments.server, 'Ada Instant');
    const deposit = await started(who, '1500');
    expect(deposit).toMatchObject({ status: 'INITIATED', amount: '1500.00', currency: 'SEK' });
    expect(deposit.redirectUrl).toBe(`${payments.origin}/payment-provider/pay/${deposit.orderId}`);
    expect(await statusOf(who, deposit.requestId)).toMatchObject({
      status: 'INITIATED',
      redirectUrl: deposit.redirectUrl,
    });

    const back = await walkProviderPage(deposit.redirectUrl!, { action: 'confirm' });
    expect(back).toEqual({
      status: 303,
      location: `${payments.origin}/en/deposits/finalize/success/${deposit.requestId}?accid=${who.accid}`,
    });
    await payments.server.runJobs();
    expect((await statusOf(who, deposit.requestId)).status).toBe('PENDING');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
    clock.advance(2_000);
    await payments.server.runJobs();
    expect(await statusOf(who, deposit.requestId)).toMatchObject({ status: 'CREDITED', redirectUrl: null });
    expect((await accountMoney(who.client, who.accid)).cash).toBe('1500.00');
    // The page is closed now: a second confirmation moves nothing.
    expect((await fetch(deposit.redirectUrl!)).status).toBe(410);
  });

  it('sends a cancel back to deposit-finalize/cancel and a declining bank to …/reject; nothing is booked', async () => {
    const who = await investor(payments.server, 'Bo Cancel');
    const cancelled = await started(who, '200');
    expect((await walkProviderPage(cancelled.redirectUrl!, { action: 'cancel' })).location).toBe(
      `${payments.origin}/en/deposits/finalize/cancel/${cancelled.requestId}?accid=${who.accid}`,
    );
    const declined = await started(who, '300');
    expect(
      (await walkProviderPage(declined.redirectUrl!, { action: 'confirm', bank: 'declining' })).location,
    ).toBe(`${payments.origin}/en/deposits/finalize/reject/${declined.requestId}?accid=${who.accid}`);
    await deliver();
    expect((await statusOf(who, cancelled.requestId)).status).toBe('CANCELLED');
    expect((await statusOf(who, declined.requestId)).status).toBe('CANCELLED');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
  });

  it("is another customer's 404", async () => {
    const who = await investor(payments.server, 'Cy Owner');
    const other = await investor(payments.server, 'Di Other');
    const deposit = await started(who, '100');
    const response = await other.client.call(api.accountsAndMoney.depositStatus, {
      params: { accid: other.accid, requestId: deposit.requestId },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the notification endpoint', () => {
  it('refuses unsigned, forged, tampered and stale notifications with 401 SIGNATURE_INVALID', async () => {
    const who = await investor(payments.server, 'Eve Forger');
    const deposit = await started(who, '900');
    const credit = {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'credit',
      amount: '900.00',
    };
    const refusals = [
      await postNotification(payments, credit, { signature: null }),
      await postNotification(payments, credit, { key: 'an attacker who guessed a key of the right length' }),
      await postNotification(payments, credit, { signature: 't=1,v1=abc' }),
      await postNotification(payments, credit, { at: new Date(clock.now().getTime() - 10 * 60_000) }),
      // A genuine signature over another body (the amount changed on the way) does not carry over.
      await postNotification(payments, credit, {
        signature: signBody(
          payments.server.ctx.config.payments.signingKey,
          JSON.stringify({ ...credit, amount: '1.00' }),
          clock.now(),
        ),
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('SIGNATURE_INVALID');
    }
    expect((await statusOf(who, deposit.requestId)).status).toBe('INITIATED');
    expect((await postNotification(payments, credit)).status).toBe(200);
    expect((await statusOf(who, deposit.requestId)).status).toBe('CREDITED');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('900.00');
  });

  it('applies each notification once: replays and a burst of the same id book one credit', async () => {
    const who = await investor(payments.server, 'Finn Replay');
    const deposit = await started(who, '700');
    const credit = { notificationId: randomUUID(), messageId: deposit.requestId, kind: 'credit' };
    const burst = await Promise.all(Array.from({ length: 5 }, () => postNotification(payments, credit)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const applied = await Promise.all(
      burst.map(async (r) => ((await r.json()) as { applied: boolean }).applied),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    // A second credit under another id (a provider's duplicate) moves no money either.
    await postNotification(payments, { ...credit, notificationId: randomUUID() });
    expect((await accountMoney(who.client, who.accid)).cash).toBe('700.00');
  });

  it('takes them in any order: a credit before its pending stays CREDITED', async () => {
    const who = await investor(payments.server, 'Gry Order');
    const deposit = await started(who, '400');
    await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'credit',
    });
    await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'pending',
    });
    expect((await statusOf(who, deposit.requestId)).status).toBe('CREDITED');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('400.00');
  });

  it('holds a debit that comes before its credit, and nets the pair to nothing', async () => {
    const who = await investor(payments.server, 'Hal Early');
    const deposit = await started(who, '600');
    await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'debit',
    });
    expect((await statusOf(who, deposit.requestId)).status).toBe('PENDING');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
    await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'credit',
    });
    expect((await statusOf(who, deposit.requestId)).status).toBe('REVERSED');
    expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
  });

  it('books what the bank paid when it differs from the amount asked, and a debit takes back exactly that', async () => {
    for (const [asked, paid] of [
      ['500', '480.50'],
      ['500', '520.00'],
    ] as const) {
      const who = await investor(payments.server, `Ines Short ${paid}`);
      const deposit = await started(who, asked);
      const note = { messageId: deposit.requestId, kind: 'credit', amount: paid };
      await postNotification(payments, { ...note, notificationId: randomUUID() });
      // Another credit of the payment with the asked amount (a provider's duplicate) books nothing more.
      await postNotification(payments, { ...note, notificationId: randomUUID(), amount: '500.00' });
      expect(await statusOf(who, deposit.requestId)).toMatchObject({ status: 'CREDITED', amount: '500.00' });
      expect((await accountMoney(who.client, who.accid)).cash).toBe(paid);
      await postNotification(payments, { ...note, notificationId: randomUUID(), kind: 'debit' });
      expect((await statusOf(who, deposit.requestId)).status).toBe('REVERSED');
      expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
    }
  });

  it('refuses a credit of nothing', async () => {
    const who = await investor(payments.server, 'Ola Zero');
    const deposit = await started(who, '100');
    const response = await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: deposit.requestId,
      kind: 'credit',
      amount: '0.00',
    });
    expect(response.status).toBe(400);
    expect((await statusOf(who, deposit.requestId)).status).toBe('INITIATED');
  });

  it('answers 404 for a payment we never asked for', async () => {
    const response = await postNotification(payments, {
      notificationId: randomUUID(),
      messageId: randomUUID(),
      kind: 'credit',
    });
    expect(response.status).toBe(404);
  });
});

describe('a debit after the credit', () => {
  it('reverses an unspent deposit: the cash is back where it was', async () => {
    const who = await investor(payments.server, 'Ivy Unspent');
    await depositCash(who.client, who.accid, '100', 'SEK');
    const deposit = await started(who, '1000');
    await walkProviderPage(deposit.redirectUrl!, { action: 'confirm' });
    await deliver();
    expect((await accountMoney(who.client, who.accid)).cash).toBe('1100.00');
    expect((await debitAtProvider(payments, deposit.orderId)).status).toBe(202);
    await payments.server.runJobs();
    expect((await statusOf(who, deposit.requestId)).status).toBe('REVERSED');
    const [account] = await who.client.callOk(api.accountsAndMoney.listAccounts);
    expect(account).toMatchObject({ cash: '100.00', requiredAction: null });
  });

  it('takes a spent deposit below zero and asks the customer to cover it', async () => {
    const who = await investor(payments.server, 'Jon Spent');
    const deposit = await started(who, '1000');
    await walkProviderPage(deposit.redirectUrl!, { action: 'confirm' });
    await deliver();
    const order = await placeOrder(who.client, who.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 9,
    });
    expect(order.statusCode, order.body).toBe(201);
    const spentTo = (await accountMoney(who.client, who.accid)).cash;
    expect(Number(spentTo)).toBeLessThan(200);
    await debitAtProvider(payments, deposit.orderId);
    await payments.server.runJobs();
    let [account] = await who.client.callOk(api.accountsAndMoney.listAccounts);
    expect(Number(account!.cash)).toBeLessThan(0);
    expect(account!.requiredAction).toBe('COVER_NEGATIVE_CASH');
    // Nothing more can be bought while it is open, and a deposit that covers it closes it.
    const refused = await placeOrder(who.client, who.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
    });
    expect(refused.statusCode).toBe(422);
    await depositCash(who.client, who.accid, '1000', 'SEK');
    [account] = await who.client.callOk(api.accountsAndMoney.listAccounts);
    expect(account!.requiredAction).toBeNull();
  });
});

describe('deposit caps', () => {
  it('refuses an open-banking deposit past an aktiesparekonto’s room with DEPOSIT_CAP_EXCEEDED and the room', async () => {
    const who = await investor(payments.server, 'Kaj Capped', 'dk');
    const accounts = await who.client.callOk(api.accountsAndMoney.listAccounts);
    const capped = accounts.find((a) => a.depositRoom !== null);
    if (!capped) throw new Error('test: a Danish customer starts with an aktiesparekonto');
    const response = await startOpenBankingDeposit(who.client, capped.accid, '999999', 'DKK');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'DEPOSIT_CAP_EXCEEDED', room: capped.depositRoom });
  });
});
