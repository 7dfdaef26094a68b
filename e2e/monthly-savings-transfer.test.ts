import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { confirmEidNow, instrumentBySymbol, registerCustomer, type TestClient } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, newPage, startE2E } from './harness.ts';
import { onBothScreens } from './screens.ts';

/*
 * Funding monthly savings in Chromium: Saga (Swedish, an ISK) has an active autogiro mandate on her
 * bank account and a fund plan that buys from the ISK's cash on the 25th, with nothing arriving. From
 * the monthly savings page she opens "Fund your monthly savings", sees the plan and the gap, takes the
 * proposed transfer (SEK 2,000 on the 18th), reviews it and confirms; the receipt says when the first
 * collection is, and the API has the one recurring deposit. Each screen at 390 and 1366 px with axe.
 */

let e2e: E2E;
let saga: TestClient;
const who = { username: 'sagamanad', password: 'a long enough password', country: 'se', name: 'Saga Berg' };

async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 250) {
    if (waited > 20_000) throw new Error('still waiting after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function headingHasFocus(page: Page): Promise<boolean> {
  return page
    .locator('main h2')
    .first()
    .evaluate((el) => el === el.ownerDocument.activeElement);
}

beforeAll(async () => {
  e2e = await startE2E();
  e2e.server.ctx.config.bank.verificationDelaySeconds = 1;
  e2e.server.ctx.config.bank.mandateDelaySeconds = 1;
  saga = e2e.server.client();
  await registerCustomer(e2e.server, who, saga);
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

describe('funding monthly savings in Chromium', () => {
  it('proposes the transfer a fund plan lacks, reviews it in plain words and confirms it once', async () => {
    // Her bank account, verified, and an autogiro mandate on it, the bank's answer a second later.
    await confirmEidNow(e2e.server, saga);
    const payout = await saga.callOk(api.accountsAndMoney.addPayoutAccount, {
      body: { iban: 'SE4550000000058398257466' },
    });
    await waitUntil(async () =>
      (await saga.callOk(api.accountsAndMoney.payoutAccounts)).some(
        (p) => p.id === payout.id && p.status === 'ACTIVE',
      ),
    );
    await confirmEidNow(e2e.server, saga);
    await saga.callOk(api.accountsAndMoney.requestMandate, { body: { payoutAccountId: payout.id } });
    await waitUntil(async () =>
      (await saga.callOk(api.accountsAndMoney.mandates)).some(
        (m) => m.payoutAccountId === payout.id && m.status === 'ACTIVE',
      ),
    );
    // A fund plan that buys from the ISK's cash on the 25th.
    const [isk] = await saga.callOk(api.accountsAndMoney.listAccounts);
    const fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
    await saga.callOk(api.savings.createSavingsPlan, {
      body: {
        accid: isk!.accid,
        amount: '2000',
        dayOfMonth: 25,
        source: 'CASH',
        allocations: [{ instrumentId: fund.id, percent: 100 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });

    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(who.username);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    await page.goto(build('monthly-savings', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Monthly savings' }).waitFor();
    await hydrated(page);
    // Her ISK has no cash for the plan: the plan itself links to the transfer too.
    await page.getByText("The cash in this account will not cover this plan's next purchase.").waitFor();
    await page.getByRole('link', { name: 'Fund your monthly savings with a monthly transfer' }).click();

    await page.getByRole('heading', { name: 'Step 1 of 2: Monthly transfer' }).waitFor();
    await page.getByText(/SEK.2,000.00 on day 25/).waitFor();
    await page.getByText('No recurring deposits into this account yet.').waitFor();
    await page.getByText(/We suggest SEK.2,000.00 a month on day 18/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Amount a month (SEK)' }).inputValue()).toBe('2000.00');
    expect(await page.getByRole('combobox', { name: 'Day of the month' }).inputValue()).toBe('18');
    await onBothScreens(page, 'monthly-savings-transfer-transfer');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 2 of 2: Summary' }).waitFor();
    expect(await headingHasFocus(page)).toBe(true);
    await page
      .getByText(/On day 18, SEK.2,000.00 is collected from SE45 5000 0000 0583 9825 7466 and paid into/)
      .waitFor();
    await page.getByText(/On day 25, your plan buys .* for SEK.2,000.00\./).waitFor();
    // A reload keeps the draft.
    await page.reload();
    await page.getByText(/On day 18, SEK.2,000.00 is collected/).waitFor();
    await onBothScreens(page, 'monthly-savings-transfer-summary');
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm monthly transfer' }).click();

    await page.getByRole('heading', { name: 'Your monthly transfer is set up' }).waitFor();
    await page
      .getByText(/Done: SEK.2,000.00 is collected on day 18 each month\. The first transfer is on/)
      .waitFor();
    await onBothScreens(page, 'monthly-savings-transfer-receipt');
    // The receipt survives a reload, and nothing is made twice.
    await page.reload();
    await page.getByRole('heading', { name: 'Your monthly transfer is set up' }).waitFor();

    const deposits = await saga.callOk(api.accountsAndMoney.recurringDeposits, {
      params: { accid: isk!.accid },
    });
    expect(deposits.map((d) => [d.amount, d.dayOfMonth, d.payoutAccountId, d.status])).toEqual([
      ['2000.00', 18, payout.id, 'ACTIVE'],
    ]);
    expect(deposits[0]!.nextRunDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('link', { name: 'Back to monthly savings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Monthly savings' }).waitFor();
    await page.close();
  }, 150_000);
});
