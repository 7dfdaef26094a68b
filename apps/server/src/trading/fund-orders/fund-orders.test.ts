import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  entrySum,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  ledgerHealth,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettlement } from '../../accounts-and-money/settlement/settlement.ts';
import { ManualClock } from '../../clock.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm: before the 13:00 cut-off.
const T0 = '2026-11-24T09:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;
let market: ScriptedMarket;
let fund: { id: number };
let norwegianFund: { id: number };
let share: { id: number; lotSize: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  fund = await instrumentBySymbol(server, 'AVA GLOBAL');
  norwegianFund = await instrumentBySymbol(server, 'KLP AKSJEGLOBAL');
  share = await instrumentBySymbol(server, 'VOLV B');
  market.set(fund.id, { last: '312.57', currency: 'SEK' });
  market.set(share.id, { last: '250.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

const order = (c: Investor, body: Record<string, unknown>, key = randomUUID()) =>
  c.client.call(api.trading.placeFundOrder, {
    params: { accid: c.accid },
    body: body as never,
    headers: { 'idempotency-key': key },
  });

const account = async (c: Investor) =>
  (await c.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === c.accid)!;

const fundOrders = (c: Investor) =>
  c.client.callOk(api.trading.listFundOrders, { params: { accid: c.accid } });

/** The clock moved on, due jobs run, and the customer logged in again (the session idled out). */
async function moveTo(time: string, c: Investor): Promise<void> {
  clock.set(time);
  await server.runJobs();
  await c.login();
}

const holding = async (c: Investor, instrumentId: number) =>
  (await c.client.callOk(api.portfolio.positions, { params: { accid: c.accid } })).find(
    (p) => p.instrumentId === instrumentId,
  );

describe('fund orders', () => {
  it('buy for an amount before the cut-off: held back now, priced at the day’s NAV, in the holding', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Frida Fund', '5000.00');
    const key = randomUUID();
    const placed = await order(c, { instrumentId: fund.id, side: 'BUY', amount: '1000' }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      state: 'REGISTERED',
      side: 'BUY',
      amount: '1000.00',
      units: null,
      cutOff: '2026-11-24T12:00:00.000Z',
      estimatedTradeDate: '2026-11-24',
      settleDate: '2026-11-27',
    });
    // The amount is held back at once; the same key again changes nothing.
    expect((await order(c, { instrumentId: fund.id, side: 'BUY', amount: '1000' }, key)).json()).toEqual(
      placed.json(),
    );
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('1000.00');
    expect(await entrySum(server, c.accid, 'cash', 'SEK')).toBe('4000.00');

    // At the cut-off it is sent; once the NAV is known it is priced.
    await moveTo('2026-11-24T12:00:00Z', c);
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'SENT' });
    market.setNav(fund.id, '2026-11-24', '312.57');
    await moveTo('2026-11-24T17:00:00Z', c);
    const [priced] = await fundOrders(c);
    // 1,000 SEK at 312.57: 3.1992 units (rounded down to four decimals); the whole amount is paid.
    expect(priced).toMatchObject({
      state: 'PRICED',
      units: '3.1992',
      nav: '312.57',
      settledAmount: '1000.00',
    });
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('0.00');
    const position = await holding(c, fund.id);
    expect(position).toMatchObject({ volume: 3.1992, reservedVolume: 0, averagePrice: '312.57' });
    expect(position?.acquisitionCost).toBe('1000.00');

    // The account's transactions show the purchase at the NAV, filtered as a buy too.
    const { transactions } = await c.client.callOk(api.accountsAndMoney.transactions, {
      params: { accid: c.accid },
      query: { types: 'BUY' },
    });
    expect(transactions).toEqual([
      expect.objectContaining({
        type: 'BUY',
        volume: 3.1992,
        price: '312.57',
        amount: '-1000.00',
        fee: '0.00',
      }),
    ]);

    // On the settlement day it is settled.
    await moveTo('2026-11-27T00:00:00Z', c);
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'SETTLED' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('sell all: the units are held back, the cash waits for its settlement day', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Sigge Sells', '2000.00');
    expect((await order(c, { instrumentId: fund.id, side: 'BUY', amount: '1500' })).statusCode).toBe(201);
    market.setNav(fund.id, '2026-11-24', '100');
    await moveTo('2026-11-24T17:00:00Z', c);
    expect((await holding(c, fund.id))?.volume).toBe(15);

    // After the cut-off: the next bank day's NAV.
    const sold = await order(c, { instrumentId: fund.id, side: 'SELL', all: true });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json()).toMatchObject({ units: '15', all: true, estimatedTradeDate: '2026-11-25' });
    expect(await holding(c, fund.id)).toMatchObject({ volume: 15, reservedVolume: 15 });
    // Nothing more to sell while these units are held back.
    expect((await order(c, { instrumentId: fund.id, side: 'SELL', units: '0.5' })).json()).toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_HOLDINGS',
    });

    market.setNav(fund.id, '2026-11-25', '110.5');
    await moveTo('2026-11-25T17:00:00Z', c);
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'PRICED', settledAmount: '1657.50' });
    expect(await holding(c, fund.id)).toBeUndefined();
    // 500 left from the deposit plus the sale; the sale is withdrawable once it settles (T+3).
    expect(await account(c)).toMatchObject({ withdrawable: '500.00', unsettled: '1657.50' });
    await moveTo('2026-11-30T06:00:00Z', c);
    await runSettlement(server.ctx);
    expect(await account(c)).toMatchObject({ withdrawable: '2157.50' });
    // The realised gain counts the fund's units at their NAVs: 1,657.50 less 1,500.
    const realised = await c.client.callOk(api.portfolio.realised, {
      params: { accid: c.accid },
      query: { year: 2026 },
    });
    expect(realised.total).toMatchObject({ result: '157.50' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('may be cancelled before its cut-off, and not after', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Carin Cancels', '1000.00');
    const first = (await order(c, { instrumentId: fund.id, side: 'BUY', amount: '400' })).json() as {
      id: string;
    };
    const cancel = (id: string) =>
      c.client.call(api.trading.cancelFundOrder, { params: { accid: c.accid, id } });
    expect((await cancel(first.id)).statusCode).toBe(204);
    expect((await cancel(first.id)).statusCode).toBe(204);
    expect(await entrySum(server, c.accid, 'cash', 'SEK')).toBe('1000.00');
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'CANCELLED' });

    const second = (await order(c, { instrumentId: fund.id, side: 'BUY', amount: '400' })).json() as {
      id: string;
    };
    clock.set('2026-11-24T12:00:00Z');
    await c.login();
    expect((await cancel(second.id)).json()).toMatchObject({
      status: 409,
      code: 'FUND_ORDER_NOT_CANCELLABLE',
    });
    await server.runJobs();
    expect((await cancel(second.id)).json()).toMatchObject({
      status: 409,
      code: 'FUND_ORDER_NOT_CANCELLABLE',
    });
    expect((await cancel(randomUUID())).statusCode).toBe(404);
  });

  it('refuses what is not a fund order, with a code and nothing held back', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Rune Refused', '500.00');
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ instrumentId: share.id, side: 'BUY', amount: '200' }, 422, 'NOT_A_FUND'],
      [{ instrumentId: fund.id, side: 'BUY', amount: '99.99' }, 422, 'AMOUNT_TOO_SMALL'],
      [{ instrumentId: fund.id, side: 'BUY', units: '2' }, 422, 'INVALID_FUND_ORDER'],
      [{ instrumentId: fund.id, side: 'SELL', amount: '200' }, 422, 'INVALID_FUND_ORDER'],
      [{ instrumentId: fund.id, side: 'SELL', units: '1', all: true }, 422, 'INVALID_FUND_ORDER'],
      [{ instrumentId: fund.id, side: 'BUY', amount: '600' }, 422, 'INSUFFICIENT_BUYING_POWER'],
      [{ instrumentId: fund.id, side: 'SELL', units: '1' }, 422, 'INSUFFICIENT_HOLDINGS'],
      [{ instrumentId: fund.id, side: 'SELL', units: '1.23456' }, 400, 'VALIDATION_FAILED'],
      [{ instrumentId: 999_999, side: 'BUY', amount: '200' }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of refusals) {
      expect((await order(c, body)).json(), JSON.stringify(body)).toMatchObject({ status, code });
    }
    expect((await order(c, { instrumentId: fund.id, side: 'BUY', amount: '10' })).json()).toMatchObject({
      minimum: '100',
    });
    // A fund is not traded on the exchange: an ordinary order for one says where to go.
    const ordinary = await placeOrder(c.client, c.accid, {
      instrumentId: fund.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
    });
    expect(ordinary.json()).toMatchObject({ status: 422, code: 'USE_FUND_ORDER' });
    expect(await fundOrders(c)).toEqual([]);
    expect(await entrySum(server, c.accid, 'cash', 'SEK')).toBe('500.00');
  });

  it('buys a fund in another currency at the live FX rate, through the house FX account', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Nora Norsk', '3000.00');
    market.setFx('NOK', '0.95');
    const placed = await order(c, { instrumentId: norwegianFund.id, side: 'BUY', amount: '950' });
    // Norway's cut-off is 08:30 Oslo time: 10:00 in Stockholm is past it.
    expect(placed.json()).toMatchObject({ estimatedTradeDate: '2026-11-25' });
    market.setNav(norwegianFund.id, '2026-11-25', '2000');
    await moveTo('2026-11-25T17:00:00Z', c);
    // 950 SEK is 1,000 NOK at 0.95: half a unit at 2,000 NOK.
    expect((await fundOrders(c))[0]).toMatchObject({
      state: 'PRICED',
      units: '0.5',
      settledAmount: '950.00',
    });
    expect((await holding(c, norwegianFund.id))?.volume).toBe(0.5);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('switch: the sale priced first, its proceeds then buy the other fund at its next NAV', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Svea Switch', '1000.00');
    const other = await instrumentBySymbol(server, 'NN IDX GLOBAL');
    expect((await order(c, { instrumentId: fund.id, side: 'BUY', amount: '1000' })).statusCode).toBe(201);
    market.setNav(fund.id, '2026-11-24', '100');
    await moveTo('2026-11-24T17:00:00Z', c);
    await c.login();

    const switchTo = (body: Record<string, unknown>, key = randomUUID()) =>
      c.client.call(api.trading.placeFundSwitch, {
        params: { accid: c.accid },
        body: body as never,
        headers: { 'idempotency-key': key },
      });
    expect(
      (await switchTo({ fromInstrumentId: fund.id, toInstrumentId: fund.id, all: true })).json(),
    ).toMatchObject({
      status: 422,
      code: 'INVALID_FUND_ORDER',
    });
    expect(
      (await switchTo({ fromInstrumentId: fund.id, toInstrumentId: share.id, all: true })).json(),
    ).toMatchObject({
      status: 422,
      code: 'NOT_A_FUND',
    });
    const switched = await switchTo({ fromInstrumentId: fund.id, toInstrumentId: other.id, units: '4' });
    expect(switched.statusCode, switched.body).toBe(201);
    const view = switched.json() as { id: string; state: string; sell: { units: string; switchId: string } };
    expect(view).toMatchObject({ state: 'REGISTERED', fromInstrumentId: fund.id, toInstrumentId: other.id });
    expect(view.sell).toMatchObject({ units: '4', switchId: view.id, switchToInstrumentId: other.id });

    // The sale is priced on the next bank day; its 440 SEK then buy the other fund on the day after.
    market.setNav(fund.id, '2026-11-25', '110');
    await moveTo('2026-11-25T17:00:00Z', c);
    const legs = await fundOrders(c);
    const buyLeg = legs.find((o) => o.side === 'BUY' && o.switchId === view.id);
    expect(buyLeg).toMatchObject({ state: 'REGISTERED', amount: '440.00', estimatedTradeDate: '2026-11-26' });
    expect(legs.find((o) => o.id !== buyLeg?.id && o.switchId === view.id)).toMatchObject({
      state: 'PRICED',
    });
    market.setNav(other.id, '2026-11-26', '220');
    await moveTo('2026-11-26T17:00:00Z', c);
    expect((await fundOrders(c)).find((o) => o.id === buyLeg?.id)).toMatchObject({
      state: 'PRICED',
      units: '2',
    });
    expect((await holding(c, other.id))?.volume).toBe(2);
    expect((await holding(c, fund.id))?.volume).toBe(6);
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('is rejected, and what it held back freed, when no NAV is published for its trade date', async () => {
    clock.set(T0);
    const c = await fundedInvestor(server, 'Nils Nonav', '1000.00');
    expect((await order(c, { instrumentId: fund.id, side: 'BUY', amount: '500' })).statusCode).toBe(201);
    market.setNav(fund.id, '2026-11-24', null);
    await moveTo('2026-11-24T17:00:00Z', c);
    // Asked again hourly meanwhile.
    await moveTo('2026-11-26T17:00:00Z', c);
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'SENT' });
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('500.00');
    await moveTo('2026-11-27T18:00:00Z', c);
    expect((await fundOrders(c))[0]).toMatchObject({ state: 'REJECTED', rejectReason: 'NAV_NOT_PUBLISHED' });
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('0.00');
    expect(await entrySum(server, c.accid, 'cash', 'SEK')).toBe('1000.00');
    market.setNav(fund.id, '2026-11-24', '312.57');
  });
});
