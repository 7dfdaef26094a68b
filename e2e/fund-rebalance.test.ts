import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { ManualClock } from '@havn/server/clock';
import {
  type InstrumentFacts,
  instrumentBySymbol,
  type ScriptedMarket,
  scriptMarket,
  type TestClient,
} from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAt, seedSaver } from './fund-fixtures.ts';
import { type E2E, hydrated, startE2E } from './harness.ts';
import { checkScreen, hasFocus } from './screens.ts';

/*
 * A customer holding two funds 80/20 rebalances them to 60/40 on the page: the mix now against the
 * target, the one switch it takes in words, the check and the receipt; the switch's sale is then
 * registered and, while it waits for its NAV, the page says a new rebalance waits too. The server runs
 * on a clock the journey moves and the market is scripted, so every NAV is the test's.
 */

const clock = new ManualClock(new Date());
let e2e: E2E;
let market: ScriptedMarket;
let global: InstrumentFacts;
let index: InstrumentFacts;
let client: TestClient;
let accid: string;

const ragna = {
  username: 'ragnarebalans',
  password: 'a long enough password',
  country: 'se',
  name: 'Ragna Rebalans',
};

const fundOrders = () => client.callOk(api.trading.listFundOrders, { params: { accid } });

/** The job runner has done its work once `done` answers true (it polls every 100 ms). */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 100) {
    if (waited > 20_000) throw new Error(`${what}: not after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  e2e = await startE2E({ clock });
  const scripted = scriptMarket(clock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = scripted;
  market = scripted;
  global = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
  index = await instrumentBySymbol(e2e.server, 'NN IDX GLOBAL');
  market.set(global.id, { last: '100.00', currency: 'SEK' });
  market.set(index.id, { last: '100.00', currency: 'SEK' });

  // Ragna buys 4,000 SEK of Avanza Global and 1,000 SEK of NN Index Global, both at a NAV of 100.
  ({ client, accid } = await seedSaver(e2e, ragna));
  let tradeDate = '';
  for (const [fund, amount] of [
    [global, '4000'],
    [index, '1000'],
  ] as const) {
    const bought = await client.callOk(api.trading.placeFundOrder, {
      params: { accid },
      body: { instrumentId: fund.id, side: 'BUY', amount },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    market.setNav(fund.id, bought.estimatedTradeDate, '100');
    tradeDate = bought.estimatedTradeDate;
  }
  clock.set(`${tradeDate}T20:00:00Z`);
  await client.callOk(api.identity.login, { body: { username: ragna.username, password: ragna.password } });
  await until('the purchases priced', async () => (await fundOrders()).every((o) => o.state === 'PRICED'));
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const open = async (width: number): Promise<Page> => {
  const page = await logInAt(e2e, ragna, width);
  await page.goto(build('rebalance-funds', {}, 'en'));
  await page.getByRole('heading', { level: 1, name: 'Rebalance funds' }).waitFor();
  await hydrated(page);
  return page;
};

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent())?.replace(/\s/g, ' ');

describe('rebalancing funds in Chromium', () => {
  it('on a phone: sees 80/20 against the target, sets 60/40 by keyboard, and places the one switch', async () => {
    const page = await open(390);
    const rows = page.getByTestId('rebalance-row');
    await rows.first().waitFor();
    expect((await rows.allTextContents()).map((t) => t.replace(/\s/g, ' '))).toEqual([
      expect.stringContaining(`${global.name}80 % · SEK 4,000.00`),
      expect.stringContaining(`${index.name}20 % · SEK 1,000.00`),
    ]);
    // No plan and no risk level: an even split to start from.
    await page.getByText('30 points above').waitFor();
    await page.getByText(`Switch 15 units of ${global.name} (about SEK 1,500.00) to ${index.name}`).waitFor();
    await checkScreen(page, 'rebalance-funds-mix');

    // The targets by keyboard: the first field, then Tab to the next.
    const first = page.getByLabel(`Target for ${global.name}, percent`);
    await first.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('60');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page, `input[id$="-${index.id}"]`)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('40');
    expect(await text(page, 'rebalance-total')).toBe('The targets add up to 100 %.');
    await page.getByText(`Switch 10 units of ${global.name} (about SEK 1,000.00) to ${index.name}`).waitFor();
    expect(await text(page, 'rebalance-trade')).toMatch(/sold at the price of .+ and the money buys/);

    await page.getByRole('button', { name: 'Review rebalance' }).click();
    await page.getByRole('heading', { name: 'Check your rebalance' }).waitFor();
    expect(await hasFocus(page, '.rebalance-check h3')).toBe(true);
    await checkScreen(page, 'rebalance-funds-check');
    await page.getByRole('button', { name: 'Confirm rebalance' }).click();
    await page.getByRole('heading', { name: 'Rebalance placed' }).waitFor();
    expect(await hasFocus(page, '.rebalance-receipt h3')).toBe(true);
    expect(await text(page, 'rebalance-placed')).toContain(
      `Switch 10 units of ${global.name} to ${index.name}`,
    );
    await checkScreen(page, 'rebalance-funds-receipt');

    const sales = (await fundOrders()).filter((o) => o.side === 'SELL');
    expect(sales).toEqual([
      expect.objectContaining({ state: 'REGISTERED', units: '10', switchToInstrumentId: index.id }),
    ]);
    await page.getByRole('link', { name: 'Your fund switches' }).click();
    await page.getByRole('heading', { level: 1, name: 'Switch funds' }).waitFor();
    await page.context().close();
  });

  it('on a laptop: while the switch waits for its NAV, the page says a new rebalance waits too', async () => {
    const page = await open(1366);
    const alert = page.getByRole('alert');
    await alert.getByText('This account has fund orders waiting to be priced.').waitFor();
    await alert.getByRole('link', { name: 'Your fund orders' }).waitFor();
    expect(await page.getByRole('button', { name: 'Review rebalance' }).count()).toBe(0);
    await checkScreen(page, 'rebalance-funds-waiting');
    await page.context().close();
  });
});
