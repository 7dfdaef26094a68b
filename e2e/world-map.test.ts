import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '@havn/routes';
import { systemClock } from '@havn/server/clock';
import {
  instrumentBySymbol,
  registerCustomer,
  type ScriptedMarket,
  scriptMarket,
  type TestClient,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

const ingrid = {
  username: 'ingrid',
  password: 'regions of the world 4',
  country: 'se',
  name: 'Ingrid Atlas',
};
let e2e: E2E;
let client: TestClient;
let accid: string;

/** Market orders fill at prices the test sets, whatever the day of the week. */
async function buy(market: ScriptedMarket, symbol: string, price: string, volume: number) {
  const instrument = await instrumentBySymbol(e2e.server, symbol);
  market.set(instrument.id, { last: price, currency: instrument.currency });
  const response = await client.post(
    `/api/accounts/${accid}/orders`,
    { instrumentId: instrument.id, side: 'BUY', orderType: 'MARKET', volume },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBeLessThan(300);
}

beforeAll(async () => {
  e2e = await startE2E();
  const market = scriptMarket(systemClock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = market;
  client = e2e.server.client();
  await registerCustomer(e2e.server, ingrid, client);
  accid = ((await client.get('/api/accounts')).json() as { accid: string }[])[0]?.accid ?? '';
  const deposit = await client.post(
    `/api/accounts/${accid}/deposits`,
    { amount: '200000.00', currency: 'SEK' },
    { 'idempotency-key': randomUUID() },
  );
  expect(deposit.statusCode, deposit.body).toBeLessThan(300);
  // Sweden (Europe other), Finland (Euroland), the UK, and a world ETF looked through (mostly USA).
  await buy(market, 'VOLV B', '100.00', 400);
  await buy(market, 'NOKIA', '5.00', 1000);
  await buy(market, 'AZN', '1000.00', 20);
  await buy(market, 'URTH', '100.00', 60);
});
afterAll(async () => {
  await e2e?.close();
});

describe('the allocation world map', () => {
  it('draws the four zones of a seeded portfolio, with its table, and passes axe', async () => {
    const weights = (await client.get(`/api/accounts/${accid}/allocation?by=region`)).json() as {
      type_id: string;
    }[];
    expect(weights.length).toBeGreaterThanOrEqual(4);

    const page = await newPage(e2e);
    const allocation = build('allocation', {}, 'en');
    await page.goto(`${build('login', {}, 'en')}?redirect_to=${encodeURIComponent(allocation)}`);
    await page.getByLabel('Username').fill(ingrid.username);
    await page.getByLabel('Password').fill(ingrid.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL(`**${allocation}`);
    const map = page.locator('.world-map svg');
    await map.waitFor();

    const fills = await map
      .locator('g[data-region] path')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
    for (const colour of ['#009195', '#01424C', '#385E9D', '#131F4F']) expect(fills).toContain(colour);
    const box = await map.boundingBox();
    expect(box && box.height / box.width).toBeCloseTo(0.48, 2);
    await page.getByRole('table', { name: 'Allocation by region' }).waitFor();

    // The keyboard reaches a region and gets its name in a tooltip.
    await map.locator('g[data-region]').first().focus();
    await page.getByRole('tooltip').waitFor();

    const shot = await page.screenshot({
      path: path.join(tmpdir(), 'havn-allocation-world-map.png'),
      fullPage: true,
    });
    expect(shot.byteLength).toBeGreaterThan(1000);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
