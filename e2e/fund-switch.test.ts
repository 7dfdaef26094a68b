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
import { hasFocus, logInAt, seedSaver } from './fund-fixtures.ts';
import { type E2E, hydrated, startE2E } from './harness.ts';
import { checkScreen } from './screens.ts';

/*
 * A customer holding a fund switches part of it to another fund ("Byt fond"): the first switch is
 * cancelled while its sale waits for the cut-off; the second is left to run, its sale priced at the
 * next NAV, its purchase placed with the proceeds and priced in turn. The server runs on a clock the
 * journey moves and the market is scripted, so each NAV is the test's and the sums are exact.
 */

const clock = new ManualClock(new Date());
let e2e: E2E;
let market: ScriptedMarket;
let fund: InstrumentFacts;
let other: InstrumentFacts;
let client: TestClient;
let accid: string;

const sigrid = {
  username: 'sigridbyte',
  password: 'a long enough password',
  country: 'se',
  name: 'Sigrid Byte',
};

/** The job runner has done its work once `done` answers true (it polls every 100 ms). */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 100) {
    if (waited > 20_000) throw new Error(`${what}: not after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** After a fund order's trade date: its NAV is known (18:00 in Stockholm) and the jobs price it. */
function afterNav(tradeDate: string): string {
  return `${tradeDate}T20:00:00Z`;
}

/** The API client logs in again: its session idled out while the clock moved on. */
async function relogin(): Promise<void> {
  await client.callOk(api.identity.login, {
    body: { username: sigrid.username, password: sigrid.password },
  });
}

const fundOrders = () => client.callOk(api.trading.listFundOrders, { params: { accid } });

beforeAll(async () => {
  e2e = await startE2E({ clock });
  const scripted = scriptMarket(clock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = scripted;
  market = scripted;
  fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
  other = await instrumentBySymbol(e2e.server, 'NN IDX GLOBAL');
  market.set(fund.id, { last: '100.00', currency: 'SEK' });
  market.set(other.id, { last: '220.00', currency: 'SEK' });

  // Sigrid buys 1,000 SEK of Avanza Global; at a NAV of 100 she holds 10 units.
  ({ client, accid } = await seedSaver(e2e, sigrid));
  const bought = await client.callOk(api.trading.placeFundOrder, {
    params: { accid },
    body: { instrumentId: fund.id, side: 'BUY', amount: '1000' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  market.setNav(fund.id, bought.estimatedTradeDate, '100');
  clock.set(afterNav(bought.estimatedTradeDate));
  await relogin();
  await until('the purchase priced', async () => (await fundOrders())[0]?.state === 'PRICED');
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const logIn = (width: number): Promise<Page> => logInAt(e2e, sigrid, width);

/** Fills in a switch of 4 units of Avanza Global into the other fund and opens its summary. */
async function fillSwitch(page: Page): Promise<void> {
  const holdings = page.getByRole('group', { name: 'Fund to sell' });
  const held = holdings.getByRole('radio', { name: new RegExp(fund.name) });
  await held.waitFor();
  // The only fund held is chosen already; the keyboard chooses it all the same.
  expect(await held.isChecked()).toBe(true);
  await page.getByLabel('Number of units to sell').fill('4');
  await page.getByLabel('Search for the fund to buy').fill(other.name.slice(0, 9));
  await page.getByRole('button', { name: `Choose ${other.name} (SEK)` }).click();
  // The search box went with the choice: focus is on the way to choose another.
  await page.getByTestId('fund-switch-to').filter({ hasText: other.name }).waitFor();
  expect(await hasFocus(page, 'button:has-text("Choose another fund")')).toBe(true);
  await page.getByRole('button', { name: 'Review switch' }).click();
  await page.getByRole('heading', { name: 'Check your switch' }).waitFor();
}

describe('switching funds in Chromium', () => {
  it('on a phone: switches 4 of 10 units, sees the sale registered among the switches and cancels it', async () => {
    const page = await logIn(390);
    // From the fund's ticket: selling to buy another fund is a switch.
    await page.goto(
      build('instrument', { instrumentId: String(fund.id), instrumentName: 'avanza-global' }, 'en'),
    );
    await page.getByRole('heading', { level: 1, name: fund.name }).waitFor();
    await hydrated(page);
    await page.getByRole('link', { name: 'Sell', exact: true }).click();
    const ticket = page.getByRole('dialog', { name: `Sell ${fund.name}` });
    await ticket.getByRole('link', { name: 'Switch to another fund' }).click();
    await page.getByRole('heading', { level: 1, name: 'Switch funds' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?accid=${accid}&from=${fund.id}`);

    const holding = page.getByRole('group', { name: 'Fund to sell' });
    expect((await holding.textContent())?.replace(/\s/g, ' ')).toContain(
      `${fund.name}10 units held, worth SEK 1,000.00`,
    );
    await page.getByText('No fund switches in this account yet.').waitFor();
    await page
      .getByTestId('fund-switch-cut-off')
      .filter({ hasText: /13:00 CES?T$/ })
      .waitFor();
    await checkScreen(page, 'fund-switch-form');

    await fillSwitch(page);
    expect(await page.getByTestId('fund-switch-sale').textContent()).toBe(`4 units of ${fund.name}`);
    expect(await page.getByTestId('fund-switch-purchase').textContent()).toBe(
      `${other.name}, for the money from the sale`,
    );
    await checkScreen(page, 'fund-switch-summary');
    await page.getByRole('button', { name: 'Confirm switch' }).click();
    await page.getByRole('heading', { name: 'Fund switch placed' }).waitFor();
    expect(await hasFocus(page, '.fund-order-receipt h3')).toBe(true);
    expect(await page.getByTestId('fund-switch-state').textContent()).toBe('Registered');

    const [sale] = await fundOrders();
    expect(sale).toMatchObject({
      side: 'SELL',
      state: 'REGISTERED',
      units: '4',
      switchToInstrumentId: other.id,
    });

    const switches = page.getByRole('region', { name: 'Your fund switches' });
    const pending = switches.getByRole('region', { name: 'In progress' }).getByTestId('fund-switch');
    await pending.getByRole('heading', { name: `${fund.name} to ${other.name}` }).waitFor();
    await pending.getByTestId('fund-switch-sale-leg').getByText('Registered').waitFor();
    await pending.getByText('Placed once the sale is priced.').waitFor();
    await checkScreen(page, 'fund-switch-registered');

    await pending.getByRole('button', { name: `Cancel switch ${fund.name} to ${other.name}` }).click();
    await switches.getByText('Fund switch cancelled.').waitFor();
    expect(await hasFocus(page, '.fund-switches-section .alert-success')).toBe(true);
    const cancelled = switches.getByRole('region', { name: 'Done' }).getByTestId('fund-switch');
    await cancelled.getByTestId('fund-switch-sale-leg').getByText('Cancelled').waitFor();
    await cancelled.getByText('No purchase: the sale did not go through.').waitFor();
    expect(await cancelled.getByRole('button').count()).toBe(0);
    expect((await fundOrders()).find((o) => o.id === sale!.id)?.state).toBe('CANCELLED');
    await page.context().close();
  });

  it('on a laptop: a switch left to run shows its sale priced, then its purchase, each at its NAV', async () => {
    let page = await logIn(1366);
    await page.goto(build('fund-swap-orders', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Switch funds' }).waitFor();
    await hydrated(page);
    await fillSwitch(page);
    await page.getByRole('button', { name: 'Confirm switch' }).click();
    await page.getByRole('heading', { name: 'Fund switch placed' }).waitFor();
    await page.context().close();

    // The sale is priced at 110 on its trade date: 440 SEK buy the other fund on the next bank day.
    const sale = (await fundOrders()).find((o) => o.side === 'SELL' && o.state === 'REGISTERED')!;
    market.setNav(fund.id, sale.estimatedTradeDate, '110');
    clock.set(afterNav(sale.estimatedTradeDate));
    await relogin();
    await until('the purchase leg placed', async () =>
      (await fundOrders()).some((o) => o.side === 'BUY' && o.switchId === sale.switchId),
    );
    const purchase = (await fundOrders()).find((o) => o.side === 'BUY' && o.switchId === sale.switchId)!;
    expect(purchase).toMatchObject({ state: 'REGISTERED', amount: '440.00', instrumentId: other.id });

    page = await logIn(1366);
    await page.goto(build('fund-swap-orders', {}, 'en'));
    const running = page.getByRole('region', { name: 'In progress' }).getByTestId('fund-switch');
    const saleLeg = (await running.getByTestId('fund-switch-sale-leg').textContent())?.replace(/\s/g, ' ');
    expect(saleLeg).toContain('Priced');
    expect(saleLeg).toContain('Units4NAVSEK 110.00AmountSEK 440.00');
    const buyLeg = running.getByTestId('fund-switch-purchase-leg');
    await buyLeg.getByText('Registered').waitFor();
    expect((await buyLeg.textContent())?.replace(/\s/g, ' ')).toContain('AmountSEK 440.00');
    // The sale is past its cut-off: nothing to cancel here.
    expect(await running.getByRole('button').count()).toBe(0);
    await checkScreen(page, 'fund-switch-purchase-registered');
    await page.context().close();

    // The purchase is priced at 220: 2 units of the other fund; 6 of Avanza Global are left.
    market.setNav(other.id, purchase.estimatedTradeDate, '220');
    clock.set(afterNav(purchase.estimatedTradeDate));
    await relogin();
    await until(
      'the purchase priced',
      async () => (await fundOrders()).find((o) => o.id === purchase.id)?.state === 'PRICED',
    );
    page = await logIn(1366);
    await page.goto(build('fund-swap-orders', {}, 'en'));
    const done = page.getByRole('region', { name: 'Done' }).getByTestId('fund-switch');
    await done.first().waitFor();
    const finished = done.filter({ has: page.getByTestId('fund-switch-purchase-leg').getByText('Priced') });
    expect(
      (await finished.getByTestId('fund-switch-purchase-leg').textContent())?.replace(/\s/g, ' '),
    ).toContain('Units2NAVSEK 220.00AmountSEK 440.00');
    const holding = page.getByRole('group', { name: 'Fund to sell' });
    expect((await holding.textContent())?.replace(/\s/g, ' ')).toContain(`${fund.name}6 units held`);
    expect((await holding.textContent())?.replace(/\s/g, ' ')).toContain(`${other.name}2 units held`);
    await checkScreen(page, 'fund-switch-done');
    await page.context().close();
  });
});
