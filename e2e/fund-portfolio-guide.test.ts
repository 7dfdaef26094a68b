import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { depositCash, registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, moderateA11yViolations, newPage, startE2E } from './harness.ts';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const gustav = {
  username: 'gustavguide',
  password: 'a long enough password',
  country: 'se',
  name: 'Gustav Grahn',
};

/** Nothing on the page is wider than the screen. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
}

describe('the fund portfolio guide in Chromium', () => {
  it('suggests a mix for the chosen risk level and starts a monthly savings plan with it, on a phone and a laptop', async () => {
    const client = e2e.server.client();
    await registerCustomer(e2e.server, gustav, client);
    const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
    expect((await depositCash(client, isk!.accid, '5000.00', 'SEK')).statusCode).toBe(201);

    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(gustav.username);
    await page.getByLabel('Password').fill(gustav.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    // From the plans page to the guide.
    await page.goto(build('monthly-savings', {}, 'en'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Let the fund portfolio guide suggest a mix' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fund portfolio guide' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(build('fund-portfolio-guide', {}, 'en'));
    // No risk profile answered: nothing is chosen until the customer chooses.
    await page.getByText('Choose a level to see the funds the guide suggests.').waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'fund-portfolio-guide-none-390.png'),
      fullPage: true,
    });

    // On a phone the levels are a row of numbered tiles: tap 3, then one step up with the arrow key,
    // as a radio group moves; the chosen level's name and meaning show under the row.
    const levels = page.getByRole('group', { name: 'How much risk do you want to take?' });
    await levels.getByText('3', { exact: true }).click();
    await page.getByText(/^Three fifths in a bond fund, two fifths in equity funds\./).waitFor();
    expect(await page.getByRole('radio', { name: /^3 Cautious/ }).isChecked()).toBe(true);
    let mix = page.getByRole('region', { name: 'Suggested funds for level 3' });
    await mix.getByText('60 % fixed-income funds').waitFor();
    await page.keyboard.press('ArrowRight');
    mix = page.getByRole('region', { name: 'Suggested funds for level 4' });
    await mix.getByText('40 % fixed-income funds').waitFor();
    expect(await page.getByRole('radio', { name: /^4 Balanced/ }).isChecked()).toBe(true);
    expect(
      await page
        .getByRole('radio', { name: /^4 Balanced/ })
        .evaluate((el) => el === el.ownerDocument.activeElement),
    ).toBe(true);
    const rows = mix.getByRole('listitem');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain('Havn Nordic Corporate Bond40 %');
    expect(await rows.nth(0).textContent()).toContain('Bond fund');
    expect(await rows.nth(1).textContent()).toContain('Avanza Global42 %');
    expect(await rows.nth(2).textContent()).toContain('Avanza Zero18 %');
    await mix.getByText('Ongoing charge of the whole mix: 0.20 % a year.').waitFor();
    expect(new URL(page.url()).search).toBe('?level=4');
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'fund-portfolio-guide-390.png'), fullPage: true });

    // The laptop: the levels as cards with their meanings, beside the mix, nothing wider than the screen.
    await page.setViewportSize({ width: 1366, height: 900 });
    await mix.waitFor();
    await page.getByText(/^Only a short-rate fund\./).waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
    const levelsBox = await levels.boundingBox();
    const mixBox = await mix.boundingBox();
    expect(mixBox!.x).toBeGreaterThan(levelsBox!.x + levelsBox!.width - 1);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'fund-portfolio-guide-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    const guide = await client.callOk(api.savings.fundPortfolioGuide, { query: { riskLevel: 4 } });
    await mix.getByRole('link', { name: 'Start a monthly savings plan with these funds' }).click();
    await page.getByRole('heading', { level: 1, name: 'Start a monthly savings plan' }).waitFor();
    await page.getByText(/^The funds and shares from the fund portfolio guide are filled in/).waitFor();
    expect(await page.getByLabel('Share for Havn Nordic Corporate Bond (%)').inputValue()).toBe('40');
    expect(await page.getByLabel('Share for Avanza Global (%)').inputValue()).toBe('42');
    expect(await page.getByLabel('Share for Avanza Zero (%)').inputValue()).toBe('18');
    await page.getByText('Total: 100 %.').waitFor();
    await page.getByLabel('Amount a month (SEK)').fill('1000');
    await page.getByLabel('Day of the month').selectOption('25');
    expect(await moderateA11yViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Start the plan' }).click();
    await page.getByText(/^Your plan has started\. The first purchase will be on /).waitFor();

    const [plan] = await client.callOk(api.savings.savingsPlans);
    expect(plan).toMatchObject({ amount: '1000.00', dayOfMonth: 25, status: 'ACTIVE' });
    expect(plan!.allocations).toEqual(
      guide.allocations.map(({ instrumentId, percent }) => ({ instrumentId, percent })),
    );
  });
});
