import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  investor,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../db/schema/instruments.ts';

let server: TestServer;
let sara: Investor;
beforeAll(async () => {
  server = await startTestServer();
  sara = await fundedInvestor(server, 'Sara Guide', '5000.00');
});
afterAll(async () => {
  await server.close();
});

const guide = (c: Investor, query: Record<string, unknown>) =>
  c.client.callUnchecked(api.savings.fundPortfolioGuide, { query });

const idOf = async (symbol: string) => (await instrumentBySymbol(server, symbol)).id;

describe('GET /api/fund-portfolio-guide', () => {
  it('answers a careful Swedish saver with a Swedish short-rate fund only', async () => {
    const response = await guide(sara, { riskLevel: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      riskLevel: 1,
      currency: 'SEK',
      fixedIncomePercent: 100,
      equityPercent: 0,
      allocations: [
        {
          instrumentId: await idOf('HAVN RANTA KORT'),
          percent: 100,
          name: 'Havn Räntefond Kort',
          type: 'FUND',
          currency: 'SEK',
          category: 'SHORT_RATE',
          riskIndicator: 1,
          ongoingCharge: '0.15',
        },
      ],
      ongoingCharge: '0.15',
    });
  });

  it('mixes bonds with the cheapest global and Swedish equity funds in the middle, and adds emerging markets at 7', async () => {
    const middle = await sara.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 4 } });
    expect(middle.allocations.map((a) => [a.name, a.percent, a.category])).toEqual([
      ['Havn Nordic Corporate Bond', 40, 'BOND'],
      ['Avanza Global', 42, 'EQUITY_GLOBAL'],
      ['Avanza Zero', 18, 'EQUITY_NORDIC'],
    ]);
    // 40 % × 0.40 + 42 % × 0.09 + 18 % × 0.00 = 0.1978
    expect(middle).toMatchObject({ fixedIncomePercent: 40, equityPercent: 60, ongoingCharge: '0.20' });
    const boldest = await sara.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 7 } });
    expect(boldest.allocations.map((a) => [a.name, a.percent])).toEqual([
      ['Avanza Global', 60],
      ['Avanza Zero', 25],
      ['Avanza Emerging Markets', 15],
    ]);
  });

  it("is in the customer's account currency by default, or in the one asked for", async () => {
    const mette = await investor(server, 'Mette Guide', 'dk');
    const danish = await mette.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 3 } });
    expect(danish.currency).toBe('DKK');
    expect(danish.allocations.map((a) => [a.name, a.currency, a.percent])).toEqual([
      ['Havn Danske Obligationer KL', 'DKK', 60],
      ['Danske Invest Index Global AC Restricted - Akkumulerende KL', 'DKK', 28],
      ['Danske Invest Danmark KL', 'DKK', 12],
    ]);
    const norwegian = await sara.client.callOk(api.savings.fundPortfolioGuide, {
      query: { riskLevel: 2, currency: 'NOK' },
    });
    // No Norwegian short-rate fund: the Norwegian bond fund before a Swedish short-rate one.
    expect(norwegian.allocations.map((a) => [a.name, a.percent])).toEqual([
      ['Havn Rentefond Norden', 80],
      ['Storebrand Global Indeks N', 14],
      ['KLP AksjeNorge Indeks', 6],
    ]);
    const finnish = await sara.client.callOk(api.savings.fundPortfolioGuide, {
      query: { riskLevel: 1, currency: 'EUR' },
    });
    expect(finnish.allocations.map((a) => a.name)).toEqual(['Havn Korkorahasto Lyhyt']);
  });

  it('gives a mix that starts a monthly savings plan as it is', async () => {
    const { allocations } = await sara.client.callOk(api.savings.fundPortfolioGuide, {
      query: { riskLevel: 5 },
    });
    const response = await sara.client.call(api.savings.createSavingsPlan, {
      body: {
        accid: sara.accid,
        amount: '500',
        dayOfMonth: 25,
        source: 'CASH',
        allocations: allocations.map(({ instrumentId, percent }) => ({ instrumentId, percent })),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.data().allocations).toEqual(
      allocations.map(({ instrumentId, percent }) => ({ instrumentId, percent })),
    );
  });

  it('leaves out a fund that cannot be traded, and answers an empty mix when no interest fund is left', async () => {
    const { db } = server.ctx;
    const halt = (symbol: string, tradable: boolean) =>
      db.update(instruments).set({ tradable }).where(eq(instruments.symbol, symbol));
    await halt('HAVN RANTA KORT', false);
    try {
      const level1 = await sara.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 1 } });
      expect(level1.allocations.map((a) => a.name)).toEqual(['Havn Nordic Corporate Bond']);
      await halt('HAVN NORDIC CORP', false);
      await halt('HAVN RENTE NORDEN', false);
      await halt('HAVNDKOBLKL', false);
      await halt('HAVN KORKO LYHYT', false);
      const none = await sara.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 1 } });
      expect(none).toEqual({
        riskLevel: 1,
        currency: 'SEK',
        fixedIncomePercent: 100,
        equityPercent: 0,
        allocations: [],
        ongoingCharge: null,
      });
      // Shares alone are still a mix at level 6.
      const level6 = await sara.client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 6 } });
      expect(level6.allocations).toHaveLength(2);
    } finally {
      for (const symbol of [
        'HAVN RANTA KORT',
        'HAVN NORDIC CORP',
        'HAVN RENTE NORDEN',
        'HAVNDKOBLKL',
        'HAVN KORKO LYHYT',
      ]) {
        await halt(symbol, true);
      }
    }
  });

  it.each([
    ['0', 'querystring.riskLevel'],
    ['8', 'querystring.riskLevel'],
    ['2.5', 'querystring.riskLevel'],
    ['high', 'querystring.riskLevel'],
    ['', 'querystring.riskLevel'],
  ])('refuses riskLevel=%j with 400 VALIDATION_FAILED', async (riskLevel, path) => {
    const response = await guide(sara, { riskLevel });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ path })],
    });
  });

  it('refuses a missing riskLevel, a malformed currency and one Havn keeps no money in', async () => {
    expect((await guide(sara, {})).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await guide(sara, { riskLevel: 3, currency: 'sek' })).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await guide(sara, { riskLevel: 3, currency: 'XYZ' })).json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_CURRENCY',
    });
  });

  it('is for logged-in customers, and documented in the OpenAPI description', async () => {
    const anonymous = await server
      .client()
      .callUnchecked(api.savings.fundPortfolioGuide, { query: { riskLevel: 3 } });
    expect(anonymous.statusCode).toBe(401);
    const openapi = (await server.client().request('GET', '/api/openapi.json')).json() as {
      paths: Record<string, { get?: { operationId: string; parameters: { name: string }[] } }>;
    };
    const operation = openapi.paths['/api/fund-portfolio-guide']?.get;
    expect(operation?.operationId).toBe('savings.fundPortfolioGuide');
    expect(operation?.parameters.map((p) => p.name).sort()).toEqual(['currency', 'riskLevel']);
  });
});
