import { api, type OverviewView } from '@havn/contract';
import {
  accountMoney,
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
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccount } from '../accounts-and-money/accounts/accounts-repo.ts';
import { ManualClock } from '../clock.ts';
import type { DailyClose, MarketDataProvider } from '../market-data/provider.ts';

/**
 * Astrid keeps an ISK in SEK (Volvo B in SEK, Apple in USD) and a depot in EUR (cash only). Monday's
 * closes: Volvo 100, Apple 200 USD, USD/SEK 9.50, EUR/SEK 11.00. On Tuesday Volvo trades at 105, Apple
 * at 210 USD, USD/SEK at 10 and EUR/SEK at 11.50, and she deposits 500 SEK.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let apple: InstrumentFacts;
let astrid: Investor;
let depot: string;

function scriptedCloses(provider: MarketDataProvider): MarketDataProvider {
  const closes = new Map<number, DailyClose[]>();
  const indicators: Record<string, DailyClose[]> = {
    USDSEK: [{ date: '2026-11-02', close: '9.5' }],
    EURSEK: [{ date: '2026-11-02', close: '11' }],
  };
  const upTo = (series: DailyClose[], to: Date) =>
    series.filter((c) => c.date <= to.toISOString().slice(0, 10));
  closes.set(volvo.id, [{ date: '2026-11-02', close: '100' }]);
  closes.set(apple.id, [{ date: '2026-11-02', close: '200' }]);
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'dailyCloses')
        return async (ids: readonly number[], _from: Date, to: Date) =>
          new Map(ids.map((id) => [id, upTo(closes.get(id) ?? [], to)]));
      if (property === 'indicatorCloses')
        return async (symbol: string, _from: Date, to: Date) => upTo(indicators[symbol] ?? [], to);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const overview = async (who: Investor) => {
  const res = await who.client.call(api.portfolio.overview);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OverviewView;
};

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
  server.ctx.marketData = scriptedCloses(server.ctx.marketData);
  astrid = await investor(server, 'Astrid Overview');
  const second = { userId: astrid.userId, accountType: 'DEPOT', currency: 'EUR', now: clock.now() } as const;
  depot = (await openAccount(server.ctx.db, second)).accid;

  expect((await depositCash(astrid.client, astrid.accid, '10000', 'SEK')).statusCode).toBe(201);
  expect((await depositCash(astrid.client, depot, '1000', 'EUR')).statusCode).toBe(201);
  market.set(volvo.id, { last: '100', currency: 'SEK' });
  market.set(apple.id, { last: '200', currency: 'USD' });
  market.setFx('USD', '10');
  market.setFx('EUR', '11');
  const buy = (id: number, volume: number) =>
    placeOrder(astrid.client, astrid.accid, { instrumentId: id, side: 'BUY', orderType: 'MARKET', volume });
  expect((await buy(volvo.id, 10)).statusCode).toBe(201);
  expect((await buy(apple.id, 2)).statusCode).toBe(201);
});
afterAll(async () => {
  await server.close();
});

describe('the member overview', () => {
  it('values each account now in its currency and totals them in the first account’s, with the day’s result', async () => {
    clock.set('2026-11-03T12:00:00Z');
    await astrid.login();
    market.set(volvo.id, { last: '105', currency: 'SEK' });
    market.set(apple.id, { last: '210', currency: 'USD' });
    market.setFx('USD', '10');
    market.setFx('EUR', '11.5');
    expect((await depositCash(astrid.client, astrid.accid, '500', 'SEK')).statusCode).toBe(201);
    const cash = (await accountMoney(astrid.client, astrid.accid)).cash;

    const body = await overview(astrid);
    const [isk, eur] = body.accounts;
    // Holdings now: 10 × 105 SEK and 2 × 210 USD at 10 = 4 200 SEK.
    expect(isk).toMatchObject({
      accid: astrid.accid,
      currency: 'SEK',
      cash,
      holdings: '5250.00',
      fxRate: '1.000000',
    });
    expect(isk!.value).toBe(new Decimal(cash).plus('5250').toFixed(2));
    // Monday's close: Monday's cash (today's less the deposit), 10 × 100 and 400 USD at 9.50.
    const mondayCash = new Decimal(cash).minus(500);
    expect(isk!.previousClose).toBe(mondayCash.plus(1000).plus(3800).toFixed(2));
    // The deposit is not a result: 50 from Volvo, 400 from Apple's price and the dollar.
    expect(isk!.dayResult).toBe('450.00');
    expect(isk!.dayReturnPercent).toBe(new Decimal(450).div(isk!.previousClose).times(100).toFixed(2));

    expect(eur).toMatchObject({
      accid: depot,
      accountType: 'DEPOT',
      currency: 'EUR',
      value: '1000.00',
      cash: '1000.00',
      holdings: '0.00',
      previousClose: '1000.00',
      dayResult: '0.00',
      dayReturnPercent: '0.00',
      fxRate: '11.500000',
    });

    // In SEK: the depot's 1 000 EUR at today's 11.50; the day's result over both closes, at today's rate.
    const total = body.total!;
    expect(total.currency).toBe('SEK');
    expect(total.value).toBe(new Decimal(isk!.value).plus(11500).toFixed(2));
    expect(total.value).toBe(new Decimal(total.cash).plus(total.holdings).toFixed(2));
    expect(total.dayResult).toBe('450.00');
    const base = new Decimal(isk!.previousClose).plus(11500);
    expect(total.previousClose).toBe(base.toFixed(2));
    expect(total.dayReturnPercent).toBe(new Decimal(450).div(base).times(100).toFixed(2));

    // The chart: Monday's close (EUR at Monday's 11.00), then today, ending at the total now.
    expect(body.history).toEqual([
      { date: '2026-11-02', value: new Decimal(isk!.previousClose).plus(11000).toFixed(2) },
      { date: '2026-11-03', value: total.value },
    ]);
  });

  it('is for members only', async () => {
    expect((await server.client().call(api.portfolio.overview)).statusCode).toBe(401);
  });

  it('shows a new member’s empty account at zero, with no chart', async () => {
    const bo = await investor(server, 'Bo Overview');
    const body = await overview(bo);
    expect(body.total).toMatchObject({ value: '0.00', dayResult: '0.00', dayReturnPercent: '0.00' });
    expect(body.accounts).toHaveLength(1);
    expect(body.history).toEqual([]);
  });
});
