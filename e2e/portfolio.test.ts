import { api, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { joinCommunity, registerCustomer, type TestClient } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
let page: Page;
let seeded: { client: TestClient; accid: string; boughtNumber: number };
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
  await registerCustomer(e2e.server, karin, client);
  const [account] = (await client.get(endpointPath(api.accountsAndMoney.listAccounts.path))).json() as {
    accid: string;
  }[];
  if (!account) throw new Error('seed: no account');
  const deposit = await client.request(
    'POST',
    endpointPath(api.accountsAndMoney.deposit.path, { accid: account.accid }),
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
  await joinCommunity(client, 'karinanalys');
  seeded = {
    client,
    accid: account.accid,
    boughtNumber: (order.json() as { orderNumber: number }).orderNumber,
  };

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
      .getByRole('navigation', { name: 'Pages in Overview' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByTestId('performance-value').filter({ hasText: 'SEK' }).waitFor();
    await page.getByTestId('performance-chart').waitFor();
    await page.getByRole('radio', { name: /All/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /All/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Show the daily values' }).click();
    const days = page.getByRole('table', { name: 'Daily values' });
    await days.waitFor();
    expect(await days.getByRole('row').count()).toBeGreaterThanOrEqual(2);
    expect(await days.getByRole('rowheader').first().textContent()).toMatch(/\d{4}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the year’s report with the deposit, the purchase and the holdings at its end', async () => {
    await page.goto(build('portfolio-report', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Portfolio report' }).waitFor();
    expect(await page.getByTestId('report-deposits').textContent()).toContain('50,000.00');
    expect(await page.getByTestId('report-bought').textContent()).not.toMatch(/^\D*0\.00\D*$/);
    await page.getByRole('rowheader', { name: 'Volvo B' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
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

  it('shows, changes and cancels an open order from its address on the instrument page', async () => {
    // A limit a tenth under the bid: inside the price band, and it will not fill.
    const { quotes } = (await seeded.client.get(`/api/market/v1/quotes?ids=${VOLVO}`)).json() as {
      quotes: { bid: string }[];
    };
    const limit = Math.floor(Number(quotes[0]!.bid) * 0.9);
    const placed = await seeded.client.request(
      'POST',
      endpointPath(api.trading.placeOrder.path, { accid: seeded.accid }),
      { instrumentId: VOLVO, side: 'BUY', orderType: 'LIMIT', volume: 5, price: String(limit) },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json() as { orderNumber: number };
    await page.goto(build('orders-trades', {}, 'en'));
    await page.getByRole('link', { name: String(orderNumber), exact: true }).click();
    const shown = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await shown.waitFor();
    expect(page.url()).toContain(`/order/show/${orderNumber}`);
    await shown.getByText('Buy 5 Volvo B, not filled yet.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await shown.getByRole('link', { name: 'Modify' }).click();
    const change = page.getByRole('dialog', { name: `Change order ${orderNumber}` });
    await change.getByLabel('New limit price').fill(String(limit - 1));
    await change.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/order/show/${orderNumber}`));
    const details = page.getByRole('dialog', { name: `Order ${orderNumber}` }).getByTestId('order-details');
    await details.getByText(`SEK\u00a0${(limit - 1).toFixed(2)}`).waitFor();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled.').waitFor();
    await details.getByText('Cancelled', { exact: true }).waitFor();
    // A closed order cannot be changed: its modify address says so.
    await page.goto(page.url().replace('/order/show/', '/order/modify/'));
    await page.getByText('This order is no longer open, so it cannot be changed.').waitFor();
  });

  it('the order addresses without an instrument lead to the order, or to a choice of instrument', async () => {
    await page.goto(build('order-show', { id: String(seeded.boughtNumber) }, 'en'));
    await page.getByRole('dialog', { name: `Order ${seeded.boughtNumber}` }).waitFor();
    expect(page.url()).toContain(`/order/show/${seeded.boughtNumber}`);
    await page.goto(build('order-show', { id: '999999999' }, 'en'));
    await page.getByText('You have no order number 999999999.', { exact: false }).waitFor();

    await page.goto(build('order-buy', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Buy' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Find instrument').fill('volvo b');
    await page.getByRole('button', { name: 'Choose Volvo B' }).click();
    await page.getByRole('dialog', { name: 'Buy Volvo B' }).waitFor();
  });

  it('comments on a filled trade from its address, into the instrument’s feed', async () => {
    await page.goto(
      build(
        'instrument',
        {
          instrumentId: String(VOLVO),
          instrumentName: 'volvo-b',
          order: 'order',
          intent: 'comment',
          intentPayload: String(seeded.boughtNumber),
        },
        'en',
      ),
    );
    const drawer = page.getByRole('dialog', { name: 'Comment on your trade' });
    await drawer.getByText(/^You bought 10 Volvo B at SEK\s[\d,.]+\.$/).waitFor();
    const box = drawer.getByRole('textbox', { name: 'Write a post' });
    await box.click();
    await box.fill('Bought more Volvo after the report.');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Bought more Volvo after the report.').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('speaks Swedish on the Swedish site', async () => {
    await page.goto(build('analytics', {}, 'se'));
    await page.getByRole('heading', { level: 1, name: 'Analys' }).waitFor();
    await page.getByText('Tidsviktad: insättningar och uttag räknas inte som vinst eller förlust.').waitFor();
  });
});
