import { api, instrumentTopic, type QuoteView } from '@havn/contract';
import {
  asStreamEvent,
  dataOf,
  listen,
  openStream,
  settleEventLog,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { communityEvents } from '../db/schema/community-platform.ts';
import { instruments } from '../db/schema/instruments.ts';
import { startPriceTicker } from './price-ticker.ts';

/**
 * The price ticker, started explicitly (tests never start it by configuration), on the demo's
 * always-open hours and a pinned clock that the test moves.
 */
const clock = new ManualClock('2026-11-24T10:00:00Z');
let server: TestServer;
let volvo: number;
let fund: number;

async function priceEvents() {
  await settleEventLog(server);
  return server.ctx.db
    .select()
    .from(communityEvents)
    .where(eq(communityEvents.type, 'price.updated'))
    .orderBy(asc(communityEvents.id));
}

async function idOf(symbol: string): Promise<number> {
  const [row] = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({ clock });
  volvo = await idOf('VOLV B');
  fund = await idOf('LF GLOBAL IDX');
});
beforeEach(async () => {
  clock.advance(3_600_000);
  await server.ctx.db.delete(communityEvents);
});
afterAll(async () => {
  await server.close();
});

describe('the price ticker', () => {
  it('is not running in tests unless a test starts it', async () => {
    await server.client().call(api.marketData.quotes, { query: { ids: volvo } });
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.ctx.config.priceTicker).toBe(false);
    expect(await priceEvents()).toEqual([]);
  });

  it('publishes one batch of price.updated events for the instruments whose price moved', async () => {
    const ticker = startPriceTicker(server.ctx, { scope: 'all', timer: false });
    try {
      expect(await ticker.tick()).toBe(0); // the first tick only learns the prices
      clock.advance(60_000);
      const published = await ticker.tick();
      const events = await priceEvents();
      expect(published).toBe(events.length);
      // Nearly every exchange-traded price moves in a minute; funds have one price a day.
      expect(events.length).toBeGreaterThan(250);
      expect(events.map((e) => e.topic)).not.toContain(instrumentTopic(fund));
      expect(new Set(events.map((e) => e.createdAt.getTime()))).toEqual(new Set([clock.now().getTime()]));
      const ofVolvo = events.find((e) => e.topic === instrumentTopic(volvo))!;
      const quote = (await server.ctx.marketData.quotes([volvo])).get(volvo)!;
      expect(events.map((e) => asStreamEvent(e).type)).toContain('price.updated'); // the contract's shape
      expect(ofVolvo.payload).toEqual({
        instrumentId: volvo,
        last: quote.last,
        changePercent: quote.changePercent,
        marketOpen: true,
        time: clock.now().toISOString(),
      });
      // Nothing moved since: nothing to say.
      expect(await ticker.tick()).toBe(0);
    } finally {
      await ticker.stop();
    }
  });

  it('says nothing another process already said within the interval', async () => {
    const first = startPriceTicker(server.ctx, { scope: 'all', timer: false });
    const second = startPriceTicker(server.ctx, { scope: 'all', timer: false });
    try {
      await first.tick();
      await second.tick();
      clock.advance(60_000);
      const said = await first.tick();
      expect(said).toBeGreaterThan(0);
      expect(await second.tick()).toBe(0);
      const events = await priceEvents();
      expect(new Set(events.map((e) => e.topic)).size).toBe(events.length);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('by default ticks only the instruments someone asked for lately', async () => {
    const ticker = startPriceTicker(server.ctx, { timer: false });
    try {
      expect(await ticker.tick()).toBe(0);
      const response = await server.client().call(api.marketData.quotes, { query: { ids: volvo } });
      expect((response.json() as { quotes: QuoteView[] }).quotes).toHaveLength(1);
      await ticker.tick();
      clock.advance(60_000);
      expect(await ticker.tick()).toBe(1);
      expect((await priceEvents()).map((e) => e.topic)).toEqual([instrumentTopic(volvo)]);
      // Ten minutes without a look, and the instrument stops ticking.
      clock.advance(11 * 60_000);
      expect(await ticker.tick()).toBe(0);
    } finally {
      await ticker.stop();
    }
  });

  it('reaches an open page through the event stream', async () => {
    const base = await listen(server);
    const opened = await openStream(base, { topics: [instrumentTopic(volvo)] });
    expect(opened.status).toBe(200);
    const reader = opened.reader!;
    const ticker = startPriceTicker(server.ctx, { timer: false });
    try {
      await reader.next((f) => f.event === 'ready');
      await server.client().call(api.marketData.quotes, { query: { ids: volvo } });
      await ticker.tick();
      clock.advance(60_000);
      await ticker.tick();
      const frame = await reader.nextEvent();
      expect(frame.event).toBe('price.updated');
      expect(dataOf<{ topic: string; payload: { instrumentId: number } }>(frame)).toMatchObject({
        topic: instrumentTopic(volvo),
        payload: { instrumentId: volvo },
      });
    } finally {
      await ticker.stop();
      await reader.close();
    }
  });
});
