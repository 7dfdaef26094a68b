import {
  depositCash,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  shareAccount,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { DailyClose, MarketDataProvider } from '../../market-data/index.ts';
import { computeRatings } from './compute-ratings.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
});
afterAll(async () => {
  await server.close();
});

/** Closes that rise with some noise from 2 to 20 November, whatever the instrument. */
function risingCloses(provider: MarketDataProvider): MarketDataProvider {
  const series: DailyClose[] = Array.from({ length: 19 }, (_, i) => ({
    date: `2026-11-${String(2 + i).padStart(2, '0')}`,
    close: (100 + i * 2 + (i % 2 === 0 ? 0.5 : -0.5)).toFixed(2),
  }));
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'dailyCloses')
        return async (ids: readonly number[]) => new Map(ids.map((id) => [id, series]));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Closes that stand still at 100 whatever the instrument, and a dollar that rises against the krona. */
function flatPricesRisingDollar(provider: MarketDataProvider): MarketDataProvider {
  const days = Array.from({ length: 19 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`);
  const flat: DailyClose[] = days.map((date) => ({ date, close: '100.00' }));
  const usdSek: DailyClose[] = days.map((date, i) => ({
    date,
    close: (9.5 + i * 0.02 + (i % 2 === 0 ? 0.005 : -0.005)).toFixed(4),
  }));
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'dailyCloses')
        return async (ids: readonly number[]) => new Map(ids.map((id) => [id, flat]));
      if (property === 'indicatorCloses')
        return async (symbol: string, from: Date, to: Date) =>
          symbol === 'USDSEK' ? usdSek : target.indicatorCloses(symbol, from, to);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('the ratings job', () => {
  it('rates a member whose shared portfolio rose above 0, and one without holdings 0', async () => {
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    const astrid = await investor(server, 'Astrid Rated');
    const bo = await investor(server, 'Bo Unrated');
    expect((await depositCash(astrid.client, astrid.accid, '10000', 'SEK')).statusCode).toBe(201);
    market.set(volvo.id, { last: '100', currency: 'SEK' });
    const order = await placeOrder(astrid.client, astrid.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(order.statusCode).toBe(201);
    await shareAccount(server, astrid.accid);

    clock.set('2026-11-21T06:00:00Z');
    server.ctx.marketData = risingCloses(server.ctx.marketData);
    const ratings = await computeRatings(server.ctx);

    expect(ratings.get(astrid.profileId)).toBeGreaterThan(0);
    expect(ratings.get(bo.profileId)).toBe(0);
    const [row] = await server.ctx.db
      .select({ rating: profiles.rating })
      .from(profiles)
      .where(eq(profiles.id, astrid.profileId));
    expect(row!.rating).toBeGreaterThan(0);
  });

  it('values holdings in SEK: a US stock whose price stands still but whose dollar rises rates above 0', async () => {
    const apple = await instrumentBySymbol(server, 'AAPL');
    clock.set('2026-11-02T15:00:00Z');
    const dagny = await investor(server, 'Dagny Dollar');
    expect((await depositCash(dagny.client, dagny.accid, '20000', 'SEK')).statusCode).toBe(201);
    market.set(apple.id, { last: '100', currency: 'USD' });
    const order = await placeOrder(dagny.client, dagny.accid, {
      instrumentId: apple.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(order.json()).toMatchObject({ state: 'FILLED' });
    await shareAccount(server, dagny.accid);

    clock.set('2026-11-21T06:00:00Z');
    server.ctx.marketData = flatPricesRisingDollar(server.ctx.marketData);
    const ratings = await computeRatings(server.ctx);

    expect(ratings.get(dagny.profileId)).toBeGreaterThan(0);
  });
});

describe('the ratings job at scale', () => {
  it('rates more members than one statement could name, and writes only the ratings that changed', async () => {
    // 12 000 members without holdings whose stored rating is stale: every one must come back to 0.
    await server.ctx.db.execute(sql`
      insert into users (username, password_hash, country, created_at)
      select 'many-' || i, 'x', 'se', now() from generate_series(1, 12000) as i`);
    await server.ctx.db.execute(sql`
      insert into profiles (user_id, username, slug, country, accepted_terms_at, joined_at, avatar_uri, rating)
      select id, 'Many ' || username, username, country, now(), now(), 'preset:teal-1', 2
      from users where username like 'many-%'`);
    const ratings = await computeRatings(server.ctx);
    expect(ratings.size).toBeGreaterThan(12000);
    const [stale] = rowsOf<{ n: number }>(
      await server.ctx.db.execute(
        sql`select count(*)::int as n from profiles where username like 'Many many-%' and rating <> 0`,
      ),
    );
    expect(stale!.n).toBe(0);
  });
});
