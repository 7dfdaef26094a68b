import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  confirmEidNow,
  depositCash,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  openAccountOf,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { eidIdentities } from '../../db/schema/onboarding.ts';
import { accountOfUser } from '../accounts/accounts-repo.ts';
import { sendWithdrawal, settleWithdrawal } from './withdrawal-jobs.ts';
import { cancelWithdrawal } from './withdrawals.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm: before the cut-off.
const T0 = '2026-11-24T09:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;
let market: ScriptedMarket;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await server.close();
});

async function withPayoutAccount(c: Investor, iban = 'SE45 5000 0000 0583 9825 7466'): Promise<string> {
  await confirmEidNow(server);
  const added = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, { body: { iban } });
  clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
  await server.runJobs();
  return added.id;
}

const withdraw = (c: Investor, body: { amount: string; payoutAccountId: string }, key = randomUUID()) =>
  c.client.call(api.accountsAndMoney.withdraw, {
    params: { accid: c.accid },
    body,
    headers: { 'idempotency-key': key },
  });

const money = async (c: Investor) =>
  (await c.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === c.accid)!;

const list = (c: Investor) =>
  c.client.callOk(api.accountsAndMoney.withdrawals, { params: { accid: c.accid } });

describe('withdrawals', () => {
  it('go only to an active payout account of the customer’s own, within withdrawable cash', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Wilma Withdraws', '1000.00');
    await confirmEidNow(server);
    const pending = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, {
      body: { clearingNumber: '5000', accountNumber: '1234560' },
    });
    // Not verified yet.
    const early = await withdraw(c, { amount: '100.00', payoutAccountId: pending.id });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_NOT_ACTIVE' });
    const rejected = await withPayoutAccount(c, 'NO08 8601 0000 000');
    expect((await withdraw(c, { amount: '1.00', payoutAccountId: rejected })).json()).toMatchObject({
      code: 'PAYOUT_ACCOUNT_NOT_ACTIVE',
    });
    // Someone else's active account is not mine.
    const other = await fundedInvestor(server, 'Olof Other', '10.00');
    const theirs = await withPayoutAccount(other, 'DE89 3704 0044 0532 0130 00');
    expect((await withdraw(c, { amount: '1.00', payoutAccountId: theirs })).json()).toMatchObject({
      code: 'PAYOUT_ACCOUNT_NOT_ACTIVE',
    });

    const active = pending.id;
    const tooMuchKey = randomUUID();
    const tooMuch = await withdraw(c, { amount: '1000.01', payoutAccountId: active }, tooMuchKey);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_WITHDRAWABLE_CASH', withdrawable: '1000.00' });
    // The refusal is kept for the key: a retry hears it again, with what could be withdrawn, and moves nothing.
    const retried = await withdraw(c, { amount: '1000.01', payoutAccountId: active }, tooMuchKey);
    expect(retried.statusCode).toBe(422);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(tooMuch.json());
    expect(await list(c)).toEqual([]);
  });

  it('from a pension account: PENSION_LOCKED before the payout age (from the eID birth date), paid from it', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Pia Pension', '10.00');
    const pension = await openAccountOf(server, c.client, 'PRIVATE_PENSION');
    expect((await depositCash(c.client, pension, '500.00', 'SEK')).statusCode).toBe(201);
    const to = await withPayoutAccount(c);
    const fromPension = (key = randomUUID()) =>
      c.client.call(api.accountsAndMoney.withdraw, {
        params: { accid: pension },
        body: { amount: '100.00', payoutAccountId: to },
        headers: { 'idempotency-key': key },
      });
    // No eID birth date known: locked, never paid out on a guess.
    expect((await fromPension()).json()).toMatchObject({ status: 422, code: 'PENSION_LOCKED' });
    const identity = {
      userId: c.userId,
      country: 'se',
      method: 'BANKID_SE',
      givenName: 'Pia',
      familyName: 'Pension',
      address: null,
      verifiedAt: clock.now(),
    };
    // Born 25 November 1971: 54 until tomorrow, a day short of a Swedish pension's 55.
    await server.ctx.db
      .insert(eidIdentities)
      .values({ ...identity, personalNumber: `PIA${randomUUID()}`, birthDate: '1971-11-25' });
    expect((await fromPension()).json()).toMatchObject({ status: 422, code: 'PENSION_LOCKED' });
    expect(await c.client.callOk(api.accountsAndMoney.withdrawals, { params: { accid: pension } })).toEqual(
      [],
    );
    // Turned 55 yesterday: it pays out.
    await server.ctx.db.execute(
      sql`update eid_identities set birth_date = '1971-11-23' where user_id = ${c.userId}`,
    );
    const paid = await fromPension();
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it("a pension's payout makes no room under its yearly contribution cap", async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Ivar Ips', '10.00', 'NOK', 'no');
    const ips = await openAccountOf(server, c.client, 'IPS');
    // Born 1960: past the IPS payout age of 62, so it pays out.
    await server.ctx.db.insert(eidIdentities).values({
      userId: c.userId,
      country: 'no',
      method: 'BANKID_NO',
      givenName: 'Ivar',
      familyName: 'Ips',
      address: null,
      verifiedAt: clock.now(),
      personalNumber: `IVAR${randomUUID()}`,
      birthDate: '1960-03-01',
    });
    expect((await depositCash(c.client, ips, '25000.00', 'NOK')).statusCode).toBe(201);
    const to = await withPayoutAccount(c, 'NO93 8601 1117 947');
    const paid = await c.client.call(api.accountsAndMoney.withdraw, {
      params: { accid: ips },
      body: { amount: '10000.00', payoutAccountId: to },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await server.runJobs(); // sent at once: before the cut-off
    const account = (await c.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === ips);
    expect(account).toMatchObject({ cash: '15000.00', depositRoom: '0.00' });
    expect((await depositCash(c.client, ips, '1.00', 'NOK')).json()).toMatchObject({
      status: 422,
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '0.00',
    });
  });

  it('before 13:00 leaves the same day; reserved, posted on sending, settled; a retry is the same withdrawal', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Sven Sends', '1000.00');
    const to = await withPayoutAccount(c);
    const key = randomUUID();
    const first = await withdraw(c, { amount: '400.00', payoutAccountId: to }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'REQUESTED',
      expectedArrival: '2026-11-24',
      amount: '400.00',
    });
    const again = await withdraw(c, { amount: '400.00', payoutAccountId: to }, key);
    expect(again.json().id).toBe(first.json().id);
    expect(await money(c)).toMatchObject({ cash: '1000.00', buyingPower: '600.00', withdrawable: '600.00' });

    await server.runJobs(); // sent at once: before the cut-off
    expect((await list(c))[0]).toMatchObject({ status: 'SENT' });
    expect(await money(c)).toMatchObject({ cash: '600.00', withdrawable: '600.00' });
    const cancel = await c.client.call(api.accountsAndMoney.cancelWithdrawal, {
      params: { accid: c.accid, id: first.json().id },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_CANCELLABLE' });

    clock.advance(server.ctx.config.bank.settlementDelaySeconds * 1000);
    await server.runJobs();
    expect((await list(c))[0]).toMatchObject({ status: 'SETTLED' });
    await server.runJobs();
    expect(await money(c)).toMatchObject({ cash: '600.00' });
    const tx = await c.client.callOk(api.accountsAndMoney.transactions, { params: { accid: c.accid } });
    expect(tx.transactions[0]).toMatchObject({ type: 'WITHDRAWAL', amount: '-400.00' });
  });

  it('claims the key in the withdrawal’s own transaction: twins sent together make one withdrawal, no 409', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Tove Twins', '1000.00');
    const to = await withPayoutAccount(c);
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => withdraw(c, { amount: '250.00', payoutAccountId: to }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await list(c)).toHaveLength(1);
    expect(await money(c)).toMatchObject({ withdrawable: '750.00' });
    // Nothing is left IN_FLIGHT for a crash to strand: the key's row is there only as DONE.
    const keys = await server.ctx.db.execute(sql`select state from idempotency_keys where key = ${key}`);
    expect(rowsOf(keys)).toEqual([{ state: 'DONE' }]);
  });

  it('at 13:00 and on a Friday afternoon arrive the next bank day, and wait until then', async () => {
    clock.set('2026-11-24T12:00:00Z'); // 13:00 in Stockholm
    const c = await fundedInvestor(server, 'Cecilia Cutoff', '1000.00');
    const to = await withPayoutAccount(c);
    clock.set('2026-11-24T12:00:00Z');
    await c.login();
    const late = await withdraw(c, { amount: '10.00', payoutAccountId: to });
    expect(late.json()).toMatchObject({ expectedArrival: '2026-11-25' });
    await server.runJobs();
    expect((await list(c))[0]).toMatchObject({ status: 'REQUESTED' });
    clock.set('2026-11-25T07:00:00Z'); // 08:00 the next morning
    await server.runJobs();
    await c.login();
    expect((await list(c))[0]).toMatchObject({ status: 'SENT' });

    clock.set('2026-11-27T14:00:00Z'); // Friday 15:00
    await c.login();
    const friday = await withdraw(c, { amount: '10.00', payoutAccountId: to });
    expect(friday.json()).toMatchObject({ expectedArrival: '2026-11-30' });
    clock.set('2026-12-24T08:00:00Z'); // julafton, 09:00: banks are closed
    await c.login();
    const christmas = await withdraw(c, { amount: '10.00', payoutAccountId: to });
    expect(christmas.json()).toMatchObject({ expectedArrival: '2026-12-28' });
  });

  it('can be cancelled while REQUESTED, and then the cash is free again; a second cancel is a no-op', async () => {
    clock.set('2026-11-24T15:00:00Z'); // after the cut-off: it waits for tomorrow
    const c = await fundedInvestor(server, 'Carl Cancels', '500.00');
    const to = await withPayoutAccount(c);
    await c.login();
    const made = (await withdraw(c, { amount: '500.00', payoutAccountId: to })).json();
    expect(await money(c)).toMatchObject({ withdrawable: '0.00', buyingPower: '0.00' });
    for (let i = 0; i < 2; i += 1) {
      const cancel = await c.client.call(api.accountsAndMoney.cancelWithdrawal, {
        params: { accid: c.accid, id: made.id },
      });
      expect(cancel.statusCode).toBe(204);
    }
    expect(await money(c)).toMatchObject({ cash: '500.00', withdrawable: '500.00' });
    clock.set('2026-11-25T08:00:00Z');
    await server.runJobs();
    await c.login();
    expect((await list(c))[0]).toMatchObject({ status: 'CANCELLED' });
  });

  it('a cancel racing the sending job: exactly one wins, and the money is where the winner says', async () => {
    clock.set('2026-11-24T15:00:00Z');
    const c = await fundedInvestor(server, 'Rita Races', '300.00');
    const to = await withPayoutAccount(c);
    await c.login();
    const made = (await withdraw(c, { amount: '300.00', payoutAccountId: to })).json();
    clock.set('2026-11-25T08:00:00Z');
    const account = (await accountOfUser(server.ctx.db, c.userId, c.accid))!;
    const [sent, cancelled] = await Promise.allSettled([
      sendWithdrawal(server.ctx, made.id),
      cancelWithdrawal(server.ctx, account, made.id),
    ]);
    expect(sent.status).toBe('fulfilled');
    await c.login();
    const [row] = await list(c);
    if (cancelled.status === 'fulfilled') {
      expect(row!.status).toBe('CANCELLED');
      expect(await money(c)).toMatchObject({ cash: '300.00' });
    } else {
      expect(row!.status).toBe('SENT');
      expect(await money(c)).toMatchObject({ cash: '0.00' });
    }
  });

  it('rejected by the bank puts the cash back; a replayed outcome changes nothing', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Bengt Bounces', '800.00');
    // The simulator's rule: a payment to an account ending in 9999 bounces (closed at the bank).
    const closed = await withPayoutAccount(c, 'SE87 5000 0000 0500 0000 9999');
    clock.set(T0);
    await c.login();
    const made = (await withdraw(c, { amount: '250.00', payoutAccountId: closed })).json();
    await server.runJobs();
    expect(await money(c)).toMatchObject({ cash: '550.00' });
    clock.advance(server.ctx.config.bank.settlementDelaySeconds * 1000);
    await server.runJobs();
    await c.login();
    const [row] = await list(c);
    expect(row).toMatchObject({ id: made.id, status: 'REJECTED', rejectReason: 'ACCOUNT_CLOSED' });
    expect(await money(c)).toMatchObject({ cash: '800.00', withdrawable: '800.00' });
    await settleWithdrawal(server.ctx, made.id);
    expect(await money(c)).toMatchObject({ cash: '800.00' });
    const tx = await c.client.callOk(api.accountsAndMoney.transactions, { params: { accid: c.accid } });
    expect(tx.transactions.slice(0, 2).map((t) => [t.type, t.amount])).toEqual([
      ['WITHDRAWAL', '250.00'],
      ['WITHDRAWAL', '-250.00'],
    ]);
  });

  it('counts only settled cash: a sale’s proceeds wait for settlement', async () => {
    clock.set('2026-11-26T09:00:00Z');
    const c = await fundedInvestor(server, 'Ulla Unsettled', '1000.00');
    const to = await withPayoutAccount(c);
    clock.set('2026-11-26T09:00:00Z');
    await c.login();
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    market.set(volvo.id, { last: '100.00', currency: 'SEK' });
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 9,
    });
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 9,
    });
    const after = await money(c);
    const refused = await withdraw(c, { amount: after.buyingPower, payoutAccountId: to });
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_WITHDRAWABLE_CASH',
      withdrawable: after.withdrawable,
    });
    expect(Number(after.withdrawable)).toBeLessThan(200);
  });
});
