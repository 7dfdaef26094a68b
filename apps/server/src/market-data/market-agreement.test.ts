import { api, type NewsItemView, type QuoteView } from '@havn/contract';
import { startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { instruments } from '../db/schema/instruments.ts';
import type { MarketDataProvider } from './provider.ts';
import { SimulatedMarketData } from './simulated-provider.ts';
import type { MarketHoursMode } from './trading-hours.ts';

/**
 * Market data that agrees with itself (issue 13): the status, the news and the charts tell one story,
 * with the exchanges' hours and in the demo's always-open mode. Monday 23 November 2026: at 22:00 in
 * Stockholm (21:00 UTC) Nasdaq Stockholm closed at 17:30; at 11:00 it trades.
 */
const MONDAY_EVENING = '2026-11-23T21:00:00.000Z';
const MONDAY_MORNING = '2026-11-23T10:00:00.000Z';
const SATURDAY_NIGHT = '2026-11-28T23:00:00.000Z';
const clock = new ManualClock(MONDAY_EVENING);
let server: TestServer;
let client: TestClient;
let volvo: number;
let real: MarketDataProvider;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { marketHours: 'real' } });
  client = server.client();
  real = server.ctx.marketData;
  const [row] = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.symbol, 'VOLV B'));
  volvo = row!.id;
});
afterAll(async () => {
  server.ctx.marketData = real;
  await server.close();
});

/** The server as it runs with `hours`: the same database, a provider keeping those hours. */
function withHours(hours: MarketHoursMode) {
  server.ctx.marketData = hours === 'real' ? real : new SimulatedMarketData(server.ctx.db, clock, { hours });
}

async function seOverview() {
  return (await client.call(api.marketData.overview, { params: { country: 'se' } })).json() as {
    marketStatus: string;
    marketOpen: boolean;
  };
}
async function seNews() {
  return (
    (await client.call(api.marketData.news, { query: { country: 'se', limit: '50' } })).json() as {
      items: NewsItemView[];
    }
  ).items;
}
async function volvoQuote() {
  const { quotes } = (await client.call(api.marketData.quotes, { query: { ids: String(volvo) } })).json() as {
    quotes: QuoteView[];
  };
  return quotes[0]!;
}

describe('the market status and the news', () => {
  it('with real hours: closed in the evening, and the day’s wrap says Stockholm closed, before now', async () => {
    withHours('real');
    clock.set(MONDAY_EVENING);
    expect(await seOverview()).toMatchObject({ marketStatus: 'CLOSED', marketOpen: false });
    expect((await volvoQuote()).marketStatus).toBe('CLOSED');
    const wrap = (await seNews()).find((i) => i.kind === 'MARKET_WRAP')!;
    expect(wrap.id).toBe('wrap-se-20261123');
    expect(wrap.headline).toMatch(/^Stockholm closes /);
    // 17:30 in Stockholm is 16:30 UTC; the wrap is written a quarter of an hour later.
    expect(wrap.time).toBe('2026-11-23T16:45:00.000Z');
  });

  it('with real hours in the morning: open, and no wrap of a day that has not ended', async () => {
    withHours('real');
    clock.set(MONDAY_MORNING);
    expect((await seOverview()).marketStatus).toBe('OPEN');
    expect((await seNews()).some((i) => i.id === 'wrap-se-20261123')).toBe(false);
  });

  it.each([MONDAY_EVENING, SATURDAY_NIGHT])(
    'in the always-open demo at %s: open, and no news says a market closed',
    async (at) => {
      withHours('always');
      clock.set(at);
      expect(await seOverview()).toMatchObject({ marketStatus: 'OPEN', marketOpen: true });
      expect((await volvoQuote()).marketStatus).toBe('OPEN');
      const items = await seNews();
      expect(items.some((i) => i.kind === 'MARKET_WRAP')).toBe(true);
      for (const item of items) {
        expect(`${item.headline} ${item.body.join(' ')}`).not.toMatch(/\bclos(e|es|ed|ing)\b/i);
      }
      expect(items.find((i) => i.kind === 'MARKET_WRAP')!.headline).toMatch(/^Stockholm ends the day /);
    },
  );
});

describe('a chart ends at the price now', () => {
  it.each([
    ['real', MONDAY_MORNING],
    ['real', MONDAY_EVENING],
    ['always', MONDAY_MORNING],
    ['always', MONDAY_EVENING],
    ['always', SATURDAY_NIGHT],
  ] as const)('with %s hours at %s, every range’s last point is the quote’s last', async (hours, at) => {
    withHours(hours);
    clock.set(at);
    const quote = await volvoQuote();
    for (const range of ['1d', '1w', '1m', '1y'] as const) {
      const history = (
        await client.call(api.marketData.priceHistory, { params: { instrumentId: volvo }, query: { range } })
      ).json() as { points: { time: string; date: string; close: string }[] };
      const last = history.points.at(-1)!;
      expect(last.close, `${range} ends at ${last.close}, the quote says ${quote.last}`).toBe(quote.last);
      expect(Date.parse(last.time)).toBeLessThanOrEqual(Date.parse(at));
      const times = history.points.map((p) => p.time);
      expect([...times].sort()).toEqual(times);
    }
  });
});
