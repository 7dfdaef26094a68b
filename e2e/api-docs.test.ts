import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seedCustomer, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await seedCustomer(e2e, { username: 'kim', password: 'a script runs nightly', country: 'se' });
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * Console errors, uncaught exceptions and CSP violations: the page must have none. The shell's
 * "who is this?" call answering 401 to a visitor is the one expected failure.
 */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.endsWith('/api/auth/session') && message.text().includes('401')) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

describe('the API docs page in Chromium', () => {
  it('renders the reference from /api/openapi.json under the CSP, with no console errors', async () => {
    const page = await newPage(e2e);
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/en/api-docs');
    await page.getByRole('heading', { level: 1, name: 'API documentation' }).waitFor();
    await page.getByRole('heading', { name: 'Rate limits' }).waitFor();
    // Swagger UI's operations (it renders those in view): the first ones, then the order call and
    // the API keys calls through its filter by tag.
    await page.locator('.opblock-get', { hasText: '/api/health' }).first().waitFor({ timeout: 30_000 });
    const filter = page.getByPlaceholder('Filter by tag or path');
    await filter.fill('trading');
    const placeOrder = page.locator('.opblock-post', { hasText: '/api/accounts/{accid}/orders' });
    await placeOrder.first().waitFor();
    expect(await placeOrder.first().textContent()).toContain('Place a market, limit or stop-loss order');
    await filter.fill('api keys');
    await page.locator('.opblock-delete', { hasText: '/api/api-keys/{keyId}' }).first().waitFor();
    expect(scripts.some((url) => /ApiReference-/.test(url))).toBe(true);
    // The introduction is ours and accessible; Swagger UI's own markup is its maintainers'.
    const intro = await new AxeBuilder({ page }).exclude('.api-reference').analyze();
    expect(
      intro.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the reference out of every other page', async () => {
    const page = await newPage(e2e);
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    await page.goto('/en/status');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((url) => /ApiReference-|swagger-ui/.test(url))).toEqual([]);
    await page.context().close();
  });
});

describe('personal API keys in Chromium', () => {
  it('creates a key in settings, calls the API with it, and revokes it', async () => {
    const page = await newPage(e2e);
    const errors = watchForErrors(page);
    await page.goto('/en/login');
    await page.getByLabel('Username').fill('kim');
    await page.getByLabel('Password').fill('a script runs nightly');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.getByTestId('session-user').waitFor();

    await page.goto('/en/settings/account-settings');
    await page.getByRole('heading', { level: 2, name: 'API keys' }).waitFor();
    await page.getByText('You have no API keys.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Name', { exact: true }).fill('Nightly report');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('heading', { name: 'Your new key “Nightly report”' }).waitFor();
    const secret = await page.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^havn_live_/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved the key' }).click();
    await page.getByText('Nightly report').waitFor();

    // A program with the key and no cookie: it reads, and may not trade with a READ key.
    const program = await e2e.browser.newContext({ baseURL: e2e.baseUrl });
    const headers = { authorization: `Bearer ${secret}` };
    const accounts = await program.request.get('/api/accounts', { headers });
    expect(accounts.status()).toBe(200);
    const [account] = (await accounts.json()) as { accid: string }[];
    const order = await program.request.post(`/api/accounts/${account!.accid}/orders`, {
      headers: { ...headers, 'idempotency-key': 'e2e-read-key-order' },
      data: { instrumentId: 1, side: 'BUY', orderType: 'MARKET', volume: 1 },
    });
    expect(order.status()).toBe(403);
    expect(((await order.json()) as { code: string }).code).toBe('INSUFFICIENT_SCOPE');

    await page.getByRole('button', { name: 'Revoke Nightly report' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('You have no API keys.').waitFor();
    expect((await program.request.get('/api/accounts', { headers })).status()).toBe(401);
    await program.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
