import { api } from '@havn/contract';
import { SITES } from '@havn/domain';
import { match } from '@havn/routes';
import { customers, registerCustomer, startTestServer, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidePage } from './page-requests.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captureLogs: true });
});
afterAll(async () => {
  await server.close();
});

const page = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('GET /api/site/routes', () => {
  it('serves the whole catalogue with a path on every site and an owner', async () => {
    const response = await server.client().call(api.site.routes);
    expect(response.statusCode).toBe(200);
    const routes = response.json() as {
      id: string;
      team: string;
      paths: Record<string, string>;
      auth: boolean;
    }[];
    expect(routes.length).toBeGreaterThan(100);
    const overview = routes.find((r) => r.id === 'accounts-overview');
    expect(overview).toMatchObject({ team: 'portfolio', auth: true });
    expect(Object.keys(overview!.paths).sort()).toEqual(['de', 'dk', 'en', 'fi', 'no', 'se']);
  });
});

describe('the redirect rule on page requests', () => {
  it('sends a logged-out visitor on a protected page to login with the exact redirect_to', async () => {
    const response = await page('/se/oversikt/11,12?tab=x');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/se/logga-in?redirect_to=%2Fse%2Foversikt%2F11%2C12%3Ftab%3Dx');
  });

  it('resolves a path written in another site’s language before deciding', async () => {
    const response = await page('/se/overview');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/se/logga-in?redirect_to=%2Fse%2Foverview');
  });

  it('lets a logged-in customer through', async () => {
    const browser = server.client();
    await registerCustomer(server, customers.astrid, browser);
    const response = await page('/se/oversikt', browser.cookieHeader);
    expect(response.statusCode).not.toBe(302);
  });

  it('gives public pages and the bare country root no redirect', async () => {
    for (const url of ['/se', '/se/', '/dk/markedet', '/en/login']) {
      const response = await page(url);
      expect(response.statusCode, url).not.toBe(302);
    }
  });

  it('applies the rules of the page inside the fullscreen prefix', async () => {
    const messages = await page('/en/fullscreen/messages');
    expect(messages.statusCode).toBe(302);
    expect(messages.headers.location).toBe('/en/login?redirect_to=%2Fen%2Ffullscreen%2Fmessages');
    const decide = (url: string) =>
      decidePage(server.ctx, { url, method: 'GET', headers: { accept: 'text/html' } } as FastifyRequest);
    expect(await decide('/en/fullscreen/faq')).toEqual({ kind: 'page', status: 200, site: 'en' });
    expect(await decide('/en/fullscreen/no-such-page')).toEqual({ kind: 'page', status: 404, site: 'en' });
  });

  it('sends / to the site of the browser’s language', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/no');
  });

  it('leaves the API alone: a logged-out API call is a 401 problem, not a redirect', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: api.accountsAndMoney.listAccounts.path,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the three calls sitemaps read', () => {
  it('searches tradable instruments with total_hits and the three info blocks', async () => {
    const response = await server.client().call(api.marketData.instrumentSearch, {
      query: { query: 'volvo', limit: '5', apply_filters: 'is_tradable=true' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      total_hits: number;
      results: { instrument_info: { name: string; tradable: boolean }; market_info: { market_id: string } }[];
    };
    expect(body.total_hits).toBeGreaterThan(0);
    expect(body.results[0]?.instrument_info.name).toMatch(/volvo/i);
    expect(body.results.every((r) => r.instrument_info.tradable)).toBe(true);
    expect(body.results[0]?.market_info.market_id).toBe('XSTO');
  });

  it('treats * as a wildcard and refuses an unknown filter with 400', async () => {
    const all = (
      await server.client().call(api.marketData.instrumentSearch, { query: { query: '*', limit: '1' } })
    ).json() as {
      total_hits: number;
    };
    expect(all.total_hits).toBeGreaterThanOrEqual(300);
    const bad = await server
      .client()
      .call(api.marketData.instrumentSearch, { query: { apply_filters: 'is_evil=true' } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists indicators with a symbol and curated list ids', async () => {
    const indicators = (await server.client().call(api.marketData.indicators)).json() as {
      symbol: string;
    }[];
    expect(indicators.map((i) => i.symbol)).toContain('OMXS30');
    const ids = (await server.client().call(api.marketData.curatedListIds)).json() as string[];
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('sitemaps', () => {
  it('refuses a tld outside en, se, no, dk, fi, de with 400 and logs it', async () => {
    const response = await server.client().call(api.site.sitemapIndex, { query: { tld: 'com' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TLD' });
    expect(server.logs.some((l) => String(l.msg).includes('tld outside') && l.tld === 'com')).toBe(true);
    expect(
      (await server.client().call(api.site.sitemapPart, { params: { tld: 'xx', part: '1.xml' } })).statusCode,
    ).toBe(400);
  });

  it('indexes one part listing public routes, instruments, indicators and curated lists', async () => {
    const index = await server.client().call(api.site.sitemapIndex, { query: { tld: 'se' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual([`${server.ctx.config.publicOrigin}/sitemaps/se/1.xml`]);
    const part = (await server.client().call(api.site.sitemapPart, { params: { tld: 'se', part: '1.xml' } }))
      .body;
    expect(part).toContain('/se/marknaden/instrument/');
    expect(part).toContain('/se/marknaden/indikatorer/OMXS30');
    expect(part).toContain('?list=');
    expect(part).not.toContain('/se/oversikt');
    expect(
      (await server.client().call(api.site.sitemapPart, { params: { tld: 'se', part: '2.xml' } })).statusCode,
    ).toBe(404);
  });

  it('lists only live pages, each one a page the server answers with 200', async () => {
    for (const tld of SITES) {
      const part = (await server.client().call(api.site.sitemapPart, { params: { tld, part: '1.xml' } }))
        .body;
      const paths = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
      );
      expect(paths.length).toBeGreaterThan(20);
      for (const url of paths) {
        const found = match(`${url.pathname}${url.search}`, tld);
        expect(found.route.status, url.pathname).toBe('live');
        expect(found.route.auth, url.pathname).toBe(false);
      }
      // Every kind of page answers (one of each route, not every instrument: a PGlite test stays quick).
      const oneEach = new Map(paths.map((url) => [match(url.pathname, tld).route.id, url]));
      for (const url of oneEach.values()) {
        expect((await page(`${url.pathname}${url.search}`)).statusCode, url.pathname).toBe(200);
      }
    }
  });

  it('splits at 50000 URLs a part and logs an instrument list above the fetch limit', async () => {
    await server.ctx.db.execute(sql`
      insert into instruments (symbol, name, isin, type, market, currency, country, sector, tradable, lot_size, reference_price, slug, created_at)
      select 'GEN' || i, 'Generated ' || i, 'XX' || lpad(i::text, 10, '0'), 'STOCK', 'XSTO', 'SEK', 'SE', 'Industrials', true, 1, 10, 'generated-' || i, now()
      from generate_series(1, 60000) as i`);
    const index = (await server.client().call(api.site.sitemapIndex, { query: { tld: 'fi' } })).body;
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toHaveLength(2);
    const first = (await server.client().call(api.site.sitemapPart, { params: { tld: 'fi', part: '1.xml' } }))
      .body;
    expect(first.match(/<url>/g)).toHaveLength(50000);
    const second = (
      await server.client().call(api.site.sitemapPart, { params: { tld: 'fi', part: '2.xml' } })
    ).body;
    expect((second.match(/<url>/g) ?? []).length).toBeGreaterThan(10000);
    expect(server.logs.some((l) => String(l.msg).includes('above the allowed count'))).toBe(true);
  });
});
