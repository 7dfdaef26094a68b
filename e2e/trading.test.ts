import { api, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { joinCommunity, registerCustomer, type TestClient } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Volvo B, the first instrument of the shipped universe (SEK, Stockholm). */
const VOLVO = 1001;
const volvoPage = () => build('instrument', { instrumentId: String(VOLVO), instrumentName: 'volvo-b' }, 'en');
const sven = { username: 'sventrader', password: 'a long enough password', country: 'se', name: 'Sven Berg' };

/** A Swedish customer with 50,000 SEK on the ISK, a community profile and the account shared on it. */
async function seedTrader(): Promise<{ client: TestClient; accid: string }> {
  const client = e2e.server.client();
  await registerCustomer(e2e.server, sven, client);
  const accounts = await client.get(endpointPath(api.accountsAndMoney.listAccounts.path));
  const [account] = accounts.json() as { accid: string; currency: string }[];
  if (!account) throw new Error('seed: the new customer has no account');
  const deposit = await client.request(
    'POST',
    endpointPath(api.accountsAndMoney.deposit.path, { accid: account.accid }),
    { amount: '50000.00', currency: account.currency },
    { 'idempotency-key': crypto.randomUUID() },
  );
  if (deposit.statusCode !== 201) throw new Error(`seed: deposit failed: ${deposit.body}`);
  await joinCommunity(client, 'sventrader');
  const shared = await client.request('PUT', endpointPath(api.community.profiles.toggleShared.path), {
    accountId: account.accid,
    shared: true,
  });
  if (shared.statusCode !== 200) throw new Error(`seed: sharing failed: ${shared.body}`);
  return { client, accid: account.accid };
}

/** The instrument feed shows trade events once the outbox has delivered them: reload until then. */
async function waitForFeedText(page: Page, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.goto(volvoPage());
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();
    try {
      await page.getByText(text, { exact: true }).first().waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

async function placeMarketOrder(page: Page, side: 'Buy' | 'Sell', volume: string): Promise<void> {
  await page.getByRole('link', { name: side, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `${side} Volvo B` });
  await drawer.waitFor();
  expect(page.url()).toContain(`/order/${side.toLowerCase()}`);
  await drawer.getByLabel('Quantity').fill(volume);
  await drawer.getByTestId('order-total').filter({ hasText: 'SEK' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
  await drawer.getByText('Order placed').waitFor();
  await drawer.getByText('Filled', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

describe('trading in Chromium', () => {
  it("searches an instrument, buys it, sees the position and the trade in the feed, sells all and reads 'sold all'", async () => {
    await seedTrader();
    const page = await newPage(e2e);

    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(sven.username);
    await page.getByLabel('Password').fill(sven.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    // The customer finds the instrument with the header's search and opens it from the results.
    const header = page.getByRole('banner');
    await header.getByLabel('Search instruments, members and groups').fill('volvo b');
    await header.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Instruments' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Volvo B' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(volvoPage());
    await page.getByTestId('quote-last').waitFor();
    await page.getByRole('heading', { name: 'Price chart' }).waitFor();
    await page.getByRole('heading', { name: 'Key figures' }).waitFor();
    await page.getByRole('heading', { name: 'Costs' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await placeMarketOrder(page, 'Buy', '10');

    await page.goto(build('accounts-overview', {}, 'en'));
    const holdings = page.locator('table.positions');
    await holdings.getByRole('rowheader', { name: 'Volvo B' }).waitFor();
    expect(
      await holdings
        .getByRole('row', { name: /Volvo B/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('10');

    await waitForFeedText(page, 'Bought a new holding');

    await placeMarketOrder(page, 'Sell', '10');
    await waitForFeedText(page, 'Sold the whole holding');
  });
});
