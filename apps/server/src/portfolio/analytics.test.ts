import {
  api,
  type CurrencyExposure,
  type InstrumentLots,
  type PerformanceView,
  type PortfolioReport,
} from '@havn/contract';
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { DailyClose, MarketDataProvider } from '../market-data/provider.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let astrid: Investor;
let fee: string;

/** Volvo B closes at 100 on 2 November, 110 on the 3rd and 99 on the 4th (a Wednesday). */
function scriptedCloses(provider: MarketDataProvider, instrumentId: number): MarketDataProvider {
  const series: DailyClose[] = [
    { date: '2026-11-02', close: '100' },
    { date: '2026-11-03', close: '110' },
    { date: '2026-11-04', close: '99' },
  ];
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'dailyCloses')
        return async (ids: readonly number[], _from: Date, to: Date) =>
          new Map(
            ids
              .filter((id) => id === instrumentId)
              .map((id) => [id, series.filter((c) => c.date <= to.toISOString().slice(0, 10))]),
          );
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const buy = (who: Investor, instrument: InstrumentFacts, volume: number, side: 'BUY' | 'SELL' = 'BUY') =>
  placeOrder(who.client, who.accid, { instrumentId: instrument.id, side, orderType: 'MARKET', volume });

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  server.ctx.marketData = scriptedCloses(server.ctx.marketData, volvo.id);
  astrid = await investor(server, 'Astrid Analytics');
  expect((await depositCash(astrid.client, astrid.accid, '10000', 'SEK')).statusCode).toBe(201);
  market.set(volvo.id, { last: '100', currency: 'SEK' });
  const order = await buy(astrid, volvo, 10);
  expect(order.statusCode).toBe(201);
  fee = (order.json() as { fees: string }).fees;
});
afterAll(async () => {
  await server.close();
});

describe('portfolio performance', () => {
  it('values the account at each day’s close, today at the latest price, and chains the return', async () => {
    clock.set('2026-11-05T12:00:00Z');
    await astrid.login();
    market.set(volvo.id, { last: '121', currency: 'SEK' });
    const res = await astrid.client.call(api.portfolio.performance, {
      params: { accid: astrid.accid },
      query: { range: '1M' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PerformanceView;
    const cash = (10000 - 1000 - Number(fee)).toFixed(2);
    expect(body.currency).toBe('SEK');
    expect(body.points.map((p) => [p.date, p.holdings, p.cash, p.netDeposits])).toEqual([
      ['2026-11-02', '1000.00', cash, '10000.00'],
      ['2026-11-03', '1100.00', cash, '10000.00'],
      ['2026-11-04', '990.00', cash, '10000.00'],
      ['2026-11-05', '1210.00', cash, '10000.00'],
    ]);
    for (const p of body.points) expect(Number(p.value)).toBeCloseTo(Number(p.cash) + Number(p.holdings), 2);
    // From the close before the range (nothing) to 12 100 − fee: the change is the gain less the fee.
    expect(body.change).toBe((210 - Number(fee)).toFixed(2));
    // No flows after the first day, which starts from its deposit: the return is value over deposit.
    const v = body.points.map((p) => Number(p.value));
    const expected = ((v[3]! / 10000) * 100 - 100).toFixed(2);
    expect(body.returnPercent).toBe(expected);
    expect(body.points.at(-1)!.returnPercent).toBe(expected);
  });

  it('a second deposit raises the value but not the return', async () => {
    const before = (
      await astrid.client.call(api.portfolio.performance, {
        params: { accid: astrid.accid },
        query: { range: 'ALL' },
      })
    ).json() as PerformanceView;
    expect((await depositCash(astrid.client, astrid.accid, '5000', 'SEK')).statusCode).toBe(201);
    const after = (
      await astrid.client.call(api.portfolio.performance, {
        params: { accid: astrid.accid },
        query: { range: 'ALL' },
      })
    ).json() as PerformanceView;
    expect(Number(after.points.at(-1)!.value) - Number(before.points.at(-1)!.value)).toBeCloseTo(5000, 2);
    expect(after.points.at(-1)!.netDeposits).toBe('15000.00');
    expect(after.returnPercent).toBe(before.returnPercent);
    expect(after.change).toBe(before.change);
  });

  it('an account without history answers an empty series; bad input and other accounts are refused', async () => {
    const bo = await investor(server, 'Bo Empty');
    const empty = (
      await bo.client.call(api.portfolio.performance, { params: { accid: bo.accid } })
    ).json() as PerformanceView;
    expect(empty).toMatchObject({ range: '1Y', points: [], change: '0.00', returnPercent: '0.00' });
    const bad = await bo.client.callUnchecked(api.portfolio.performance, {
      params: { accid: bo.accid },
      query: { range: '2W' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      (await bo.client.call(api.portfolio.performance, { params: { accid: astrid.accid } })).statusCode,
    ).toBe(404);
    expect(
      (await server.client().call(api.portfolio.performance, { params: { accid: astrid.accid } })).statusCode,
    ).toBe(401);
  });
});

describe('the portfolio report', () => {
  it('sums the year’s deposits, trades, fees and realized return, with the holdings at its end', async () => {
    market.set(volvo.id, { last: '121', currency: 'SEK' });
    const sell = await buy(astrid, volvo, 4, 'SELL');
    expect(sell.statusCode).toBe(201);
    const sellFee = Number((sell.json() as { fees: string }).fees);
    const res = await astrid.client.call(api.portfolio.report, {
      params: { accid: astrid.accid },
      query: { year: '2026' },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json() as PortfolioReport;
    expect(report).toMatchObject({
      year: 2026,
      from: '2026-11-02',
      to: '2026-11-05',
      currency: 'SEK',
      startValue: '0.00',
      deposits: '15000.00',
      withdrawals: '0.00',
      bought: '1000.00',
      sold: '484.00',
      fees: (Number(fee) + sellFee).toFixed(2),
    });
    // Sold 4 of 10 bought for 1000 + fee: proceeds 484 − fee less 4/10 of the acquisition cost.
    const costOfSold = Math.round((((1000 + Number(fee)) * 4) / 10) * 100) / 100;
    expect(report.realizedReturn).toBe((484 - sellFee - costOfSold).toFixed(2));
    expect(report.holdings).toEqual([
      {
        instrumentId: volvo.id,
        name: volvo.name,
        symbol: 'VOLV B',
        volume: 6,
        price: '121',
        currency: 'SEK',
        value: '726.00',
      },
    ]);
    expect(Number(report.change)).toBeCloseTo(Number(report.endValue) - 15000, 2);
    // This year is the default.
    expect(
      (
        (
          await astrid.client.call(api.portfolio.report, { params: { accid: astrid.accid } })
        ).json() as PortfolioReport
      ).year,
    ).toBe(2026);
  });

  it('refuses a year before the account’s first movement or after this one, in the user’s language', async () => {
    for (const year of [2025, 2027]) {
      const res = await astrid.client.call(api.portfolio.report, {
        params: { accid: astrid.accid },
        query: { year },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REPORT_YEAR_OUT_OF_RANGE' });
    }
  });
});

describe('currencies and purchase lots', () => {
  it('splits the account by currency at the live rate, the account currency first', async () => {
    const apple = await instrumentBySymbol(server, 'AAPL');
    market.set(apple.id, { last: '200', currency: 'USD' });
    market.setFx('USD', '10');
    expect((await buy(astrid, apple, 2)).statusCode).toBe(201);
    const res = await astrid.client.call(api.portfolio.currencies, { params: { accid: astrid.accid } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { accountCurrency: string; total: string; currencies: CurrencyExposure[] };
    expect(body.accountCurrency).toBe('SEK');
    expect(body.currencies.map((c) => c.currency)).toEqual(['SEK', 'USD']);
    const usd = body.currencies[1]!;
    expect(usd).toMatchObject({
      cash: '0.00',
      holdings: '400.00',
      total: '400.00',
      fxRate: '10.000000',
      totalInAccountCurrency: '4000.00',
    });
    const sek = body.currencies[0]!;
    expect(sek.holdings).toBe('726.00');
    expect(Number(body.total)).toBeCloseTo(Number(sek.totalInAccountCurrency) + 4000, 2);
    expect(Number(sek.weight) + Number(usd.weight)).toBeCloseTo(100, 1);
  });

  it('lists the lots still held, oldest first, after sells took the oldest', async () => {
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    expect((await buy(astrid, volvo, 5)).statusCode).toBe(201);
    expect((await buy(astrid, volvo, 8, 'SELL')).statusCode).toBe(201);
    const res = await astrid.client.call(api.portfolio.purchaseLots, { params: { accid: astrid.accid } });
    expect(res.statusCode).toBe(200);
    const lots = res.json() as InstrumentLots[];
    const volvoLots = lots.find((l) => l.instrumentId === volvo.id)!;
    // Bought 10, sold 4, bought 5, sold 8: the first lot is gone, 3 of the second remain.
    expect(volvoLots.lots.map((l) => [l.volume, l.remainingVolume, l.price])).toEqual([[5, 3, '100.00']]);
    expect(lots.find((l) => l.symbol === 'AAPL')!.lots.map((l) => l.remainingVolume)).toEqual([2]);
  });
});
