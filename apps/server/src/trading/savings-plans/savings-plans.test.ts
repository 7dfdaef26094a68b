import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import {
  confirmEidNow,
  entrySum,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  ledgerHealth,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDueRuns } from '../../accounts-and-money/direct-debit/recurring-runs.ts';
import { ManualClock } from '../../clock.ts';
import { makeDueSavingsRuns } from './savings-runs.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
const T0 = '2026-11-24T09:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;
let market: ScriptedMarket;
let fund: { id: number };
let etf: { id: number };
let share: { id: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  fund = await instrumentBySymbol(server, 'AVA GLOBAL');
  etf = await instrumentBySymbol(server, 'XACT OMXS30');
  share = await instrumentBySymbol(server, 'VOLV B');
  market.set(fund.id, { last: '300.00', currency: 'SEK' });
  market.set(etf.id, { last: '100.00', currency: 'SEK' });
  // The simulated bank answers over HTTP: direct debits are collected from it.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await server.close();
});

const create = (c: Investor, body: Record<string, unknown>, key = randomUUID()) =>
  c.client.call(api.savings.createSavingsPlan, {
    body: { accid: c.accid, source: 'CASH', dayOfMonth: 25, ...body } as never,
    headers: { 'idempotency-key': key },
  });

const mix = () => [
  { instrumentId: fund.id, percent: 60 },
  { instrumentId: etf.id, percent: 40 },
];

/** The clock moved on, the day's runs made and their jobs run, and the customer logged in again. */
async function runDay(time: string, c: Investor): Promise<void> {
  clock.set(time);
  await makeDueRuns(server.ctx);
  await server.runJobs();
  await makeDueSavingsRuns(server.ctx);
  await server.runJobs();
  await c.login();
}

describe('monthly savings plans', () => {
  it('are checked as the spec says, and a retried request makes one plan', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Petra Plan', '100.00');
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: '500', allocations: [{ instrumentId: fund.id, percent: 90 }] }, 'ALLOCATION_NOT_100'],
      [{ amount: '99', allocations: mix() }, 'AMOUNT_TOO_SMALL'],
      [{ amount: '500', allocations: [{ instrumentId: share.id, percent: 100 }] }, 'NOT_A_FUND_OR_ETF'],
      [
        {
          amount: '500',
          allocations: [
            { instrumentId: fund.id, percent: 50 },
            { instrumentId: fund.id, percent: 50 },
          ],
        },
        'INVALID_SAVINGS_PLAN',
      ],
      [{ amount: '500', allocations: mix(), source: 'DIRECT_DEBIT' }, 'INVALID_SAVINGS_PLAN'],
      [
        { amount: '500', allocations: mix(), source: 'DIRECT_DEBIT', payoutAccountId: randomUUID() },
        'MANDATE_NOT_ACTIVE',
      ],
    ];
    for (const [body, code] of refusals) {
      expect((await create(c, body)).json(), JSON.stringify(body)).toMatchObject({ status: 422, code });
    }
    expect((await create(c, { amount: '500', allocations: mix(), dayOfMonth: 29 })).statusCode).toBe(400);
    expect((await create(c, { amount: '500', allocations: mix(), accid: '99999999' })).json()).toMatchObject({
      status: 404,
    });

    const key = randomUUID();
    const made = await create(c, { amount: '500', allocations: mix() }, key);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'ACTIVE', nextRunDate: '2026-11-25', amount: '500.00' });
    expect((await create(c, { amount: '500', allocations: mix() }, key)).json()).toEqual(made.json());
    expect(await c.client.callOk(api.savings.savingsPlans)).toHaveLength(1);
  });

  it('run once a month on their day: a fund order for the fund, whole ETF units on the exchange', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Rut Runs', '2000.00');
    const plan = (await create(c, { amount: '1000', allocations: mix() })).json() as { id: string };

    await runDay('2026-11-25T05:00:00Z', c);
    await makeDueSavingsRuns(server.ctx);
    const runs = await c.client.callOk(api.savings.savingsPlanRuns, { params: { id: plan.id } });
    expect(runs).toHaveLength(1);
    const [run] = runs;
    // 600 SEK to the fund by fund order; 400 SEK buys 3 ETF units at 100 (with the 5 % protection).
    expect(run).toMatchObject({ month: '2026-11', runDate: '2026-11-25', status: 'DONE' });
    expect(run?.orders).toEqual([
      expect.objectContaining({ instrumentId: fund.id, amount: '600.00', skipReason: null, orderId: null }),
      expect.objectContaining({
        instrumentId: etf.id,
        amount: '400.00',
        skipReason: null,
        fundOrderId: null,
      }),
    ]);
    const [fundOrder] = await c.client.callOk(api.trading.listFundOrders, { params: { accid: c.accid } });
    expect(fundOrder).toMatchObject({ id: run?.orders[0]?.fundOrderId, side: 'BUY', amount: '600.00' });
    const positions = await c.client.callOk(api.portfolio.positions, { params: { accid: c.accid } });
    expect(positions.find((p) => p.instrumentId === etf.id)?.volume).toBe(3);
    // The next run is December's, past Christmas.
    const [after] = await c.client.callOk(api.savings.savingsPlans);
    expect(after).toMatchObject({ nextRunDate: '2026-12-28' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('buy what the cash covers: a part it does not is skipped, with the reason', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Stina Short', '700.00');
    const plan = (await create(c, { amount: '1000', allocations: mix() })).json() as { id: string };
    await runDay('2026-11-25T05:00:00Z', c);
    const [run] = await c.client.callOk(api.savings.savingsPlanRuns, { params: { id: plan.id } });
    expect(run).toMatchObject({ status: 'PARTIAL' });
    expect(run?.orders[1]).toMatchObject({
      instrumentId: etf.id,
      orderId: null,
      skipReason: 'INSUFFICIENT_CASH',
    });
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('600.00');
  });

  it('pause, resume, change and end; someone else’s plan is not found', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Maja Manage', '100.00');
    const other = await fundedInvestor(server, 'Olle Other', '100.00');
    const plan = (await create(c, { amount: '300', allocations: mix() })).json() as { id: string };
    const params = { params: { id: plan.id } };
    expect(await c.client.callOk(api.savings.pauseSavingsPlan, params)).toMatchObject({
      status: 'PAUSED',
      nextRunDate: null,
    });
    // Paused on its day: no run.
    await runDay('2026-11-25T05:00:00Z', c);
    expect(await c.client.callOk(api.savings.savingsPlanRuns, params)).toEqual([]);
    expect(await c.client.callOk(api.savings.resumeSavingsPlan, params)).toMatchObject({
      status: 'ACTIVE',
      nextRunDate: '2026-12-28',
    });
    const changed = await c.client.call(api.savings.changeSavingsPlan, {
      ...params,
      body: { amount: '400', dayOfMonth: 10, allocations: [{ instrumentId: fund.id, percent: 100 }] },
    });
    expect(changed.json()).toMatchObject({ amount: '400.00', dayOfMonth: 10, nextRunDate: '2026-12-10' });
    expect(
      (
        await c.client.call(api.savings.changeSavingsPlan, {
          ...params,
          body: { amount: '400', dayOfMonth: 10, allocations: [{ instrumentId: fund.id, percent: 99 }] },
        })
      ).json(),
    ).toMatchObject({ status: 422, code: 'ALLOCATION_NOT_100' });

    await other.login();
    expect((await other.client.call(api.savings.pauseSavingsPlan, params)).statusCode).toBe(404);
    expect((await other.client.call(api.savings.savingsPlanRuns, params)).statusCode).toBe(404);
    expect((await other.client.call(api.savings.cancelSavingsPlan, params)).statusCode).toBe(404);

    expect((await c.client.call(api.savings.cancelSavingsPlan, params)).statusCode).toBe(204);
    expect((await c.client.call(api.savings.cancelSavingsPlan, params)).statusCode).toBe(204);
    expect((await c.client.call(api.savings.resumeSavingsPlan, params)).json()).toMatchObject({
      status: 409,
      code: 'PLAN_CANCELLED',
    });
    const [ended] = await c.client.callOk(api.savings.savingsPlans);
    expect(ended).toMatchObject({ status: 'CANCELLED', nextRunDate: null });
  });

  it('paid by direct debit: the debit on the plan’s day, the purchase two bank days later', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Dora Debit', '1.00');
    await confirmEidNow(server, c.client);
    const payout = await c.client.callOk(api.accountsAndMoney.addPayoutAccount, {
      body: { iban: 'SE45 5000 0000 0583 9825 7466' },
    });
    clock.advance(server.ctx.config.bank.verificationDelaySeconds * 1000);
    await server.runJobs();
    await confirmEidNow(server, c.client);
    await c.client.callOk(api.accountsAndMoney.requestMandate, { body: { payoutAccountId: payout.id } });
    clock.advance(server.ctx.config.bank.mandateDelaySeconds * 1000);
    await server.runJobs();

    const made = await create(c, {
      amount: '500',
      allocations: [{ instrumentId: fund.id, percent: 100 }],
      source: 'DIRECT_DEBIT',
      payoutAccountId: payout.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const plan = made.json() as { id: string; nextRunDate: string };
    expect(plan).toMatchObject({ source: 'DIRECT_DEBIT', nextRunDate: '2026-11-27' });
    const [deposit] = await c.client.callOk(api.accountsAndMoney.recurringDeposits, {
      params: { accid: c.accid },
    });
    expect(deposit).toMatchObject({ amount: '500.00', dayOfMonth: 25, status: 'ACTIVE' });

    // The 25th: the debit is collected; the 27th: the plan buys with it.
    await runDay('2026-11-25T05:00:00Z', c);
    await runDay('2026-11-25T12:00:00Z', c);
    expect(await c.client.callOk(api.savings.savingsPlanRuns, { params: { id: plan.id } })).toEqual([]);
    await runDay('2026-11-27T05:00:00Z', c);
    const [run] = await c.client.callOk(api.savings.savingsPlanRuns, { params: { id: plan.id } });
    expect(run).toMatchObject({ month: '2026-11', runDate: '2026-11-27', status: 'DONE' });

    // Ending the plan stops its debit.
    expect((await c.client.call(api.savings.cancelSavingsPlan, { params: { id: plan.id } })).statusCode).toBe(
      204,
    );
    const [stopped] = await c.client.callOk(api.accountsAndMoney.recurringDeposits, {
      params: { accid: c.accid },
    });
    expect(stopped).toMatchObject({ status: 'STOPPED' });
  });
});
