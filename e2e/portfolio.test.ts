import { api, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
let page: Page;
const VOLVO = 1001;
const karin = {
  username: 'karinanalys',
  password: 'a long enough password',
  country: 'se',
  name: 'Karin Lind',
};

beforeAll(async () => {
  e2e = await startE2E();
  // A Swedish customer who deposited 50 000 SEK and bought 10 Volvo B through the API.
  const client = e2e.server.client();
  await registerCustomer(client, karin);
  const [account] = (await client.get(endpointPath(api.accounts.list.path))).json() as { accid: string }[];
  if (!account) throw new Error('seed: no account');
  const deposit = await client.request(
    'POST',
    endpointPath(api.trading.deposit.path, { accid: account.accid }),
    { amount: '50000.00', currency: 'SEK' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  if (deposit.statusCode !== 201) throw new Error(`seed: deposit failed: ${deposit.body}`);
  const order = await client.request(
    'POST',
    endpointPath(api.trading.placeOrder.path, { accid: account.accid }),
    { instrumentId: VOLVO, side: 'BUY', orderType: 'MARKET', volume: 10 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  if (order.statusCode !== 201) throw new Error(`seed: order failed: ${order.body}`);

  page = await newPage(e2e);
  await page.goto(build('login', {}, 'en'));
  await page.getByLabel('Username').fill(karin.username);
  await page.getByLabel('Password').fill(karin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));
});
afterAll(async () => {
  await e2e?.close();
});

describe('portfolio analytics in Chromium', () => {
  it('reaches the analytics from the overview and shows the value, the return and the daily values', async () => {
    await page.goto(build('accounts-overview', {}, 'en'));
    await page
      .getByRole('navigation', { name: 'Portfolio' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByTestId('performance-value').filter({ hasText: 'SEK' }).waitFor();
    await page.getByTestId('performance-chart').waitFor();
    await page.getByRole('button', { name: /All/ }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /All/ }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByRole('button', { name: 'Show the daily values' }).click();
    const days = page.getByRole('table', { name: 'Daily values' });
    await days.waitFor();
    expect(await days.getByRole('row').count()).toBeGreaterThanOrEqual(2);
    expect(await days.getByRole('rowheader').first().textContent()).toMatch(/\d{4}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SHOT) await page.screenshot({ path: '/tmp/analytics.png', fullPage: true });
  });

  it('shows the year’s report with the deposit, the purchase and the holdings at its end', async () => {
    await page.goto(build('portfolio-report', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Portfolio report' }).waitFor();
    expect(await page.getByTestId('report-deposits').textContent()).toContain('50,000.00');
    expect(await page.getByTestId('report-bought').textContent()).not.toMatch(/^\D*0\.00\D*$/);
    await page.getByRole('rowheader', { name: 'Volvo B' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SHOT) await page.screenshot({ path: '/tmp/report.png', fullPage: true });
  });

  it('splits the account by currency and lists the purchase lot', async () => {
    await page.goto(build('currencies', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Currencies' }).waitFor();
    await page.getByRole('rowheader', { name: 'SEK' }).waitFor();
    expect(await page.getByTestId('currencies-total').textContent()).toContain('SEK');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(build('purchase-lots', {}, 'en'));
    const volvo = page.getByRole('region', { name: 'Volvo B' });
    await volvo.waitFor();
    const cells = await volvo.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['10', '10']);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the live exchange rate and the FX buffer when buying in another currency', async () => {
    const search = (await e2e.server
      .client()
      .get('/api/instrument-search/v1/list?query=AAPL&limit=1')
      .then((r) => r.json())) as { results: { instrument_info: { instrument_id: number } }[] };
    const apple = search.results[0]!.instrument_info.instrument_id;
    await page.goto(build('instrument', { instrumentId: String(apple), instrumentName: 'apple' }, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Apple' }).waitFor();
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy Apple' });
    await drawer
      .getByTestId('order-fx')
      .filter({ hasText: /^1 USD = \d+\.\d{4} SEK$/ })
      .waitFor();
    await drawer.getByText(/holds back 2 % extra/).waitFor();
    await drawer.getByLabel('Quantity').fill('1');
    await drawer.getByTestId('order-total').filter({ hasText: 'SEK' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('speaks Swedish on the Swedish site', async () => {
    await page.goto(build('analytics', {}, 'se'));
    await page.getByRole('heading', { level: 1, name: 'Analys' }).waitFor();
    await page.getByText('Tidsviktad: insättningar och uttag räknas inte som vinst eller förlust.').waitFor();
  });
});
