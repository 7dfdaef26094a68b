import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  confirmEidNow,
  depositCash,
  type Investor,
  investor,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { recurringDepositRuns, recurringDeposits } from '../../db/schema/direct-debit.ts';
import { makeDueRuns } from './recurring-runs.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
const T0 = '2026-11-24T09:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await server.close();
});

/** A customer with a verified payout account and an active mandate on it, signed now. */
async function withMandate(
  c: Investor,
  iban: string,
  monthlyMax?: string,
): Promise<{ payout: string; mandate: string }> {
  await confirmEidNow(server, c.client);
  const payout = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, { body: { iban } });
  clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
  await server.runJobs();
  await confirmEidNow(server, c.client);
  const mandate = await c.client.callOk(api.accountsAndMoney.requestMandate, {
    body: { payoutAccountId: payout.id, ...(monthlyMax ? { monthlyMax } : {}) },
  });
  clock.advance(server.ctx.config.bank.mandateDelaySeconds * 1000);
  await server.runJobs();
  return { payout: payout.id, mandate: mandate.id };
}

const create = (
  c: Investor,
  body: { amount: string; dayOfMonth: number; payoutAccountId: string },
  key = randomUUID(),
) =>
  c.client.call(api.accountsAndMoney.createRecurringDeposit, {
    params: { accid: c.accid },
    body,
    headers: { 'idempotency-key': key },
  });

const list = (c: Investor) =>
  c.client.callOk(api.accountsAndMoney.recurringDeposits, { params: { accid: c.accid } });
const cash = async (c: Investor) =>
  (await c.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === c.accid)!.cash;
const failureMessages = async (c: Investor) =>
  (await c.client.callOk(api.watchlistsAndAlerts.myMessages, { query: {} })).messages.filter(
    (m) => m.kind === 'RECURRING_DEPOSIT_FAILED',
  );

/** The clock at `iso`, the day's runs made and collected, as the schedule and the queue would. */
async function runOn(iso: string): Promise<string[]> {
  clock.set(iso);
  const made = await makeDueRuns(server.ctx);
  await server.runJobs();
  return made;
}

describe('recurring deposits', () => {
  it('need an active mandate of one’s own on the payout account', async () => {
    clock.set(T0);
    const c = await investor(server, 'Nils Nomandate');
    await confirmEidNow(server, c.client);
    const payout = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, {
      body: { iban: 'SE45 5000 0000 0583 9825 7466' },
    });
    clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
    await server.runJobs();
    const none = await create(c, { amount: '500', dayOfMonth: 25, payoutAccountId: payout.id });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'MANDATE_NOT_ACTIVE' });
    // Signed, not yet active.
    await confirmEidNow(server, c.client);
    await c.client.callOk(api.accountsAndMoney.requestMandate, { body: { payoutAccountId: payout.id } });
    expect(
      (await create(c, { amount: '500', dayOfMonth: 25, payoutAccountId: payout.id })).json(),
    ).toMatchObject({
      code: 'MANDATE_NOT_ACTIVE',
    });
    // Someone else's active mandate is not mine.
    const other = await investor(server, 'Olga Other');
    const theirs = await withMandate(other, 'SE39 5000 0000 0583 9825 9999');
    expect(
      (await create(c, { amount: '500', dayOfMonth: 25, payoutAccountId: theirs.payout })).json(),
    ).toMatchObject({
      code: 'MANDATE_NOT_ACTIVE',
    });
    const days = await c.client.call(api.accountsAndMoney.createRecurringDeposit, {
      params: { accid: c.accid },
      body: { amount: '500', dayOfMonth: 29, payoutAccountId: payout.id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(days.statusCode).toBe(400);
  });

  it('run on their day or the next bank day after a holiday, once a month ever, into the ledger', async () => {
    clock.set(T0);
    const c = await investor(server, 'Rut Recurring');
    const { payout } = await withMandate(c, 'SE45 5000 0000 0583 9825 7466');
    const key = randomUUID();
    const made = await create(c, { amount: '750.5', dayOfMonth: 24, payoutAccountId: payout }, key);
    expect(made.statusCode).toBe(201);
    // Today is the 24th: November's run is past its cut-off, December's 24th is julafton → Monday 28th.
    expect(made.json()).toMatchObject({
      status: 'ACTIVE',
      amount: '750.50',
      nextRunDate: '2026-12-28',
      runs: [],
    });
    const again = await create(c, { amount: '750.5', dayOfMonth: 24, payoutAccountId: payout }, key);
    expect(again.json().id).toBe(made.json().id);
    expect(await list(c)).toHaveLength(1);

    // Nothing on the 24th (a holiday) nor over Christmas.
    expect(await runOn('2026-12-24T09:00:00Z')).toEqual([]);
    expect(await runOn('2026-12-27T09:00:00Z')).toEqual([]);
    // Monday: the job, twice at once and once more, makes one run.
    clock.set('2026-12-28T06:00:00Z');
    const [first, second] = await Promise.all([makeDueRuns(server.ctx), makeDueRuns(server.ctx)]);
    expect([...first!, ...second!]).toHaveLength(1);
    expect(await makeDueRuns(server.ctx)).toEqual([]);
    await server.runJobs();
    await c.login(); // a month later: the session from November has lapsed
    const [deposit] = await list(c);
    expect(deposit).toMatchObject({ nextRunDate: '2027-01-25' });
    expect(deposit!.runs).toEqual([
      expect.objectContaining({
        month: '2026-12',
        runDate: '2026-12-28',
        status: 'RECEIVED',
        amount: '750.50',
      }),
    ]);
    expect(await cash(c)).toBe('750.50');
    const tx = await c.client.callOk(api.accountsAndMoney.transactions, { params: { accid: c.accid } });
    expect(tx.transactions[0]).toMatchObject({ type: 'DEPOSIT', amount: '750.50' });

    // Even if the deposit is pointed at December again (a lost update, a second process), the unique
    // key on (deposit, month) refuses a second run.
    await server.ctx.db
      .update(recurringDeposits)
      .set({ nextMonth: '2026-12', nextRunDate: '2026-12-28' })
      .where(eq(recurringDeposits.id, deposit!.id));
    expect(await makeDueRuns(server.ctx)).toEqual([]);
    const runs = await server.ctx.db
      .select()
      .from(recurringDepositRuns)
      .where(eq(recurringDepositRuns.recurringDepositId, deposit!.id));
    expect(runs).toHaveLength(1);
    await server.runJobs();
    expect(await cash(c)).toBe('750.50');
  });

  it('fail visibly, with a message, when the bank refuses, the mandate is stopped or the cap is reached', async () => {
    clock.set(T0);
    // The simulated bank refuses collections from an account ending in 9999.
    const poor = await investor(server, 'Petra Poor');
    const refused = await withMandate(poor, 'SE39 5000 0000 0583 9825 9999');
    expect(
      (await create(poor, { amount: '100', dayOfMonth: 25, payoutAccountId: refused.payout })).statusCode,
    ).toBe(201);
    // A stopped mandate.
    const quitter = await investor(server, 'Stig Stopped');
    const stoppedOne = await withMandate(quitter, 'SE45 5000 0000 0583 9825 7466');
    await create(quitter, { amount: '100', dayOfMonth: 25, payoutAccountId: stoppedOne.payout });
    await quitter.client.callOk(api.accountsAndMoney.stopMandate, { params: { id: stoppedOne.mandate } });
    // An osakesäästötili with 99,950 of its 100,000 euros used.
    const aino = await investor(server, 'Aino Capped', 'fi');
    expect((await depositCash(aino.client, aino.accid, '99950.00', 'EUR')).statusCode).toBe(201);
    const finnish = await withMandate(aino, 'FI21 1234 5600 0007 85');
    await create(aino, { amount: '100', dayOfMonth: 25, payoutAccountId: finnish.payout });

    await runOn('2026-11-25T06:00:00Z');
    for (const who of [poor, quitter, aino]) await who.login();
    expect((await list(poor))[0]!.runs[0]).toMatchObject({
      status: 'FAILED',
      failReason: 'INSUFFICIENT_FUNDS',
    });
    expect((await list(quitter))[0]!.runs[0]).toMatchObject({
      status: 'FAILED',
      failReason: 'MANDATE_NOT_ACTIVE',
    });
    expect((await list(aino))[0]!.runs[0]).toMatchObject({
      status: 'FAILED',
      failReason: 'DEPOSIT_CAP_EXCEEDED',
    });
    expect(await cash(aino)).toBe('99950.00');
    expect(await cash(poor)).toBe('0.00');
    for (const [who, reason] of [
      [poor, 'INSUFFICIENT_FUNDS'],
      [quitter, 'MANDATE_NOT_ACTIVE'],
      [aino, 'DEPOSIT_CAP_EXCEEDED'],
    ] as const) {
      const messages = await failureMessages(who);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.payload).toMatchObject({ reason, runDate: '2026-11-25', amount: '100.00' });
    }
    // The queue running the collection again tells nobody twice.
    await server.runJobs();
    expect(await failureMessages(poor)).toHaveLength(1);
  });

  it('hold AvtaleGiro’s monthly maximum over every deposit through the mandate', async () => {
    clock.set(T0);
    const ola = await investor(server, 'Ola Maksimum', 'no');
    const { payout } = await withMandate(ola, 'NO93 8601 1117 947', '1000');
    expect((await create(ola, { amount: '600', dayOfMonth: 10, payoutAccountId: payout })).statusCode).toBe(
      201,
    );
    const over = await create(ola, { amount: '400.01', dayOfMonth: 20, payoutAccountId: payout });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'MANDATE_MAX_EXCEEDED', max: '1000.00' });
    const [made] = await list(ola);
    // AvtaleGiro's notice goes out 7 days ahead: 10 December is the first run still open.
    expect(made).toMatchObject({ nextRunDate: '2026-12-10' });
  });

  it('stop before the cut-off with nothing more to run, after it with the run already at the bank', async () => {
    clock.set(T0);
    const c = await investor(server, 'Siri Stops');
    const { payout } = await withMandate(c, 'SE45 5000 0000 0583 9825 7466');
    const early = (await create(c, { amount: '100', dayOfMonth: 15, payoutAccountId: payout })).json();
    const late = (await create(c, { amount: '200', dayOfMonth: 16, payoutAccountId: payout })).json();
    expect([early.nextRunDate, late.nextRunDate]).toEqual(['2026-12-15', '2026-12-16']);
    // Monday 14 December, 16:31 in Stockholm: past the 15th's cut-off; Tuesday 16:29: before the 16th's.
    clock.set('2026-12-14T15:31:00Z');
    await c.login();
    const stopEarly = await c.client.callOk(api.accountsAndMoney.stopRecurringDeposit, {
      params: { accid: c.accid, id: early.id },
    });
    expect(stopEarly).toMatchObject({ status: 'STOPPED', nextRunDate: '2026-12-15' });
    clock.set('2026-12-15T15:29:00Z');
    await c.login();
    const stopLate = await c.client.callOk(api.accountsAndMoney.stopRecurringDeposit, {
      params: { accid: c.accid, id: late.id },
    });
    expect(stopLate).toMatchObject({ status: 'STOPPED', nextRunDate: null });
    // Someone else cannot stop (nor see) them.
    const other = await investor(server, 'Ove Outsider');
    const stranger = await other.client.call(api.accountsAndMoney.stopRecurringDeposit, {
      params: { accid: c.accid, id: early.id },
    });
    expect(stranger.statusCode).toBe(404);

    await runOn('2026-12-16T06:00:00Z');
    await runOn('2027-01-20T06:00:00Z');
    await c.login();
    const byId = new Map((await list(c)).map((d) => [d.id, d]));
    expect(byId.get(early.id)).toMatchObject({
      nextRunDate: null,
      runs: [expect.objectContaining({ month: '2026-12', status: 'RECEIVED' })],
    });
    expect(byId.get(late.id)).toMatchObject({ nextRunDate: null, runs: [] });
    expect(await cash(c)).toBe('100.00');
  });
});
