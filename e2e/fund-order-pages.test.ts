import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { type E2E, hydrated, moderateA11yViolations, newPage, startE2E } from './harness.ts';

/*
 * A fund's own buy and sell pages, from a deep link that names the account: a saver buys a fund for an
 * amount on a phone, reviews and confirms it; once it is priced (the server's clock moved past the
 * NAV, the market scripted) sells part of it on a laptop.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const clock = new ManualClock(new Date());
let e2e: E2E;
let market: ScriptedMarket;
let fund: InstrumentFacts;
let client: TestClient;
let accid: string;

const tove = { username: 'tovesida', password: 'a long enough password', country: 'se', name: 'Tove Sida' };

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 100) {
    if (waited > 20_000) throw new Error(`${what}: not after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const fundOrders = () => client.callOk(api.trading.listFundOrders, { params: { accid } });
const fundPage = (side: 'fund-buy' | 'fund-sell') =>
  build(side, { instrumentId: String(fund.id), instrumentName: 'avanza-global', accid }, 'en');

/** Nothing wider than the screen, axe finds nothing of moderate impact or worse; a screenshot kept. */
async function checkPage(page: Page, shot: string): Promise<void> {
  const [scroll, inner] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  expect(scroll).toBeLessThanOrEqual(inner);
  expect(await moderateA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `fund-page-${shot}-${inner}.png`), fullPage: true });
}

beforeAll(async () => {
  e2e = await startE2E({ clock });
  const scripted = scriptMarket(clock, e2e.server.ctx.marketData);
  e2e.server.ctx.marketData = scripted;
  market = scripted;
  fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
  market.set(fund.id, { last: '100.00', currency: 'SEK' });
  ({ client, accid } = await seedSaver(e2e, tove));
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('a fund’s buy and sell pages in Chromium', () => {
  it('buys a fund from a deep link with the account, then sells part of it', async () => {
    // On a phone, logged out: the deep link asks for a log-in first, then comes back to the page.
    const phone = await newPage(e2e);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(fundPage('fund-buy'));
    await phone.waitForURL((url) => url.pathname === build('login', {}, 'en'));
    expect(new URL(phone.url()).searchParams.get('redirect_to')).toBe(fundPage('fund-buy'));
    await hydrated(phone);
    await phone.getByLabel('Username').fill(tove.username);
    await phone.getByLabel('Password').fill(tove.password);
    await phone.getByRole('button', { name: 'Log in' }).click();
    await phone.waitForURL((url) => url.pathname === fundPage('fund-buy'));
    // The buy page of the ISK, with the fund's NAV, and its cut-off in plain words.
    await phone.getByRole('heading', { level: 1, name: 'Buy Avanza Global' }).waitFor();
    await phone
      .getByTestId('fund-nav')
      .filter({ hasText: /^SEK\s100\.00 on / })
      .waitFor();
    await phone
      .getByTestId('fund-timing-words')
      .filter({ hasText: /13:00 CES?T\.$/ })
      .waitFor({ timeout: 20_000 });
    expect(await phone.getByLabel('Account').inputValue()).toBe(accid);
    await checkPage(phone, 'buy');

    await phone.getByLabel('Amount (SEK)').fill('1000');
    await phone.getByLabel('Amount (SEK)').press('Enter');
    const review = phone.getByRole('heading', { level: 2, name: 'Check your order' });
    await review.waitFor();
    expect(await hasFocus(phone, '.fund-order-review h2')).toBe(true);
    expect((await phone.getByTestId('fund-order-review-summary').textContent())?.replace(/\s/g, ' ')).toBe(
      'Buy Avanza Global for SEK 1,000.00.',
    );
    expect(await fundOrders()).toEqual([]);
    await checkPage(phone, 'buy-review');
    await phone.getByRole('button', { name: 'Confirm purchase' }).click();
    await phone.getByRole('heading', { level: 2, name: 'Fund order placed' }).waitFor();
    expect(await hasFocus(phone, '.fund-order-receipt h2')).toBe(true);
    expect(await phone.getByTestId('fund-order-state').textContent()).toBe('Registered');
    await checkPage(phone, 'buy-receipt');
    const [bought] = await fundOrders();
    expect(bought).toMatchObject({ side: 'BUY', amount: '1000.00', state: 'REGISTERED' });
    await phone.getByRole('link', { name: 'See your fund orders' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await phone.getByRole('region', { name: 'Fund orders' }).getByTestId('fund-order').first().waitFor();
    await phone.context().close();

    // Priced at a NAV of 100 after the trade date: 10 units held.
    market.setNav(fund.id, bought!.estimatedTradeDate, '100');
    clock.set(`${bought!.estimatedTradeDate}T20:00:00Z`);
    await client.callOk(api.identity.login, { body: { username: tove.username, password: tove.password } });
    await until('the purchase priced', async () => (await fundOrders())[0]?.state === 'PRICED');

    // On a laptop: the sell page of the ISK, with the units held and their value; 4 of the 10 sold.
    const laptop = await logInAt(e2e, tove, 1366);
    await laptop.goto(fundPage('fund-sell'));
    await laptop.getByRole('heading', { level: 1, name: 'Sell Avanza Global' }).waitFor();
    await laptop.getByTestId('fund-units-held').filter({ hasText: 'Units held: 10' }).waitFor();
    await laptop
      .getByTestId('fund-holding-value')
      .filter({ hasText: /1,000\.00/ })
      .waitFor();
    await checkPage(laptop, 'sell');
    await laptop.getByLabel('Number of units').fill('4');
    await laptop.getByRole('button', { name: 'Review order' }).click();
    await laptop.getByRole('heading', { name: 'Check your order' }).waitFor();
    expect(await laptop.getByTestId('fund-order-review-summary').textContent()).toBe(
      'Sell 4 units of Avanza Global.',
    );
    await checkPage(laptop, 'sell-review');
    await laptop.getByRole('button', { name: 'Confirm sale' }).click();
    await laptop.getByRole('heading', { level: 2, name: 'Fund order placed' }).waitFor();
    await checkPage(laptop, 'sell-receipt');
    const [sold] = await fundOrders();
    expect(sold).toMatchObject({ side: 'SELL', units: '4', state: 'REGISTERED' });
    await laptop.context().close();

    // On a phone again: 6 units free to sell, told by an amount (what they come to now), not sent.
    const again = await logInAt(e2e, tove, 390);
    await again.goto(fundPage('fund-sell'));
    await again.getByTestId('fund-units-held').filter({ hasText: '4 are held back' }).waitFor();
    await again.getByRole('radio', { name: 'Amount' }).check();
    await again.getByLabel('Amount (SEK)').fill('250');
    await again.getByText('Now about 2.5 units; what you get follows the next NAV.').waitFor();
    await checkPage(again, 'sell-by-amount');
    await again.getByLabel('Amount (SEK)').fill('700');
    await again.getByRole('button', { name: 'Review order' }).click();
    await again.getByText('That is more than your units are worth now (SEK 600.00).').waitFor();
    expect(await hasFocus(again, 'input[aria-invalid="true"]')).toBe(true);
    await again.context().close();
  });
});
