import { api } from '@havn/contract';
import { addDays, positionFromFills, utcDay } from '@havn/domain/broker/index';
import {
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerTransaction } from '../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../clock.ts';
import { accounts } from '../db/schema/accounts.ts';
import { portfolioDailyValues, portfolioIntraday } from '../db/schema/portfolio.ts';
import { fillsOfAccount } from '../trading/fills-repo.ts';
import { accountPerformance, portfolioReport } from './analytics.ts';
import { dailyValuesJob } from './jobs.ts';
import { currentPositions } from './kept-history.ts';
import { accountPerformanceFromLedger, portfolioReportFromLedger } from './ledger-analytics.ts';

/*
 * The kept daily valuations against the computation they replace (ledger-analytics.ts, which values
 * the whole ledger on each call): random histories of deposits (in SEK and EUR), buys and sells of a
 * Swedish and an American share at moving prices, over a year end, with the daily job running on some
 * days and not on others (the server down), and reads on some days (which keep what is missing). After
 * every day's trading, the performance of every range, this year's and last year's report and the
 * positions' average costs equal the ledger's, to the cent and the basis point.
 */
const clock = new ManualClock('2026-12-01T10:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let apple: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
});
afterAll(async () => {
  await server.close();
});

async function accountOf(who: Investor) {
  const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.accid, who.accid));
  return row!;
}

/** Kept and recomputed agree on everything an account's analytics show today. */
async function expectKeptEqualsLedger(who: Investor) {
  const ctx = server.ctx;
  const account = await accountOf(who);
  for (const range of ['1M', '3M', 'YTD', '1Y', 'ALL'] as const) {
    const ledger = await accountPerformanceFromLedger(ctx, account, range);
    expect(await accountPerformance(ctx, account, range), range).toEqual(ledger);
    // And as the route answers, from what this process kept across the history's writes.
    const params = { accid: who.accid };
    expect(await who.client.callOk(api.portfolio.performance, { params, query: { range } })).toEqual(ledger);
  }
  expect(await who.client.callOk(api.portfolio.report, { params: { accid: who.accid } })).toEqual(
    await portfolioReportFromLedger(ctx, account, undefined),
  );
  const thisYear = clock.now().getUTCFullYear();
  for (const year of [thisYear, thisYear - 1]) {
    const kept = await portfolioReport(ctx, account, year).catch((e: Error) => e.message);
    const ledger = await portfolioReportFromLedger(ctx, account, year).catch((e: Error) => e.message);
    expect(kept, `report ${year}`).toEqual(ledger);
  }
  const positions = await currentPositions(ctx, account);
  const fills = await fillsOfAccount(ctx.db, account.accid);
  for (const id of new Set(fills.map((f) => f.instrumentId))) {
    const folded = positionFromFills(
      fills.filter((f) => f.instrumentId === id),
      account.currency,
    );
    if (folded.volume === '0') continue;
    expect(positions[String(id)], `position ${id}`).toMatchObject({
      volume: folded.volume,
      averagePrice: folded.averagePrice,
      acquisitionCost: folded.acquisitionCost,
    });
  }
}

type Day = {
  deposit: number | null;
  eur: boolean;
  buys: { apple: boolean; volume: number }[];
  sell: number | null;
  job: boolean;
  read: boolean;
  moves: [number, number];
};

const dayArb: fc.Arbitrary<Day> = fc.record({
  deposit: fc.option(fc.integer({ min: 100, max: 5_000 }), { freq: 2 }),
  eur: fc.boolean(),
  buys: fc.array(fc.record({ apple: fc.boolean(), volume: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: 2,
  }),
  sell: fc.option(fc.integer({ min: 1, max: 3 })),
  job: fc.boolean(),
  read: fc.boolean(),
  moves: fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 })),
});

describe('kept daily valuations', () => {
  it('equal the valuation from the whole ledger over random histories', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(dayArb, { minLength: 5, maxLength: 14 }), async (days) => {
        run += 1;
        // Each history its own customer, starting in December so it crosses the year end.
        clock.set(`2026-12-${String(10 + (run % 5)).padStart(2, '0')}T10:00:00Z`);
        const who = await investor(server, `Kept Karin ${run}`);
        let prices = [100, 180];
        for (const day of days) {
          prices = [Math.max(10, prices[0]! + day.moves[0]), Math.max(10, prices[1]! + day.moves[1])];
          market.set(volvo.id, { last: String(prices[0]), currency: 'SEK' });
          market.set(apple.id, { last: String(prices[1]), currency: 'USD' });
          if (day.deposit !== null) {
            const currency = day.eur ? 'EUR' : 'SEK';
            const res = await depositCash(who.client, who.accid, String(day.deposit), currency);
            expect([201, 422]).toContain(res.statusCode);
          }
          for (const buy of day.buys) {
            const instrument = buy.apple ? apple : volvo;
            const volume = buy.volume * instrument.lotSize;
            await placeOrder(who.client, who.accid, {
              instrumentId: instrument.id,
              side: 'BUY',
              orderType: 'MARKET',
              volume,
            });
          }
          if (day.sell !== null) {
            await placeOrder(who.client, who.accid, {
              instrumentId: volvo.id,
              side: 'SELL',
              orderType: 'MARKET',
              volume: day.sell * volvo.lotSize,
            });
          }
          if (day.job) await dailyValuesJob.handler(server.ctx, undefined as never, undefined as never);
          if (day.read) await expectKeptEqualsLedger(who);
          clock.set(
            `${addDays(utcDay(clock.now()), 1 + (day.job ? 0 : day.moves[0] > 6 ? 4 : 0))}T10:00:00Z`,
          );
          await who.login();
        }
        await expectKeptEqualsLedger(who);
      }),
      { numRuns: 6, seed: 1725, endOnFailure: true },
    );
  }, 300_000);

  it('keeps every day a stopped server missed, and forgets the days a late booking changes', async () => {
    clock.set('2027-02-01T10:00:00Z');
    const who = await investor(server, 'Kept Kalle');
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    expect((await depositCash(who.client, who.accid, '1000', 'SEK')).statusCode).toBe(201);
    await placeOrder(who.client, who.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 3,
    });
    // Down for a week: the first run after it keeps all seven days.
    clock.set('2027-02-08T00:10:00Z');
    await dailyValuesJob.handler(server.ctx, undefined as never, undefined as never);
    const kept = await server.ctx.db
      .select({ day: portfolioDailyValues.day })
      .from(portfolioDailyValues)
      .where(eq(portfolioDailyValues.accid, who.accid))
      .orderBy(asc(portfolioDailyValues.day));
    expect(kept.map((k) => k.day)).toEqual([
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
      '2027-02-07',
    ]);
    // A deposit booked late, on the 4th: the 4th and after go, and the next read values them again.
    await server.ctx.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        type: 'DEPOSIT',
        accid: who.accid,
        reference: `late-deposit:${who.accid}`,
        createdAt: new Date('2027-02-04T12:00:00Z'),
        entries: [
          { account: who.accid, kind: 'cash', asset: 'SEK', amount: '250' },
          { account: 'system:bank', kind: 'cash', asset: 'SEK', amount: '-250' },
        ],
      }),
    );
    const left = await server.ctx.db
      .select({ day: portfolioDailyValues.day })
      .from(portfolioDailyValues)
      .where(eq(portfolioDailyValues.accid, who.accid))
      .orderBy(asc(portfolioDailyValues.day));
    expect(left.map((k) => k.day)).toEqual(['2027-02-01', '2027-02-02', '2027-02-03']);
    clock.set('2027-02-08T10:00:00Z');
    await who.login();
    await expectKeptEqualsLedger(who);
    const performance = await accountPerformance(server.ctx, await accountOf(who), '1M');
    expect(performance.points.find((p) => p.date === '2027-02-04')?.netDeposits).toBe('1250.00');
  });

  it('shows a trade on the next read, kept days or not', async () => {
    clock.set('2027-03-01T10:00:00Z');
    const who = await investor(server, 'Kept Klara');
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    expect((await depositCash(who.client, who.accid, '2000', 'SEK')).statusCode).toBe(201);
    clock.set('2027-03-03T10:00:00Z');
    await who.login();
    const account = await accountOf(who);
    const before = await portfolioReport(server.ctx, account, undefined);
    expect(before.bought).toBe('0.00');
    await placeOrder(who.client, who.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 5,
    });
    const after = await portfolioReport(server.ctx, account, undefined);
    expect(after.bought).toBe('500.00');
    expect(after.holdings).toMatchObject([{ instrumentId: volvo.id, volume: 5 }]);
    expect((await currentPositions(server.ctx, account))[String(volvo.id)]?.volume).toBe('5');
    await expectKeptEqualsLedger(who);
    // A busy day: a read keeps its fold of the day's fills, the next folds only the fills after it.
    for (let i = 0; i < 10; i += 1) {
      market.set(volvo.id, { last: String(100 + i), currency: 'SEK' });
      const side = i % 3 === 2 ? 'SELL' : 'BUY';
      await placeOrder(who.client, who.accid, {
        instrumentId: volvo.id,
        side,
        orderType: 'MARKET',
        volume: 1,
      });
    }
    await expectKeptEqualsLedger(who);
    const [fold] = await server.ctx.db
      .select()
      .from(portfolioIntraday)
      .where(eq(portfolioIntraday.accid, who.accid));
    expect(fold?.day).toBe('2027-03-03');
    await placeOrder(who.client, who.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 2,
    });
    expect((await portfolioReport(server.ctx, account, undefined)).holdings).toMatchObject([{ volume: 7 }]);
    await expectKeptEqualsLedger(who);
  });
});
