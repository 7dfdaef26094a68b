import { api, type PerformanceView, type PortfolioReport } from '@havn/contract';
import {
  depositCash,
  fundedInvestor,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  placeOrder,
  type ScriptedMarket,
  scriptMarket,
  startTestServer,
  startTwoServers,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerTransaction } from '../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../clock.ts';
import { testDatabaseUrl } from '../config.ts';
import type { MarketDataProvider } from '../market-data/provider.ts';
import { catchUpSessions } from '../platform/sessions.ts';

/*
 * Performance, the report and currencies keep what does not move with prices per process
 * (kept-reads.ts): a second read asks the database nothing, and every write — a fill, a deposit, a
 * booking another process made — shows on the next read, here and in another process; today's price
 * moves every answer.
 */

type Exposure = { total: string; currencies: { currency: string; cash: string; holdings: string }[] };

async function readAll(server: TestServer, who: Investor) {
  const get = async (url: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: who.client.cookieHeader },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const base = `/api/accounts/${who.accid}`;
  const [performance, report, currencies] = await Promise.all([
    get(`${base}/performance?range=1M`),
    get(`${base}/report`),
    get(`${base}/currencies`),
  ]);
  return {
    performance: performance.json() as PerformanceView,
    report: report.json() as PortfolioReport,
    currencies: currencies.json() as Exposure,
    bodies: [performance.body, report.body, currencies.body],
  };
}

const sek = (exposure: Exposure) => exposure.currencies.find((c) => c.currency === 'SEK')!;

const buy = (who: Investor, instrument: InstrumentFacts, volume: number) =>
  placeOrder(who.client, who.accid, {
    instrumentId: instrument.id,
    side: 'BUY',
    orderType: 'MARKET',
    volume,
  });

describe('portfolio reads kept in memory', () => {
  const clock = new ManualClock('2026-06-10T10:00:00Z');
  const queries: string[] = [];
  let server: TestServer;
  let market: ScriptedMarket & MarketDataProvider;
  let volvo: InstrumentFacts;
  let pia: Investor;

  beforeAll(async () => {
    server = await startTestServer({ clock, onQuery: (sql) => queries.push(sql) });
    market = scriptMarket(clock, server.ctx.marketData);
    server.ctx.marketData = market;
    volvo = await instrumentBySymbol(server, 'VOLV B');
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    pia = await fundedInvestor(server, 'Kept Pia', '10000');
    expect((await buy(pia, volvo, 10)).statusCode).toBe(201);
    // Yesterday is a kept day, today values the close of it.
    clock.set('2026-06-11T10:00:00Z');
    await pia.login();
    // The order forgot pia's kept money here as it answered; the database's announcement of it comes
    // back a moment later and forgets again. Hear it now, so it cannot land between the reads below.
    await catchUpSessions(server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks the database nothing on the next read, and sends the bytes the contract would', async () => {
    const first = await readAll(server, pia);
    queries.length = 0;
    const again = await readAll(server, pia);
    expect(queries).toEqual([]);
    expect(again.bodies).toEqual(first.bodies);
    const schemas = [
      api.portfolio.performance.success.body,
      api.portfolio.report.success.body,
      api.portfolio.currencies.success.body,
    ];
    schemas.forEach((schema, i) => {
      const body = again.bodies[i]!;
      expect(body).toBe(JSON.stringify(schema.parse(JSON.parse(body))));
    });
  });

  it('values today at the latest price', async () => {
    await readAll(server, pia);
    market.set(volvo.id, { last: '120', currency: 'SEK' });
    const now = await readAll(server, pia);
    expect(now.performance.points.at(-1)).toMatchObject({ date: '2026-06-11', holdings: '1200.00' });
    expect(now.report.holdings).toMatchObject([
      { instrumentId: volvo.id, volume: 10, price: '120', value: '1200.00' },
    ]);
    expect(sek(now.currencies).holdings).toBe('1200.00');
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    expect(sek((await readAll(server, pia)).currencies).holdings).toBe('1000.00');
  });

  it('shows a fill and a deposit on the next read', async () => {
    const before = await readAll(server, pia);
    expect(before.report.bought).toBe('1000.00');
    expect((await buy(pia, volvo, 5)).statusCode).toBe(201);
    const filled = await readAll(server, pia);
    expect(filled.report.bought).toBe('1500.00');
    expect(filled.report.holdings).toMatchObject([{ volume: 15 }]);
    expect(filled.performance.points.at(-1)!.holdings).toBe('1500.00');
    expect(sek(filled.currencies).holdings).toBe('1500.00');

    expect((await depositCash(pia.client, pia.accid, '250', 'SEK')).statusCode).toBe(201);
    const deposited = await readAll(server, pia);
    expect(deposited.performance.points.at(-1)!.netDeposits).toBe('10250.00');
    expect(deposited.report.deposits).toBe('10250.00');
    expect(Number(sek(deposited.currencies).cash) - Number(sek(filled.currencies).cash)).toBe(250);
  });

  it("shows the caller's own order on their next read here before the announcement of it is heard", async () => {
    // The order route forgets the caller's money itself (route.ts `changesOwn`) rather than waiting to
    // hear the database announce it: held back here, as a slow LISTEN session would hold it.
    const cache = server.ctx.sessionCache;
    const hear = cache.heard.bind(cache);
    const held: string[] = [];
    cache.heard = (payload: string) => {
      if (payload === `money:${pia.userId}`) held.push(payload);
      else hear(payload);
    };
    try {
      const before = await readAll(server, pia);
      const volume = before.report.holdings.find((h) => h.instrumentId === volvo.id)?.volume ?? 0;
      expect((await buy(pia, volvo, 2)).statusCode).toBe(201);
      const after = await readAll(server, pia);
      expect(after.report.holdings).toMatchObject([{ instrumentId: volvo.id, volume: volume + 2 }]);
    } finally {
      cache.heard = hear;
      for (const payload of held) hear(payload);
    }
  });

  it('forgets what a booking it never made changed, once the database announces it', async () => {
    const before = await readAll(server, pia);
    // As another process would: straight in the database, dated yesterday (a late booking).
    await server.ctx.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        type: 'DEPOSIT',
        accid: pia.accid,
        reference: `kept-reads-late:${pia.accid}`,
        createdAt: new Date('2026-06-10T12:00:00Z'),
        entries: [
          { account: pia.accid, kind: 'cash', asset: 'SEK', amount: '100' },
          { account: 'system:bank', kind: 'cash', asset: 'SEK', amount: '-100' },
        ],
      }),
    );
    const netDeposits = Number(before.performance.points.at(-1)!.netDeposits) + 100;
    await expect
      .poll(async () => (await readAll(server, pia)).performance.points.at(-1)!.netDeposits)
      .toBe(netDeposits.toFixed(2));
    const after = await readAll(server, pia);
    expect(after.performance.points.find((p) => p.date === '2026-06-10')!.netDeposits).toBe('10100.00');
    expect(Number(sek(after.currencies).cash) - Number(sek(before.currencies).cash)).toBe(100);
  });

  it('starts a new day on the next read', async () => {
    await readAll(server, pia);
    clock.set('2026-06-12T10:00:00Z');
    await pia.login();
    const next = await readAll(server, pia);
    expect(next.performance.points.at(-1)!.date).toBe('2026-06-12');
    expect(next.report.to).toBe('2026-06-12');
  });

  it('keeps one customer’s account from another', async () => {
    await readAll(server, pia);
    const other = await fundedInvestor(server, 'Kept Ola', '5');
    const response = await other.client.call(api.portfolio.performance, {
      params: { accid: pia.accid },
      query: { range: '1M' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await other.client.call(api.portfolio.currencies, { params: { accid: pia.accid } })).statusCode,
    ).toBe(404);
  });
});

// Each process keeps its own; a write through one is announced to the other.
describe.skipIf(!testDatabaseUrl())('portfolio reads kept by two servers on one PostgreSQL', () => {
  const clock = new ManualClock('2026-06-10T10:00:00Z');
  let first: TestServer;
  let second: TestServer;
  let volvo: InstrumentFacts;
  let close = async () => {};
  beforeAll(async () => {
    ({ first, second, close } = await startTwoServers({ clock }));
    for (const server of [first, second]) {
      const market = scriptMarket(clock, server.ctx.marketData);
      server.ctx.marketData = market;
      volvo ??= await instrumentBySymbol(server, 'VOLV B');
      market.set(volvo.id, { last: '100', currency: 'SEK' });
    }
  });
  afterAll(() => close());

  it('a deposit and a fill through one server show on the other', async () => {
    clock.set('2026-06-10T10:00:00Z');
    const gro = await fundedInvestor(first, 'Two Gro Folio', '1000');
    expect((await buy(gro, volvo, 2)).statusCode).toBe(201);
    clock.set('2026-06-11T10:00:00Z');
    await gro.login();
    const before = await readAll(second, gro);
    expect(await readAll(second, gro)).toEqual(before);
    expect((await depositCash(gro.client, gro.accid, '50', 'SEK')).statusCode).toBe(201);
    await expect
      .poll(async () => (await readAll(second, gro)).performance.points.at(-1)!.netDeposits, {
        timeout: 2000,
      })
      .toBe('1050.00');
    expect((await readAll(second, gro)).report.deposits).toBe('1050.00');
    expect((await buy(gro, volvo, 3)).statusCode).toBe(201);
    await expect
      .poll(async () => sek((await readAll(second, gro)).currencies).holdings, { timeout: 2000 })
      .toBe('500.00');
    const after = await readAll(second, gro);
    expect(after.report).toMatchObject({ bought: '500.00', holdings: [{ volume: 5 }] });
  });
});
