import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { accidOfReference } from '@havn/domain/broker/index';
import {
  accountMoney,
  investor,
  openAccountOf,
  type PaymentsServer,
  postNotification,
  startPaymentsServer,
  transferWithReference,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// Reference-number bank transfers: each account's reference in its country's scheme, and the
// simulated bank reporting a transfer that carried one, signed, over HTTP.

const clock = new ManualClock('2026-11-03T09:00:00Z');
let payments: PaymentsServer;

beforeAll(async () => {
  payments = await startPaymentsServer(clock);
});
afterAll(async () => {
  await payments.server.close();
});

describe("an account's bank-transfer details", () => {
  it.each([
    ['se', 'OCR', 'bankgiro'],
    ['no', 'KID', 'accountNumber'],
    ['fi', 'VIITE', 'iban'],
    ['dk', 'FIK', 'creditorNumber'],
  ] as const)('a customer from %s pays in with %s to the %s shown', async (country, scheme, label) => {
    const who = await investor(payments.server, `Ref ${country}`, country);
    const details = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: who.accid },
    });
    expect(details).toMatchObject({ scheme, recipient: { accounts: [{ label }] } });
    expect(accidOfReference(scheme, details.reference!)).toBe(who.accid);
  });

  it('has none for a German depot', async () => {
    const who = await investor(payments.server, 'Ref de', 'de');
    const details = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: who.accid },
    });
    expect(details).toMatchObject({ scheme: null, reference: null, currency: 'EUR' });
  });
});

describe('a transfer with a reference number', () => {
  it('is credited once the simulated bank reports it, and once only', async () => {
    const who = await investor(payments.server, 'Ref Credit');
    const { reference } = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: who.accid },
    });
    const sent = await transferWithReference(payments, {
      scheme: 'OCR',
      reference: reference!,
      amount: '1234.50',
      currency: 'SEK',
    });
    expect(sent.status).toBe(202);
    const { notificationId } = (await sent.json()) as { notificationId: string };
    await payments.server.runJobs();
    expect((await accountMoney(who.client, who.accid)).cash).toBe('1234.50');
    // The bank's retry of the same notification is acknowledged and moves nothing.
    const again = await postNotification(payments, {
      notificationId,
      kind: 'credit',
      scheme: 'OCR',
      reference: reference!,
      amount: '1234.50',
      currency: 'SEK',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { applied: boolean }).applied).toBe(false);
    expect((await accountMoney(who.client, who.accid)).cash).toBe('1234.50');
  });

  it('is 404 with a reference whose check digit is wrong, and refused unsigned', async () => {
    const who = await investor(payments.server, 'Ref Wrong');
    const { reference } = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: who.accid },
    });
    const wrong = `${reference!.slice(0, -1)}${(Number(reference!.at(-1)) + 1) % 10}`;
    const credit = {
      notificationId: randomUUID(),
      kind: 'credit',
      scheme: 'OCR',
      reference: wrong,
      amount: '10',
      currency: 'SEK',
    };
    expect((await postNotification(payments, credit)).status).toBe(404);
    expect((await postNotification(payments, { ...credit, reference }, { signature: null })).status).toBe(
      401,
    );
    expect((await accountMoney(who.client, who.accid)).cash).toBe('0.00');
  });

  it('past a capped account’s room is returned, not booked', async () => {
    const who = await investor(payments.server, 'Ref Capped', 'dk');
    const [capped] = (await who.client.callOk(api.accountsAndMoney.listAccounts)).filter(
      (a) => a.depositRoom !== null,
    );
    const { reference } = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: capped!.accid },
    });
    await transferWithReference(payments, {
      scheme: 'FIK',
      reference: reference!,
      amount: '999999',
      currency: 'DKK',
    });
    await payments.server.runJobs();
    expect((await accountMoney(who.client, capped!.accid)).cash).toBe('0.00');
  });

  it("into an IPS counts this year's contributions: the year's room fits, one øre more is returned", async () => {
    const who = await investor(payments.server, 'Ref Pension', 'no');
    const ips = await openAccountOf(payments.server, who.client, 'IPS');
    const { reference } = await who.client.callOk(api.accountsAndMoney.bankTransfer, {
      params: { accid: ips },
    });
    const pay = (amount: string) =>
      transferWithReference(payments, { scheme: 'KID', reference: reference!, amount, currency: 'NOK' });
    await pay('25000.00');
    await payments.server.runJobs();
    await pay('0.01');
    await payments.server.runJobs();
    expect((await accountMoney(who.client, ips)).cash).toBe('25000.00');
  });
});
