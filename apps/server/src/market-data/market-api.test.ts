import { api, type NewsItemView, type QuoteView } from '@havn/contract';
import { isOnTickGrid } from '@havn/domain/broker/index';
import { startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { instruments } from '../db/schema/instruments.ts';
import { SimulatedMarketData } from './simulated-provider.ts';

/**
 * The market endpoints on a real database with real trading hours and a pinned clock: Monday
 * 23 November 2026, 11:00 in Stockholm (10:00 UTC), Nasdaq Stockholm open, New York not yet.
 */
const MONDAY_11_STOCKHOLM = '2026-11-23T10:00:00.000Z';
const PRICE = /^\d+\.\d{2,4}$/;

interface Level {
  price: string;
  volume: number;
}
const clock = new ManualClock(MONDAY_11_STOCKHOLM);
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};

async function idOf(symbol: string): Promise<number> {
  const [row] = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  if (!row) throw new Error(`no ${symbol}`);
  return row.id;
}

/** The answer's body, insisting on its status. */
async function getJson<T>(
  request: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
): Promise<T> {
  const response = await request;
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

beforeAll(async () => {
  server = await startTestServer({ clock, config: { marketHours: 'real' } });
  client = server.client();
  for (const symbol of ['VOLV B', 'AAPL', 'LF GLOBAL IDX', 'BULL OMX X5 AVA 4', 'EQNR', 'OMXS306F2500']) {
    ids[symbol] = await idOf(symbol);
  }
});
beforeEach(() => clock.set(MONDAY_11_STOCKHOLM));
afterAll(async () => {
  await server.close();
});

describe('GET /api/market/v1/quotes', () => {
  it('quotes instruments in the order asked and leaves unknown ids out', async () => {
    const volvo = ids['VOLV B']!;
    const apple = ids.AAPL!;
    const body = await getJson<{ quotes: QuoteView[] }>(
      client.call(api.marketData.quotes, { query: { ids: `${apple},999999,${volvo}` } }),
    );
    expect(body.quotes.map((q) => q.instrumentId)).toEqual([apple, volvo]);
    const [aapl, volv] = body.quotes;
    expect(volv).toMatchObject({
      currency: 'SEK',
      marketOpen: true,
      marketStatus: 'OPEN',
      time: MONDAY_11_STOCKHOLM,
    });
    expect(aapl).toMatchObject({ currency: 'USD', marketOpen: false, marketStatus: 'CLOSED' });
    for (const quote of body.quotes) {
      for (const field of ['last', 'bid', 'ask', 'previousClose', 'dayOpen', 'dayHigh', 'dayLow'] as const) {
        expect(quote[field]).toMatch(PRICE);
      }
      const last = new Decimal(quote.last);
      expect(new Decimal(quote.bid).lt(last) && new Decimal(quote.ask).gt(last)).toBe(true);
      expect(new Decimal(quote.dayHigh).gte(last) && new Decimal(quote.dayLow).lte(last)).toBe(true);
      expect(new Decimal(quote.change).eq(last.minus(quote.previousClose))).toBe(true);
    }
    // Friday's close is the reference price the universe ships with.
    expect(volv!.previousClose).toBe('265.40');
  });

  it('moves with the clock during the session and stands still after the close', async () => {
    const url = () => client.call(api.marketData.quotes, { query: { ids: ids['VOLV B']! } });
    const at11 = (await getJson<{ quotes: QuoteView[] }>(url())).quotes[0]!;
    clock.set('2026-11-23T13:00:00Z');
    const at14 = (await getJson<{ quotes: QuoteView[] }>(url())).quotes[0]!;
    expect(at14.last).not.toBe(at11.last);
    expect(at14.volume).toBeGreaterThan(at11.volume);
    clock.set('2026-11-23T17:00:00Z');
    const evening = (await getJson<{ quotes: QuoteView[] }>(url())).quotes[0]!;
    clock.set('2026-11-23T21:00:00Z');
    const night = (await getJson<{ quotes: QuoteView[] }>(url())).quotes[0]!;
    expect(night.last).toBe(evening.last);
    expect(night).toMatchObject({ marketOpen: false, marketStatus: 'CLOSED' });
  });

  it('shows the nightly downtime and the weekend with real hours', async () => {
    const url = () =>
      client.call(api.marketData.quotes, { query: { ids: `${ids['VOLV B']},${ids['LF GLOBAL IDX']}` } });
    clock.set('2026-11-24T02:30:00Z'); // 03:30 in Stockholm
    const downtime = (await getJson<{ quotes: QuoteView[] }>(url())).quotes;
    expect(downtime.map((q) => q.marketStatus)).toEqual(['DOWNTIME', 'DOWNTIME']);
    clock.set('2026-11-28T12:00:00Z'); // Saturday
    const weekend = (await getJson<{ quotes: QuoteView[] }>(url())).quotes;
    expect(weekend.map((q) => q.marketStatus)).toEqual(['CLOSED', 'CLOSED']);
  });

  it('agrees with a second provider on the same database: prices need no shared state', async () => {
    const other = new SimulatedMarketData(server.ctx.db, clock, { hours: 'real' });
    const wanted = Object.values(ids);
    for (const time of [MONDAY_11_STOCKHOLM, '2026-11-23T15:47:12Z', '2027-02-03T09:01:00Z']) {
      clock.set(time);
      const ours = await server.ctx.marketData.quotes(wanted);
      const theirs = await other.quotes(wanted);
      expect([...theirs.values()]).toEqual([...ours.values()]);
    }
  });

  it('quotes an instrument added to the database after the provider read the universe', async () => {
    const [added] = await server.ctx.db
      .insert(instruments)
      .values({
        symbol: 'HAVN TEST',
        name: 'Havn Test ETF',
        isin: 'SE0099999996',
        type: 'ETF',
        market: 'XSTO',
        currency: 'SEK',
        country: 'SE',
        sector: 'ETFs',
        tradable: true,
        referencePrice: '100.00',
        slug: 'havn-test-etf',
        createdAt: clock.now(),
      })
      .returning({ id: instruments.id });
    const body = await getJson<{ quotes: QuoteView[] }>(
      client.call(api.marketData.quotes, { query: { ids: added!.id } }),
    );
    expect(body.quotes[0]).toMatchObject({ instrumentId: added!.id, currency: 'SEK', marketOpen: true });
    await server.ctx.db.delete(instruments).where(eq(instruments.id, added!.id));
  });

  it.each([
    ['ids=abc'],
    ['ids='],
    ['ids=1,,2'],
    [''],
    [`ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`],
  ])('answers 400 to %s', async (query) => {
    const response = await client.callUnchecked(api.marketData.quotes, {
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

interface History {
  range: string;
  resolution: string;
  previousClose: string | null;
  points: {
    time: string;
    date: string;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: number;
  }[];
}

describe('GET /api/market/v1/instruments/:id/history', () => {
  const url = (symbol: string, range: string) =>
    client.callUnchecked(api.marketData.priceHistory, {
      params: { instrumentId: ids[symbol]! },
      query: { range },
    });

  it('gives today’s session in 5-minute points for 1d, ending at the price now', async () => {
    const history = await getJson<History>(url('VOLV B', '1d'));
    const quote = (await server.ctx.marketData.quotes([ids['VOLV B']!])).get(ids['VOLV B']!)!;
    expect(history).toMatchObject({ range: '1d', resolution: 'MINUTE_5', previousClose: '265.40' });
    expect(history.points[0]!.time).toBe('2026-11-23T08:00:00.000Z'); // 09:00 in Stockholm
    expect(history.points.at(-1)!.time).toBe(MONDAY_11_STOCKHOLM);
    expect(history.points).toHaveLength(25);
    expect(history.points.at(-1)!.close).toBe(quote.last);
    for (const point of history.points) {
      expect(point.date).toBe('2026-11-23');
      expect(new Decimal(point.high).gte(point.low)).toBe(true);
    }
  });

  it('gives the last five sessions in 30-minute points for 1w', async () => {
    const history = await getJson<History>(url('VOLV B', '1w'));
    expect(history.resolution).toBe('MINUTE_30');
    expect([...new Set(history.points.map((p) => p.date))]).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
    ]);
    expect(history.previousClose).toBeNull();
  });

  it.each([
    ['1m', 20, 24],
    ['3m', 60, 67],
    ['1y', 250, 263],
    ['3y', 775, 786],
    ['max', 780, 790],
  ])('gives daily bars for %s (between %d and %d of them)', async (range, least, most) => {
    const history = await getJson<History>(url('VOLV B', range));
    expect(history.resolution).toBe('DAY');
    expect(history.points.length).toBeGreaterThanOrEqual(least);
    expect(history.points.length).toBeLessThanOrEqual(most);
    const dates = history.points.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    for (const point of history.points) {
      expect([0, 6]).not.toContain(new Date(`${point.date}T12:00:00Z`).getUTCDay());
      const [open, high, low, close] = [point.open, point.high, point.low, point.close].map(
        (v) => new Decimal(v),
      );
      expect(high!.gte(Decimal.max(open!, close!)) && low!.lte(Decimal.min(open!, close!))).toBe(true);
    }
    // Friday's bar closes at the reference price; today's bar is running.
    const friday = history.points.find((p) => p.date === '2026-11-20')!;
    expect(friday.close).toBe('265.40');
    expect(history.points.at(-1)!.date).toBe('2026-11-23');
  });

  it('gives a fund its daily NAVs even for 1d', async () => {
    const history = await getJson<History>(url('LF GLOBAL IDX', '1d'));
    expect(history.resolution).toBe('DAY');
    expect(history.points.map((p) => p.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(history.points.every((p) => p.open === p.close && p.high === p.low)).toBe(true);
  });

  it('answers 404 for an unknown instrument and 400 for an unknown range', async () => {
    expect(
      (await client.call(api.marketData.priceHistory, { params: { instrumentId: '999999' } })).statusCode,
    ).toBe(404);
    expect((await url('VOLV B', '2d')).statusCode).toBe(400);
    expect(
      (await client.call(api.marketData.priceHistory, { params: { instrumentId: 'volvo' } })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/market/v1/instruments/:id/trades', () => {
  interface Trades {
    currency: string;
    trades: { id: string; time: string; price: string; volume: number }[];
  }

  it('lists today’s latest trades, newest first, at prices on the tick grid', async () => {
    const body = await getJson<Trades>(
      client.call(api.marketData.latestTrades, {
        params: { instrumentId: ids['VOLV B'] },
        query: { limit: '30' },
      }),
    );
    expect(body.currency).toBe('SEK');
    expect(body.trades).toHaveLength(30);
    const times = body.trades.map((t) => t.time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const trade of body.trades) {
      expect(trade.time >= '2026-11-23T08:00:00.000Z' && trade.time <= MONDAY_11_STOCKHOLM).toBe(true);
      expect(trade.price).toMatch(PRICE);
      expect(new Decimal(trade.price).mod('0.05').isZero()).toBe(true);
      expect(trade.volume).toBeGreaterThan(0);
    }
    const again = await getJson<Trades>(
      client.call(api.marketData.latestTrades, {
        params: { instrumentId: ids['VOLV B'] },
        query: { limit: '30' },
      }),
    );
    expect(again).toEqual(body);
  });

  it('trades options in whole contracts of 100', async () => {
    const body = await getJson<Trades>(
      client.call(api.marketData.latestTrades, {
        params: { instrumentId: ids.OMXS306F2500 },
        query: { limit: '5' },
      }),
    );
    expect(body.trades.length).toBeGreaterThan(0);
    for (const trade of body.trades) expect(trade.volume % 100).toBe(0);
  });

  it('has none for a fund, 404 for an unknown instrument and 400 for a bad limit', async () => {
    expect(
      (
        await getJson<Trades>(
          client.call(api.marketData.latestTrades, { params: { instrumentId: ids['LF GLOBAL IDX'] } }),
        )
      ).trades,
    ).toEqual([]);
    expect(
      (await client.call(api.marketData.latestTrades, { params: { instrumentId: '999999' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await client.call(api.marketData.latestTrades, {
          params: { instrumentId: ids['VOLV B'] },
          query: { limit: '0' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/market/v1/instruments/:id/order-book', () => {
  const bookOf = (instrumentId: number | string) =>
    client.call(api.marketData.orderBook, { params: { instrumentId: String(instrumentId) } });

  it('shows five levels each side, best first, from the quote outwards on the tick grid', async () => {
    const [book, quotes] = await Promise.all([
      getJson<{ currency: string; bids: Level[]; asks: Level[] }>(bookOf(ids['VOLV B']!)),
      getJson<{ quotes: QuoteView[] }>(
        client.call(api.marketData.quotes, { query: { ids: String(ids['VOLV B']) } }),
      ),
    ]);
    expect(book.currency).toBe('SEK');
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    expect(book.bids[0]!.price).toBe(quotes.quotes[0]!.bid);
    expect(book.asks[0]!.price).toBe(quotes.quotes[0]!.ask);
    const bids = book.bids.map((l) => Number(l.price));
    const asks = book.asks.map((l) => Number(l.price));
    expect([...bids].sort((a, b) => b - a)).toEqual(bids);
    expect([...asks].sort((a, b) => a - b)).toEqual(asks);
    expect(new Set([...bids, ...asks]).size).toBe(10);
    for (const level of [...book.bids, ...book.asks]) {
      expect(isOnTickGrid('nordic', level.price)).toBe(true);
      expect(level.volume).toBeGreaterThan(0);
    }
    expect(await getJson(bookOf(ids['VOLV B']!))).toEqual(book);
  });

  it('trades options in whole contracts, has no book for a fund, and 404 for an unknown instrument', async () => {
    const option = await getJson<{ bids: Level[]; asks: Level[] }>(bookOf(ids.OMXS306F2500!));
    for (const level of [...option.bids, ...option.asks]) expect(level.volume % 100).toBe(0);
    expect(await getJson(bookOf(ids['LF GLOBAL IDX']!))).toMatchObject({ bids: [], asks: [] });
    expect((await bookOf('999999')).statusCode).toBe(404);
  });
});

describe('GET /api/market/v1/instruments/:id/key-figures', () => {
  it('gives a stock simulated company figures and a 52-week range from its prices', async () => {
    const body = await getJson<Record<string, unknown>>(
      client.call(api.marketData.keyFigures, { params: { instrumentId: ids['VOLV B'] } }),
    );
    expect(body.simulatedFields).toEqual(['marketCap', 'sharesOutstanding', 'peRatio', 'dividendYield']);
    expect(body.marketCap).toMatch(/^\d+$/);
    expect(body.marketCap).toBe(
      new Decimal(body.last as string).times(body.sharesOutstanding as number).toFixed(0),
    );
    expect(new Decimal(body.high52w as string).gte(body.last as string)).toBe(true);
    expect(new Decimal(body.low52w as string).lte(body.last as string)).toBe(true);
    const volatility = Number(body.volatility);
    expect(volatility).toBeGreaterThan(12);
    expect(volatility).toBeLessThan(40);
    expect(body).toMatchObject({ leverage: null, ongoingCharge: null, currency: 'SEK' });
  });

  it('gives a fund its ongoing charge and a bull product its leverage', async () => {
    const fund = await getJson<Record<string, unknown>>(
      client.call(api.marketData.keyFigures, { params: { instrumentId: ids['LF GLOBAL IDX'] } }),
    );
    expect(fund).toMatchObject({ marketCap: null, peRatio: null, simulatedFields: ['ongoingCharge'] });
    expect(fund.ongoingCharge).toMatch(/^\d\.\d\d$/);
    const bull = await getJson<Record<string, unknown>>(
      client.call(api.marketData.keyFigures, { params: { instrumentId: ids['BULL OMX X5 AVA 4'] } }),
    );
    expect(bull).toMatchObject({ leverage: '5.0', simulatedFields: ['leverage'] });
  });

  it('answers 404 for an unknown instrument', async () => {
    expect(
      (await client.call(api.marketData.keyFigures, { params: { instrumentId: '999999' } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/market/v1/instruments/:id/cost-info', () => {
  it('gives the commission class of every account type and the FX rate where currencies differ', async () => {
    const body = await getJson<{ schedules: Record<string, unknown>[]; currency: string }>(
      client.call(api.marketData.costInfo, { params: { instrumentId: ids['VOLV B'] } }),
    );
    expect(body.currency).toBe('SEK');
    // The API's codes: each country's ordinary securities account is a DEPOT, told apart by its country.
    expect(body.schedules.map((s) => `${s.accountType} ${s.country}`)).toEqual([
      'ISK SE',
      'AF SE',
      'KF SE',
      'ASK NO',
      'DEPOT NO',
      'AKTIESPAREKONTO DK',
      'DEPOT DK',
      'AOT FI',
      'DEPOT FI',
      'DEPOT null',
      'PRIVATE_PENSION SE',
      'OCCUPATIONAL_PENSION SE',
      'IPS NO',
      'EPK NO',
      'RATEPENSION DK',
      'ALDERSOPSPARING DK',
      'PS FI',
    ]);
    expect(body.schedules.find((s) => s.accountType === 'DEPOT' && s.country === 'FI')).toMatchObject({
      commissionClass: 'Standard EUR',
      minimumCommission: '3.90',
    });
    expect(body.schedules.find((s) => s.accountType === 'DEPOT' && s.country === null)).toMatchObject({
      commissionClass: 'Depot EUR',
      minimumCommission: '4.90',
    });
    expect(body.schedules[0]).toEqual({
      accountType: 'ISK',
      country: 'SE',
      accountCurrency: 'SEK',
      commissionClass: 'Standard SEK',
      commissionRate: '0.15',
      minimumCommission: '39.00',
      fxRate: null,
    });
    expect(body.schedules.find((s) => s.accountType === 'ASK')).toMatchObject({
      accountCurrency: 'NOK',
      fxRate: expect.stringMatching(/^\d+\.\d{6}$/),
    });
    expect(
      (await client.call(api.marketData.costInfo, { params: { instrumentId: '999999' } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/market/v1/overview/:country', () => {
  it('shows the country’s indices, its top movers both ways and its most traded stocks', async () => {
    const body = await getJson<{
      market: string;
      marketOpen: boolean;
      indices: { symbol: string; value: string }[];
      gainers: { instrument: { market: string }; quote: QuoteView }[];
      losers: { instrument: { market: string }; quote: QuoteView }[];
      mostTraded: { instrument: { market: string }; quote: QuoteView }[];
    }>(client.call(api.marketData.overview, { params: { country: 'se' } }));
    expect(body).toMatchObject({ market: 'XSTO', marketOpen: true });
    expect(body.indices.map((i) => i.symbol).sort()).toEqual(['FNSESEK', 'OMXS30', 'OMXSPI']);
    const change = (e: { quote: QuoteView }) => Number(e.quote.changePercent);
    expect(body.gainers.length).toBeGreaterThan(0);
    expect(body.gainers.every((e) => change(e) > 0)).toBe(true);
    expect(body.losers.every((e) => change(e) < 0)).toBe(true);
    expect(body.gainers.map(change)).toEqual([...body.gainers.map(change)].sort((a, b) => b - a));
    expect(body.losers.map(change)).toEqual([...body.losers.map(change)].sort((a, b) => a - b));
    const turnover = body.mostTraded.map((e) => Number(e.quote.turnover));
    expect(body.mostTraded).toHaveLength(5);
    expect(turnover).toEqual([...turnover].sort((a, b) => b - a));
    for (const e of [...body.gainers, ...body.losers, ...body.mostTraded])
      expect(e.instrument.market).toBe('XSTO');
  });

  it('answers 400 for a country without a market overview', async () => {
    expect(
      (await client.callUnchecked(api.marketData.overview, { params: { country: 'de' } })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/market/v1/indicators/:symbol', () => {
  it('gives an index its simulated value, change and history', async () => {
    const body = await getJson<{
      symbol: string;
      value: string;
      resolution: string;
      points: { value: string }[];
    }>(client.call(api.marketData.indicator, { params: { symbol: 'omxs30' }, query: { range: '3m' } }));
    expect(body).toMatchObject({ symbol: 'OMXS30', resolution: 'DAY' });
    expect(body.value).toMatch(/^\d+\.\d\d$/);
    expect(body.points.length).toBeGreaterThan(60);
    const fx = await getJson<{ value: string; points: unknown[]; resolution: string }>(
      client.call(api.marketData.indicator, { params: { symbol: 'EURSEK' }, query: { range: '1d' } }),
    );
    expect(fx.value).toMatch(/^\d+\.\d{4}$/);
    expect(fx.resolution).toBe('MINUTE_5');
  });

  it('answers 404 for an unknown indicator', async () => {
    expect((await client.call(api.marketData.indicator, { params: { symbol: 'NOPE' } })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/market/v1/news', () => {
  it('lists fictional items, newest first, none from the future', async () => {
    const { items } = await getJson<{ items: NewsItemView[] }>(
      client.call(api.marketData.news, { query: { limit: '50' } }),
    );
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((i) => i.fictional && i.time <= MONDAY_11_STOCKHOLM)).toBe(true);
    const times = items.map((i) => i.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.some((i) => i.kind === 'MARKET_WRAP')).toBe(true);
    expect(items.every((i) => i.body.at(-1)!.startsWith('Simulated news'))).toBe(true);
    const again = await getJson<{ items: NewsItemView[] }>(
      client.call(api.marketData.news, { query: { limit: '50' } }),
    );
    expect(again).toEqual({ items });
  });

  it("carries each story's facts, for a client to word in its reader's language, agreeing with the English", async () => {
    const { items } = await getJson<{ items: NewsItemView[] }>(
      client.call(api.marketData.news, { query: { limit: '50' } }),
    );
    const kinds = new Set<string>();
    for (const item of items) {
      const { story } = item;
      kinds.add(story.kind);
      expect(story.kind).toBe(item.kind);
      if (story.kind === 'MARKET_WRAP') {
        const up = !story.index.move.startsWith('-');
        expect(item.headline).toContain(up ? 'higher' : 'lower');
        expect(item.headline).toContain(up ? story.best.name : story.worst.name);
        expect(item.body[0]).toContain(story.index.name);
        expect(item.body[1]).toContain(story.exchange);
        expect(Number(story.best.move)).toBeGreaterThanOrEqual(Number(story.worst.move));
        expect(item.instrumentIds).toEqual([story.best.instrumentId, story.worst.instrumentId]);
      } else {
        expect(item.instrumentIds).toEqual([story.stock.instrumentId]);
        expect(item.headline).toContain(story.stock.name);
        expect(story.stock.move).toMatch(/^-?\d+\.\d{2}$/);
        if (story.kind === 'PRICE_MOVE') {
          expect(Math.abs(Number(story.stock.move))).toBeGreaterThanOrEqual(4);
          expect(item.headline).toContain(`${story.stock.move.replace('-', '')}%`);
        } else {
          expect(item.headline).toContain(story.report === 'YEAR_END' ? 'year-end' : `Q${story.quarter}`);
          expect(story.quarter === null).toBe(story.report === 'YEAR_END');
        }
      }
    }
    expect(kinds).toContain('MARKET_WRAP');
    expect(kinds).toContain('PRICE_MOVE');
  });

  it('finds one item by its id, and answers 404 for an item that does not exist', async () => {
    const { items } = await getJson<{ items: NewsItemView[] }>(
      client.call(api.marketData.news, { query: { country: 'se' } }),
    );
    expect(items.every((i) => i.country === 'se')).toBe(true);
    const wrap = items.find((i) => i.kind === 'MARKET_WRAP')!;
    expect(wrap.headline).toMatch(/^Stockholm closes/);
    expect(
      await getJson<{ items: NewsItemView[] }>(
        client.call(api.marketData.news, { query: { newsId: wrap.id } }),
      ),
    ).toEqual({
      items: [wrap],
    });
    expect(
      (await client.call(api.marketData.news, { query: { newsId: 'wrap-se-20261124' } })).statusCode,
    ).toBe(404); // tomorrow
    expect(
      (await client.call(api.marketData.news, { query: { newsId: 'wrap-se-20261122' } })).statusCode,
    ).toBe(404); // a Sunday
    expect((await client.call(api.marketData.news, { query: { newsId: '../../etc' } })).statusCode).toBe(400);
  });

  it('filters by instrument', async () => {
    const volvo = ids['VOLV B']!;
    const { items } = await getJson<{ items: NewsItemView[] }>(
      client.call(api.marketData.news, { query: { instrumentId: volvo, limit: '50' } }),
    );
    expect(items.every((i) => i.instrumentIds.includes(volvo))).toBe(true);
    expect((await client.call(api.marketData.news, { query: { instrumentId: '999999' } })).statusCode).toBe(
      404,
    );
  });
});

describe('always-open hours', () => {
  it('keep every market open at a Saturday midnight, with prices that still move', async () => {
    const weekend = new ManualClock('2026-11-28T23:00:00Z');
    const demo = new SimulatedMarketData(server.ctx.db, weekend, { hours: 'always' });
    const wanted = [ids['VOLV B']!, ids.AAPL!, ids['LF GLOBAL IDX']!];
    const first = [...(await demo.quotes(wanted)).values()];
    expect(first.map((q) => q.marketStatus)).toEqual(['OPEN', 'OPEN', 'OPEN']);
    expect(demo.marketStatus('XSTO')).toBe('OPEN');
    weekend.advance(60_000);
    const later = [...(await demo.quotes(wanted)).values()];
    expect(later[0]!.last).not.toBe(first[0]!.last);
    expect(later[2]!.last).toBe(first[2]!.last); // a fund: one price a day
  });
});

describe('GET /api/market/v1/fx', () => {
  it('gives the live rate of a pair, its inverse, and 1 for a currency and itself', async () => {
    const usdSek = await getJson<{ rate: string }>(
      client.call(api.marketData.fxRate, { query: { from: 'USD', to: 'SEK' } }),
    );
    const sekUsd = await getJson<{ rate: string }>(
      client.call(api.marketData.fxRate, { query: { from: 'SEK', to: 'USD' } }),
    );
    expect(Number(usdSek.rate)).toBeGreaterThan(5);
    expect(Number(usdSek.rate)).toBeLessThan(15);
    expect(Number(usdSek.rate) * Number(sekUsd.rate)).toBeCloseTo(1, 4);
    expect(
      (
        await getJson<{ rate: string }>(
          client.call(api.marketData.fxRate, { query: { from: 'EUR', to: 'EUR' } }),
        )
      ).rate,
    ).toBe('1.000000');
    // The rate moves with the FX market during the day.
    clock.set('2026-11-23T14:00:00.000Z');
    expect(
      (
        await getJson<{ rate: string }>(
          client.call(api.marketData.fxRate, { query: { from: 'USD', to: 'SEK' } }),
        )
      ).rate,
    ).not.toBe(usdSek.rate);
  });

  it('refuses a currency Havn does not convert, and a malformed one', async () => {
    expect(
      await getJson(client.call(api.marketData.fxRate, { query: { from: 'XAU', to: 'SEK' } }), 400),
    ).toMatchObject({
      code: 'UNKNOWN_CURRENCY',
    });
    expect(
      await getJson(client.call(api.marketData.fxRate, { query: { from: 'usd', to: 'SEK' } }), 400),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
