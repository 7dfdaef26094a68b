import { api } from '@havn/contract';
import {
  depositCash,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { accountYearEndValues } from '../db/schema/accounts.ts';
import { enqueue } from '../platform/jobs/index.ts';
import { yearEndValuesJob } from './jobs.ts';

const clock = new ManualClock('2026-11-03T10:00:00Z');
let server: TestServer;
let market: ScriptedMarket;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
});
afterAll(async () => {
  await server.close();
});

describe("the aktiesparekonto's room after a year end", () => {
  it('counts from the value on 31 December the job kept, to the krone: room exactly used, one krone over refused', async () => {
    const mette = await investor(server, 'Mette Year End', 'dk');
    const novo = await instrumentBySymbol(server, 'NOVO B');
    market.set(novo.id, { last: '500', currency: 'DKK' });
    expect((await depositCash(mette.client, mette.accid, '100000', 'DKK')).statusCode).toBe(201);
    const buy = await placeOrder(mette.client, mette.accid, {
      instrumentId: novo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 20,
    });
    expect(buy.statusCode).toBe(201);
    // Before any year end is kept: the deposits count.
    const room = async () => (await mette.client.callOk(api.accountsAndMoney.listAccounts))[0]!.depositRoom;
    expect(await room()).toBe('74200.00');

    // The first run after the year end values the account at the close of 31 December.
    clock.set('2027-01-02T00:30:00Z');
    await enqueue(server.ctx, yearEndValuesJob, {});
    await server.runJobs();
    await mette.login(); // two months on, the session has ended
    const report = await mette.client.callOk(api.portfolio.report, {
      params: { accid: mette.accid },
      query: { year: 2026 },
    });
    const kept = await server.ctx.db.select().from(accountYearEndValues);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ accid: mette.accid, year: 2026 });
    expect(Number(kept[0]!.value).toFixed(2)).toBe(report.endValue);

    // 2027's room: the cap less that value (no deposits yet this year), to the øre.
    const expected = (174200 - Number(report.endValue)).toFixed(2);
    expect(expected).not.toBe('74200.00'); // the shares moved and the fee was paid: not the deposits
    expect(await room()).toBe(expected);
    const over = (Number(expected) + 1).toFixed(2);
    expect((await depositCash(mette.client, mette.accid, over, 'DKK')).json()).toMatchObject({
      status: 422,
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: expected,
    });
    expect((await depositCash(mette.client, mette.accid, expected, 'DKK')).statusCode).toBe(201);
    expect((await depositCash(mette.client, mette.accid, '1.00', 'DKK')).json()).toMatchObject({
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: '0.00',
    });
    expect(await room()).toBe('0.00');

    // A later run finds nothing to do and keeps the first value.
    clock.set('2027-01-03T00:30:00Z');
    await enqueue(server.ctx, yearEndValuesJob, {});
    await server.runJobs();
    expect(await server.ctx.db.select().from(accountYearEndValues)).toEqual(kept);
  });
});
