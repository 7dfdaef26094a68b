import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { depositCash, instrumentBySymbol, registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, moderateA11yViolations, newPage, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const sara = {
  username: 'saramanad',
  password: 'a long enough password',
  country: 'se',
  name: 'Sara Månsson',
};

/** Nothing on the page is wider than the phone's screen. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
}

describe('monthly savings in Chromium, on a phone', () => {
  it('starts a plan over a fund and an ETF, finds it with its first purchase day, changes, pauses and ends it', async () => {
    const client = e2e.server.client();
    await registerCustomer(e2e.server, sara, client);
    const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
    expect((await depositCash(client, isk!.accid, '5000.00', 'SEK')).statusCode).toBe(201);
    const fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
    const etf = await instrumentBySymbol(e2e.server, 'XACT OMXS30');

    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(sara.username);
    await page.getByLabel('Password').fill(sara.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    // No plan yet: the list calls to start one.
    await page.goto(build('monthly-savings', {}, 'en'));
    await page.getByText('You have no monthly savings plans yet.', { exact: false }).waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    await hydrated(page);
    await page.getByRole('link', { name: 'Start your first plan' }).click();

    await page.getByRole('heading', { level: 1, name: 'Start a monthly savings plan' }).waitFor();
    const amount = page.getByLabel('Amount a month (SEK)');
    await amount.fill('1000');
    await page.getByLabel('Day of the month').selectOption('25');
    const search = page.getByRole('searchbox', { name: 'Add a fund or ETF' });
    await search.fill(fund.name);
    await page.getByRole('button', { name: `Add ${fund.name} (fund)` }).click();
    await search.fill('XACT');
    await page.getByRole('button', { name: `Add ${etf.name} (ETF)` }).click();
    await page.getByLabel(`Share for ${fund.name} (%)`).fill('60');
    await page.getByLabel(`Share for ${etf.name} (%)`).fill('40');
    await page.getByText('Total: 100 %.').waitFor();
    // The first purchase day, from the bank-day rule in its worker.
    const firstRun = (await page.getByText(/^The first purchase will be on /).textContent())!.replace(
      /^The first purchase will be on (.*)\.$/,
      '$1',
    );
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Start the plan' }).click();
    await page.getByText(`Your plan has started. The first purchase will be on ${firstRun}.`).waitFor();

    const [plan] = await client.callOk(api.savings.savingsPlans);
    expect(plan).toMatchObject({
      amount: '1000.00',
      dayOfMonth: 25,
      source: 'CASH',
      status: 'ACTIVE',
      allocations: [
        { instrumentId: fund.id, percent: 60 },
        { instrumentId: etf.id, percent: 40 },
      ],
    });

    await page.getByRole('link', { name: 'See your plans' }).click();
    let card = page.getByRole('article', { name: /1,000.00 a month/ });
    await card.getByText('Active').waitFor();
    await card.getByText(firstRun).waitFor();
    await card.getByText(fund.name).waitFor();
    await card.getByText('60 %').waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // Edit: the list's link opens the plan by its id; the amount changes from the next run.
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change your monthly savings' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?plan=${plan!.id}`);
    await page.getByLabel('Amount a month (SEK)').fill('1200');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByText(/^Your changes are saved\./).waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See your plans' }).click();
    card = page.getByRole('article', { name: /1,200.00 a month/ });
    await card.waitFor();

    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused').waitFor();
    await card.getByText('None planned').waitFor();

    await card.getByRole('button', { name: 'End plan' }).click();
    await card.getByRole('button', { name: 'Yes, end the plan' }).click();
    await card.getByText('Ended').waitFor();
    const [ended] = await client.callOk(api.savings.savingsPlans);
    expect(ended!.status).toBe('CANCELLED');
  });
});
