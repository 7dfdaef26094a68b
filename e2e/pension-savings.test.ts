import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { confirmEidNow, signedInWithDemoEid, type TestClient } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness.ts';
import { confirmDemoEid, onBothScreens, phoneSignedInWithEid } from './screens.ts';

/*
 * Erik (Swedish BankID, demo eID) starts pension saving on a phone: what it is, his choice of the
 * private pension, its terms signed with a fresh eID, which opens it; then monthly saving into it up
 * to the bank account the direct debit would collect from (he has none yet: the page says where to
 * add one). Each step at 390 and 1366 px, with axe and the screen's width.
 */

let e2e: E2E;
let erik: TestClient;

beforeAll(async () => {
  e2e = await startE2E();
  // Erik as the demo eID knows him, a customer with his KYC approved.
  erik = await signedInWithDemoEid(e2e.server, 'se-199007041239', { kyc: 'approved' });
  e2e.server.ctx.config.bank.verificationDelaySeconds = 1;
  e2e.server.ctx.config.bank.mandateDelaySeconds = 1;
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

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

describe('pension saving in Chromium', () => {
  it('on a phone: opens a private pension signed with eID, then sets up monthly saving into it', async () => {
    const page = await phoneSignedInWithEid(e2e);

    await page.goto(build('pension-information', {}, 'en'));
    await page.getByRole('link', { name: 'Open a pension account' }).click();
    await page.getByRole('heading', { name: 'Step 1 of 3: Pension saving at Havn' }).waitFor();
    await page.getByRole('heading', { name: 'Private pension' }).waitFor();
    await onBothScreens(page, 'pension-savings-start');
    await page.getByRole('link', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 2 of 3: Choose a pension account' }).waitFor();
    expect(await headingHasFocus(page)).toBe(true);
    await onBothScreens(page, 'pension-savings-choose');
    await page.getByRole('radio', { name: /^Private pension/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 3 of 3: Terms and signature' }).waitFor();
    expect(await headingHasFocus(page)).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms of Private pension/ }).check();
    await onBothScreens(page, 'pension-savings-confirm');
    await page.getByRole('button', { name: 'Sign and open the account' }).click();
    await confirmDemoEid(page);
    await page.getByText(/Your new account is open: Private pension/).waitFor();
    await onBothScreens(page, 'pension-savings-opened');
    await page.getByRole('link', { name: 'Start monthly saving' }).click();

    await page.getByRole('heading', { name: 'Step 1 of 7: Pension account' }).waitFor();
    await onBothScreens(page, 'pension-savings-account');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 2 of 7: Amount' }).waitFor();
    expect(await headingHasFocus(page)).toBe(true);
    // Sweden's private pension has no yearly cap: no room to show, nothing to flag.
    await page.getByRole('textbox', { name: 'Amount a month (SEK)' }).fill('1000');
    await onBothScreens(page, 'pension-savings-amount');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 3 of 7: Risk level' }).waitFor();
    // Erik has no risk profile: nothing is chosen until he chooses.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose a risk level to go on.').waitFor();
    const levels = page.getByRole('group', { name: 'How much risk do you want to take?' });
    await levels.getByText('4', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /^4 Balanced/ }).isChecked()).toBe(true);
    await onBothScreens(page, 'pension-savings-risk');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 4 of 7: Funds' }).waitFor();
    await page.getByText('Total: 100 %.').waitFor();
    await onBothScreens(page, 'pension-savings-fund');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 5 of 7: Bank account' }).waitFor();
    await page.getByRole('link', { name: 'Add a bank account' }).waitFor();
    await onBothScreens(page, 'pension-savings-bank-account');

    // His bank account, verified, and an autogiro mandate on it, the bank's answer a second later.
    await confirmEidNow(e2e.server, erik);
    const payout = await erik.callOk(api.accountsAndMoney.addPayoutAccount, {
      body: { iban: 'SE4550000000058398257466' },
    });
    await waitUntil(async () => {
      const all = await erik.callOk(api.accountsAndMoney.payoutAccounts);
      return all.some((p) => p.id === payout.id && p.status === 'ACTIVE');
    });
    await confirmEidNow(e2e.server, erik);
    await erik.callOk(api.accountsAndMoney.requestMandate, { body: { payoutAccountId: payout.id } });
    await waitUntil(async () => {
      const all = await erik.callOk(api.accountsAndMoney.mandates);
      return all.some((m) => m.payoutAccountId === payout.id && m.status === 'ACTIVE');
    });
    await page.reload();
    await page.getByRole('combobox', { name: 'Bank account' }).waitFor();
    await onBothScreens(page, 'pension-savings-bank-account-chosen');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 6 of 7: Day of the month' }).waitFor();
    await page.getByRole('combobox', { name: 'Day of the month' }).selectOption('10');
    await page.getByText(/The first purchase will be on/).waitFor();
    await onBothScreens(page, 'pension-savings-date');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Step 7 of 7: Summary' }).waitFor();
    await onBothScreens(page, 'pension-savings-summary');
    await page.getByRole('button', { name: 'Start the plan' }).click();
    await page.getByText(/Your monthly saving into Private pension .* is set up/).waitFor();
    await onBothScreens(page, 'pension-savings-created');
    const plans = await erik.callOk(api.savings.savingsPlans);
    expect(plans.map((p) => [p.amount, p.dayOfMonth, p.source])).toEqual([['1000.00', 10, 'DIRECT_DEBIT']]);
    await page.close();
  }, 120_000);
});
