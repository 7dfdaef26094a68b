import { api } from '@havn/contract';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/instrument/v1/instruments/:instrumentId', () => {
  it('shows the instrument page header of an instrument by id, to anyone', async () => {
    const response = await server
      .client()
      .call(api.marketData.instrument, { params: { instrumentId: '1001' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1001,
      name: 'Volvo B',
      symbol: 'VOLV B',
      isin: 'SE0000115446',
      type: 'STOCK',
      market: { id: 'XSTO', name: 'Nasdaq Stockholm' },
      currency: 'SEK',
      country: 'SE',
      sector: 'Industrials',
      tradable: true,
      lotSize: 1,
      slug: 'volvo-b',
      allocation: null,
    });
  });

  it('finds the same instrument by its slug (the instrument-by-slug page)', async () => {
    const response = await server
      .client()
      .call(api.marketData.instrument, { params: { instrumentId: 'volvo-b' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1001, slug: 'volvo-b' });
  });

  it('answers 404 NOT_FOUND for an unknown id or slug', async () => {
    for (const id of ['999999', 'no-such-instrument']) {
      const response = await server
        .client()
        .call(api.marketData.instrument, { params: { instrumentId: id } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses what is neither an id nor a slug with a 400', async () => {
    const response = await server
      .client()
      .call(api.marketData.instrument, { params: { instrumentId: 'Volvo B' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('a fund’s allocation on its instrument page', () => {
  it('carries the regions a fund invests in, and null for a stock', async () => {
    const { and, eq } = await import('drizzle-orm');
    const { instruments } = await import('../../db/schema/instruments.ts');
    const server = await startTestServer();
    try {
      const [fund] = await server.ctx.db
        .select({ id: instruments.id })
        .from(instruments)
        .where(and(eq(instruments.type, 'FUND')))
        .limit(1);
      const body = (
        await server.client().call(api.marketData.instrument, { params: { instrumentId: fund!.id } })
      ).json() as {
        allocation: { type_id: string; weight: number }[] | null;
      };
      expect(body.allocation?.length).toBeGreaterThan(0);
      expect(body.allocation!.reduce((sum, a) => sum + a.weight, 0)).toBeCloseTo(100, 1);
      const [stock] = await server.ctx.db
        .select({ id: instruments.id })
        .from(instruments)
        .where(eq(instruments.type, 'STOCK'))
        .limit(1);
      expect(
        (
          await server.client().call(api.marketData.instrument, { params: { instrumentId: stock!.id } })
        ).json().allocation,
      ).toBeNull();
    } finally {
      await server.close();
    }
  });
});
