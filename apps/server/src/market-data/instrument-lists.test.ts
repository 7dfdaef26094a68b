import { api, INSTRUMENT_LISTS, type InstrumentQuoteView } from '@havn/contract';
import { startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { LIST_CONTENTS } from './instrument-lists.ts';

/** The eleven lists on the shipped universe, at a pinned moment with Stockholm open. */
let server: TestServer;
let client: TestClient;

interface ListPage {
  list: string;
  total: number;
  items: InstrumentQuoteView[];
}

/** `stocks?country=se` as the contract's call: the list by name, the rest as its query, unchecked so the table can hold what the contract refuses. */
function callList(listAndQuery: string) {
  const [name = '', search = ''] = listAndQuery.split('?');
  return client.callUnchecked(api.marketData.list, {
    params: { list: name },
    query: Object.fromEntries(new URLSearchParams(search)),
  });
}

async function list(query: string): Promise<ListPage> {
  const response = await callList(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListPage;
}

beforeAll(async () => {
  server = await startTestServer({
    clock: new ManualClock('2026-11-24T12:34:56Z'),
    config: { marketHours: 'real' },
  });
  client = server.client();
});
afterAll(async () => {
  await server.close();
});

describe('each list', () => {
  it.each([
    ['stocks', 251],
    ['etfs', 21],
    ['funds', 26],
    ['investment-funds', 11],
    ['certificates', 8],
    ['bull-bear', 9],
    ['trackers', 8],
    ['mini-futures', 8],
    ['unlimited-turbos', 8],
    ['warrants', 8],
    ['options', 8],
  ])('%s holds its %d instruments of one type, with quotes', async (name, total) => {
    const page = await list(`${name}?limit=200`);
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(Math.min(total, 200));
    const type = LIST_CONTENTS[name as (typeof INSTRUMENT_LISTS)[number]].type;
    for (const item of page.items) {
      expect(item.instrument.type).toBe(type);
      expect(item.quote.instrumentId).toBe(item.instrument.id);
    }
  });

  it('covers every list of the route catalogue', () => {
    expect(Object.keys(LIST_CONTENTS).sort()).toEqual([...INSTRUMENT_LISTS].sort());
  });

  it('keeps investment funds to Copenhagen', async () => {
    expect((await list('investment-funds')).items.every((i) => i.instrument.market === 'XCSE')).toBe(true);
    expect((await list('investment-funds?country=se')).total).toBe(0);
  });
});

describe('sorting', () => {
  const names = (page: ListPage) => page.items.map((i) => i.instrument.name);
  const numbers = (page: ListPage, field: 'last' | 'changePercent' | 'turnover') =>
    page.items.map((i) => new Decimal(i.quote[field]));
  const ascending = (values: Decimal[]) => values.every((v, i) => i === 0 || values[i - 1]!.lte(v));

  it('is by name, A to Z, by default', async () => {
    const page = await list('stocks?limit=200');
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names(page)).toEqual([...names(page)].sort(collator.compare));
  });

  it.each([
    ['last', 'last'],
    ['change', 'changePercent'],
    ['turnover', 'turnover'],
  ] as const)('by %s runs both ways', async (sort, field) => {
    const up = await list(`stocks?sort=${sort}&order=asc&limit=200`);
    const down = await list(`stocks?sort=${sort}&order=desc&limit=200`);
    expect(ascending(numbers(up, field))).toBe(true);
    expect(ascending(numbers(down, field).reverse())).toBe(true);
  });

  it('pages through the same order: pages put together are the whole list', async () => {
    const whole = await list('stocks?sort=change&order=desc&limit=200&offset=0');
    const rest = await list('stocks?sort=change&order=desc&limit=200&offset=200');
    const pages: InstrumentQuoteView[] = [];
    for (let offset = 0; offset < 251; offset += 37) {
      pages.push(...(await list(`stocks?sort=change&order=desc&limit=37&offset=${offset}`)).items);
    }
    expect(pages.map((i) => i.instrument.id)).toEqual(
      [...whole.items, ...rest.items].map((i) => i.instrument.id),
    );
    expect(rest.items).toHaveLength(51);
    expect((await list('stocks?offset=400')).items).toEqual([]);
  });
});

describe('filtering', () => {
  it('by country: the exchanges of that country', async () => {
    const swedish = await list('stocks?country=se&limit=200');
    expect(swedish.total).toBe(82);
    expect(swedish.items.every((i) => i.instrument.market === 'XSTO')).toBe(true);
    const american = await list('stocks?country=us&limit=200');
    expect(new Set(american.items.map((i) => i.instrument.market))).toEqual(new Set(['XNYS', 'XNAS']));
  });

  it('by market, sector and tradability, together', async () => {
    const page = await list('stocks?market=XOSL&sector=Energy&limit=200');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.instrument.market === 'XOSL' && i.instrument.sector === 'Energy')).toBe(
      true,
    );
    const notTradable = await list('stocks?tradable=false');
    expect(notTradable.items.map((i) => i.instrument.symbol).sort()).toEqual([
      'ADE',
      'ICA',
      'PGS',
      'SIM',
      'SWMA',
      'UPONOR',
    ]);
    expect((await list('stocks?tradable=true&limit=200')).total).toBe(245);
    expect((await list('stocks?market=XOSL&country=se')).total).toBe(0);
  });

  it.each([
    'shares',
    'stocks?sort=volume',
    'stocks?order=up',
    'stocks?limit=0',
    'stocks?limit=201',
    'stocks?offset=-1',
    'stocks?tradable=maybe',
    'stocks?market=xsto',
    'stocks?country=de',
  ])('answers 400 to %s', async (query) => {
    const response = await callList(query);
    expect(response.statusCode).toBe(400);
  });
});
