import { build } from '@havn/routes';
import type { Clock } from '@havn/server/clock';
import { expireEidConfirmations } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

/*
 * Money out in Chromium: Astrid (demo data) adds a payout account through a fresh eID confirmation,
 * the simulated bank verifies it, she withdraws, cancels, withdraws again and sees the money arrive —
 * the job runner sends it and the bank simulator answers, as in `npm start`.
 */
let e2e: E2E;
// Tuesday 16 March 2027, 15:00 in Stockholm, running at the real pace: past the 13:00 cut-off on a
// bank day, so a withdrawal waits for the next one and can be cancelled, whenever the test runs.
const AFTER_CUT_OFF = Date.parse('2027-03-16T14:00:00Z');
const offset = AFTER_CUT_OFF - Date.now();
const clock: Clock = { now: () => new Date(Date.now() + offset) };
beforeAll(async () => {
  e2e = await startE2E({ seedDemo: true, clock });
  // The demo bank answers in a second here rather than the demo's few.
  e2e.server.ctx.config.bank.verificationDelaySeconds = 1;
  e2e.server.ctx.config.bank.settlementDelaySeconds = 1;
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function fitsTheScreen(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) as boolean;
}

/** A withdrawal asked for after the 13:00 cut-off waits for the next bank day: bring its sending to now. */
async function sendDueNow(): Promise<void> {
  await e2e.server.ctx.db.execute(
    sql`update jobs set run_at = ${clock.now()} where name = 'accounts-and-money.send-withdrawal' and state = 'queued'`,
  );
}

describe('withdrawals', () => {
  it('adds a payout account through eID, withdraws, cancels, withdraws again and sees it arrive', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill('astrid');
    await page.getByLabel('Password').fill('havn-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await expireEidConfirmations(e2e.server);

    await page.goto(build('withdrawals', {}, 'en'));
    await page.getByText('You need an active payout account to withdraw.').waitFor();
    await page.getByRole('link', { name: 'Add a payout account' }).click();
    await page.getByLabel('IBAN').fill('SE45 5000 0000 0583 9825 7466');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('heading', { name: 'Confirm with eID' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Confirm with eID' }).click();
    await page.getByRole('radio', { name: /Astrid Lindqvist/ }).check();
    await page.getByRole('button', { name: 'Confirm identity' }).click();
    await page.getByRole('heading', { name: 'Payout account added' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to withdrawals' }).click();
    // The bank verifies it within a second or two; the page looks again on its own.
    await page.getByLabel('To bank account').waitFor({ timeout: 15_000 });
    await page.getByLabel(/^Amount/).fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText(/is on its way and arrives/).waitFor();
    expect(await page.evaluate('document.activeElement?.textContent ?? ""')).toMatch(/on its way/);

    // Asked after the cut-off, it waits for the next bank day: it can be cancelled until then.
    await page.getByRole('button', { name: /Cancel the withdrawal of/ }).click();
    await page.getByText('The withdrawal was cancelled; the money is back in your account.').waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();

    await page.getByLabel(/^Amount/).fill('50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText(/is on its way and arrives/).waitFor();
    await sendDueNow();
    await page.getByText('Arrived', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(build('transactions', {}, 'en'));
    await page.getByLabel('Type').selectOption('WITHDRAWAL');
    await page.getByRole('cell', { name: 'Withdrawal' }).first().waitFor();
    await page.context().close();
  }, 120_000);
});
