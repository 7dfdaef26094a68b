import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  entrySum,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm: before the 13:00 cut-off.
const T0 = '2026-11-24T09:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;
let market: ScriptedMarket;
let global: { id: number };
let index: { id: number };
let sweden: { id: number };
let share: { id: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  global = await instrumentBySymbol(server, 'AVA GLOBAL');
  index = await instrumentBySymbol(server, 'NN IDX GLOBAL');
  sweden = await instrumentBySymbol(server, 'NN IDX SVERIGE');
  share = await instrumentBySymbol(server, 'VOLV B');
  for (const fund of [global, index, sweden]) market.set(fund.id, { last: '100.00', currency: 'SEK' });
  market.set(share.id, { last: '250.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

const preview = (c: Investor, body: Record<string, unknown>, accid = c.accid) =>
  c.client.call(api.trading.previewFundRebalance, { params: { accid }, body: body as never });

const rebalance = (c: Investor, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  c.client.call(api.trading.placeFundRebalance, {
    params: { accid: c.accid },
    body: body as never,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

const fundOrders = (c: Investor) =>
  c.client.callOk(api.trading.listFundOrders, { params: { accid: c.accid } });

/** A customer with 8,000 SEK in Avanza Global and 2,000 SEK in NN Index Global, priced at 100. */
async function drifted(name: string): Promise<Investor> {
  clock.set(T0);
  const c = await fundedInvestor(server, name, '10000.00');
  for (const [fund, amount] of [
    [global, '8000'],
    [index, '2000'],
  ] as const) {
    const placed = await c.client.call(api.trading.placeFundOrder, {
      params: { accid: c.accid },
      body: { instrumentId: fund.id, side: 'BUY', amount },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    market.setNav(fund.id, '2026-11-24', '100');
  }
  clock.set('2026-11-24T17:00:00Z');
  await server.runJobs();
  await c.login();
  expect((await fundOrders(c)).map((o) => o.state)).toEqual(['PRICED', 'PRICED']);
  return c;
}

const sixtyForty = () => ({
  targets: [
    { instrumentId: global.id, percent: 60 },
    { instrumentId: index.id, percent: 40 },
  ],
});

describe('rebalancing funds', () => {
  it('previews the drift and one switch of 20 units, with the cut-off and both trade dates', async () => {
    const c = await drifted('Rut Rebalans');
    const seen = await preview(c, {
      targets: [
        { instrumentId: global.id, percent: 60 },
        { instrumentId: index.id, percent: 40 },
      ],
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      currency: 'SEK',
      fundsValue: '10000.00',
      cash: '0.00',
      cashUsed: '0.00',
      minimum: '100.00',
      rows: [
        {
          instrumentId: global.id,
          units: '80',
          value: '8000.00',
          percent: '80.00',
          targetPercent: 60,
          drift: '20.00',
        },
        {
          instrumentId: index.id,
          units: '20',
          value: '2000.00',
          percent: '20.00',
          targetPercent: 40,
          drift: '-20.00',
        },
      ].sort((a, b) => a.instrumentId - b.instrumentId),
      // 17:00 UTC is past the 13:00 cut-off: the sale trades on Wednesday, the purchase on Thursday.
      trades: [
        {
          kind: 'SWITCH',
          fromInstrumentId: global.id,
          toInstrumentId: index.id,
          units: '20',
          amount: '2000.00',
          cutOff: '2026-11-25T12:00:00.000Z',
          estimatedTradeDate: '2026-11-25',
          purchaseTradeDate: '2026-11-26',
        },
      ],
    });
    // A preview places nothing.
    expect(await fundOrders(c)).toHaveLength(2);
  });

  it('places the whole rebalance once: the same key again places nothing twice', async () => {
    const c = await drifted('Ragnar Retry');
    const body = {
      targets: [
        { instrumentId: global.id, percent: 50 },
        { instrumentId: index.id, percent: 30 },
        { instrumentId: sweden.id, percent: 20 },
      ],
    };
    const key = randomUUID();
    const placed = await rebalance(c, body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const view = placed.json() as {
      switches: { fromInstrumentId: number; toInstrumentId: number; sell: { units: string } }[];
    };
    expect(view.switches.map((s) => [s.fromInstrumentId, s.toInstrumentId, s.sell.units])).toEqual([
      [global.id, sweden.id, '20'],
      [global.id, index.id, '10'],
    ]);
    expect(await entrySum(server, c.accid, 'position_reserved', String(global.id))).toBe('30.00');

    const again = await rebalance(c, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(placed.json());
    const sales = (await fundOrders(c)).filter((o) => o.side === 'SELL');
    expect(sales).toHaveLength(2);
    expect(sales.every((o) => o.state === 'REGISTERED' && o.switchToInstrumentId !== null)).toBe(true);
    expect(await entrySum(server, c.accid, 'position_reserved', String(global.id))).toBe('30.00');

    // While those sales wait for their NAV the mix is in flux: a new rebalance waits too.
    expect((await rebalance(c, sixtyForty())).json()).toMatchObject({
      status: 409,
      code: 'FUND_ORDERS_OPEN',
    });
    expect((await preview(c, sixtyForty())).json()).toMatchObject({ status: 409, code: 'FUND_ORDERS_OPEN' });
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });

  it('puts cash in when asked: switches first, a purchase with what the switches leave short', async () => {
    const c = await drifted('Cissi Cash');
    const deposit = await c.client.call(api.accountsAndMoney.deposit, {
      params: { accid: c.accid },
      body: { amount: '1000.00', currency: 'SEK' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.statusCode).toBe(201);
    const placed = await rebalance(c, { ...sixtyForty(), useCash: true });
    expect(placed.statusCode, placed.body).toBe(201);
    // 11,000 SEK in all: 6,600 and 4,400. Global gives 14 units to the index fund, 1,000 cash buys more.
    expect(placed.json()).toMatchObject({
      switches: [{ fromInstrumentId: global.id, toInstrumentId: index.id, sell: { units: '14' } }],
      orders: [{ instrumentId: index.id, side: 'BUY', amount: '1000.00', state: 'REGISTERED' }],
    });
    expect(await entrySum(server, c.accid, 'cash', 'SEK')).toBe('0.00');
    expect(await entrySum(server, c.accid, 'cash_reserved', 'SEK')).toBe('1000.00');
  });

  it('refuses what it cannot do with a stable code, and places nothing', async () => {
    const c = await drifted('Vera Vägran');
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const answer = await rebalance(c, body);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ status, code });
    };
    await refused(
      {
        targets: [
          { instrumentId: global.id, percent: 60 },
          { instrumentId: index.id, percent: 30 },
        ],
      },
      422,
      'ALLOCATION_NOT_100',
    );
    await refused(
      {
        targets: [
          { instrumentId: global.id, percent: 60 },
          { instrumentId: share.id, percent: 40 },
        ],
      },
      422,
      'NOT_A_FUND',
    );
    await refused({ targets: [{ instrumentId: 999_999, percent: 100 }] }, 404, 'NOT_FOUND');
    // Already 80/20, within the 100 SEK minimum of it.
    await refused(
      {
        targets: [
          { instrumentId: global.id, percent: 80 },
          { instrumentId: index.id, percent: 20 },
        ],
      },
      422,
      'NOTHING_TO_REBALANCE',
    );
    expect((await rebalance(c, sixtyForty(), null)).json()).toMatchObject({
      status: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect(await fundOrders(c)).toHaveLength(2);

    // Someone else's account is not found; an account that holds shares only takes no fund.
    const other = await investor(server, 'Otto Other');
    expect((await preview(other, sixtyForty(), c.accid)).json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    // A Finnish customer's first account is an equity savings account (osakesäästötili): shares only.
    const finn = await investor(server, 'Fiia Osake', 'fi');
    const [aot] = await finn.client.callOk(api.accountsAndMoney.listAccounts);
    expect(aot?.accountType).toBe('AOT');
    expect((await preview(finn, sixtyForty(), finn.accid)).json()).toMatchObject({
      status: 422,
      code: 'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
    });
  });

  it('a rebalance that fails half-way changes nothing; sent again with its key it is placed once', async () => {
    const c = await drifted('Felix Fel');
    const body = {
      targets: [
        { instrumentId: global.id, percent: 50 },
        { instrumentId: index.id, percent: 30 },
        { instrumentId: sweden.id, percent: 20 },
      ],
    };
    const key = randomUUID();
    // The database refuses the rebalance's second trade, after the first was registered and held back.
    await server.ctx.db.execute(
      sql.raw(`
      create or replace function test_refuse_second_trade() returns trigger language plpgsql as $$
      begin
        if new.request_key like '%:${key}:rebalance:1' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await server.ctx.db.execute(sql`
      create trigger test_refuse_second_trade before insert on fund_orders
      for each row execute function test_refuse_second_trade()`);
    try {
      const failed = await rebalance(c, body, key);
      expect(failed.statusCode).toBe(500);
    } finally {
      await server.ctx.db.execute(sql`drop trigger test_refuse_second_trade on fund_orders`);
    }
    expect(await fundOrders(c)).toHaveLength(2);
    expect(await entrySum(server, c.accid, 'position_reserved', String(global.id))).toBe('0.00');
    expect(await entrySum(server, c.accid, 'position', String(global.id))).toBe('80.00');

    const placed = await rebalance(c, body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await fundOrders(c)).filter((o) => o.side === 'SELL')).toHaveLength(2);
    expect(await entrySum(server, c.accid, 'position_reserved', String(global.id))).toBe('30.00');
    expect(await ledgerHealth(server)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
  });
});
