import { build } from '@havn/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seedCustomer, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const ingrid = {
  username: 'ingridwatch',
  password: 'a long enough password',
  country: 'se',
  name: 'Ingrid Ek',
};

describe('markets in Chromium', () => {
  it('searches an instrument, opens it, watches it in a new list and sets a price alert', async () => {
    await seedCustomer(e2e, ingrid);
    const page = await newPage(e2e);
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(ingrid.username);
    await page.getByLabel('Password').fill(ingrid.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    await page.goto(build('search', {}, 'en'));
    const main = page.getByRole('main');
    await main.getByLabel('Search instruments, members and groups').fill('volvo');
    await main.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Instruments' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Volvo B' }).click();
    await page.getByRole('heading', { level: 1, name: 'Volvo B' }).waitFor();

    await page.goto(build('watchlist', {}, 'en'));
    await page.getByLabel('Watchlist name').fill('Trucks');
    await page.getByRole('button', { name: 'Create watchlist' }).click();
    await page.getByRole('heading', { level: 2, name: 'Trucks' }).waitFor();
    await page.getByLabel('Add to Trucks').fill('volvo');
    await page.getByRole('button', { name: /^Choose Volvo B/ }).click();
    await page.getByRole('link', { name: 'Volvo B' }).waitFor();

    await page.goto(build('price-alerts', {}, 'en'));
    await page.getByLabel('Instrument', { exact: true }).fill('volvo');
    await page.getByRole('button', { name: /^Choose Volvo B/ }).click();
    await page.getByText('Chosen: Volvo B').waitFor();
    await page.getByRole('radio', { name: 'Above' }).check();
    await page.getByLabel('Price', { exact: true }).fill('9999');
    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Alert created.').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Volvo B' }).getByText('Active').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('sorts a list by a column and passes an accessibility scan', async () => {
    const page = await newPage(e2e);
    await page.goto(build('stock-list', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Stocks' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.locator('th[aria-sort="descending"]').filter({ hasText: 'Change' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
