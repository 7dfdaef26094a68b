import { api, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { joinCommunity, registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

/**
 * The visitor home and the member overview (issue 13): what a new visitor sees before logging in, and
 * what a member opens first. Sigrid deposited 20 000 SEK, bought 10 Volvo B and started a thread on
 * Volvo B that Sigrid herself answered.
 */
let e2e: E2E;
const VOLVO = 1001;
const sigrid = {
  username: 'sigridhem',
  password: 'a long enough password',
  country: 'se',
  name: 'Sigrid Hem',
};

beforeAll(async () => {
  e2e = await startE2E();
  const client = e2e.server.client();
  await registerCustomer(e2e.server, sigrid, client);
  const [account] = (await client.get(endpointPath(api.accountsAndMoney.listAccounts.path))).json() as {
    accid: string;
  }[];
  const send = (path: string, body: unknown) =>
    client.request('POST', path, body, { 'idempotency-key': crypto.randomUUID() });
  const deposit = await send(endpointPath(api.accountsAndMoney.deposit.path, { accid: account!.accid }), {
    amount: '20000.00',
    currency: 'SEK',
  });
  expect(deposit.statusCode, deposit.body).toBe(201);
  const order = await send(endpointPath(api.trading.placeOrder.path, { accid: account!.accid }), {
    instrumentId: VOLVO,
    side: 'BUY',
    orderType: 'MARKET',
    volume: 10,
  });
  expect(order.statusCode, order.body).toBe(201);
  await joinCommunity(client, 'sigridhem');
  const post = await client.call(api.community.content.create, {
    body: {
      type: 'POST',
      message: 'Volvo B before the winter: who else is buying?',
      attributes: [{ type: 'INSTRUMENT_ID', value: String(VOLVO) }],
    },
  });
  expect(post.statusCode, post.body).toBe(201);
  const answer = await client.call(api.community.content.create, {
    body: { type: 'COMMENT', message: 'I bought ten today.', parentId: (post.json() as { id: string }).id },
  });
  expect(answer.statusCode, answer.body).toBe(201);
});
afterAll(async () => {
  await e2e?.close();
});

async function at(width: number, path: string): Promise<Page> {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(path);
  return page;
}

describe('the visitor home', () => {
  it.each([390, 1366])(
    'at %i px shows the markets now, the most traded shares, the threads and why Havn',
    async (width) => {
      const page = await at(width, build('home', {}, 'en'));
      await page.getByRole('heading', { level: 1, name: 'Welcome to Havn' }).waitFor();

      const markets = page.getByRole('region', { name: 'Markets now' });
      await markets.getByText(/^Sweden: Market (open|closed|paused)$/).waitFor();
      // The indices come with their own query, which may answer after the market's status.
      await markets.getByTestId('home-indices').getByRole('listitem').first().waitFor();
      expect(await markets.getByTestId('home-indices').textContent()).toMatch(/[+-]?\d+\.\d{2} %/);

      const popular = page.getByRole('region', { name: 'Most traded today' });
      const rows = popular.getByTestId('home-popular').getByRole('listitem');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(5);
      expect(await rows.first().textContent()).toMatch(/SEK\s?[\d,]+\.\d{2}.*%/);
      expect(await rows.first().getByRole('link').getAttribute('href')).toMatch(/^\/en\/market\/.*\/\d+-/);

      const threads = page.getByRole('region', { name: 'What investors are talking about' });
      const thread = threads.getByRole('link', { name: 'Volvo B before the winter: who else is buying?' });
      await thread.waitFor();
      expect(await thread.getAttribute('href')).toMatch(/\?contentId=[0-9a-f-]{36}$/);
      await threads.getByText('1 comment', { exact: false }).waitFor();

      await page.getByRole('heading', { level: 2, name: 'Why Havn' }).waitFor();
      expect(await page.getByRole('link', { name: 'Open an account' }).count()).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The thread opens where it is discussed, in its drawer.
      await thread.click();
      await page.waitForURL(/\/market\/.*\/1001-volvo-b\?contentId=/);
      await page.getByRole('dialog', { name: 'Thread' }).getByText('I bought ten today.').waitFor();
      await page.context().close();
    },
  );
});

describe('the member overview', () => {
  it('shows the total value, the day’s result and the accounts, and the transactions name the instrument', async () => {
    const page = await at(1366, build('login', {}, 'en'));
    await page.getByLabel('Username').fill(sigrid.username);
    await page.getByLabel('Password').fill(sigrid.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    await page.goto(build('accounts-overview', {}, 'en'));
    const total = page.getByRole('region', { name: 'Total value' });
    await total
      .getByTestId('overview-total')
      .filter({ hasText: /^SEK\s?[\d,]+\.\d{2}$/ })
      .waitFor();
    expect(await total.getByTestId('overview-today').textContent()).toMatch(
      /^Today [+-]?SEK\s?[\d,]+\.\d{2} \([+-]?\d+\.\d{2}\s?%\)$/,
    );
    await page.getByRole('heading', { level: 3, name: 'Investment savings account (ISK)' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(build('transactions', {}, 'en'));
    await page.getByRole('cell', { name: /^10 Volvo B at SEK\s?[\d,]+\.\d{2}$/ }).waitFor();
    await page.context().close();
  });
});
