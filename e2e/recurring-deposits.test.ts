import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '@havn/routes';
import { makeDueRuns } from '@havn/server/accounts-and-money/direct-debit/recurring-runs';
import { expireEidConfirmations } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

/*
 * Direct debit in Chromium: Astrid (demo data) adds a payout account and signs an autogiro mandate on
 * it, each through a fresh eID confirmation; the simulated bank activates it; she starts a recurring
 * deposit, and its run (brought to today) is collected by the job runner and arrives.
 */
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ seedDemo: true });
  e2e.server.ctx.config.bank.verificationDelaySeconds = 1;
  e2e.server.ctx.config.bank.mandateDelaySeconds = 1;
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function fitsTheScreen(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) as boolean;
}

async function confirmWithEid(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Continue to eID|Confirm with eID/ }).click();
  await page.getByRole('radio', { name: /Astrid Lindqvist/ }).check();
  await page.getByRole('button', { name: 'Confirm identity' }).click();
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fitsTheScreen(page)).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('recurring deposits', () => {
  it('signs an autogiro mandate with eID, starts a recurring deposit and sees its run arrive', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill('astrid');
    await page.getByLabel('Password').fill('havn-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await expireEidConfirmations(e2e.server);

    await page.goto(build('pre-register', { tab: 'iban', action: 'add' }, 'en'));
    await page.getByLabel('IBAN').fill('SE45 5000 0000 0583 9825 7466');
    await page.getByRole('button', { name: 'Add account' }).click();
    await confirmWithEid(page);
    await page.getByRole('heading', { name: 'Payout account added' }).waitFor();
    await expireEidConfirmations(e2e.server);

    await page.goto(build('autogiro', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Autogiro' }).waitFor();
    await page.getByText(/You sign the consent with BankID/).waitFor();
    // The bank verifies the payout account within a second or two; the page looks again on its own.
    await page.getByLabel('Bank account to collect from').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign with eID' }).click();
    await page.getByRole('heading', { name: 'Confirm with eID' }).waitFor();
    await confirmWithEid(page);
    await page.getByText(/Your mandate is signed/).waitFor();
    await page.getByText('Active', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'direct-debit');

    await page.getByRole('link', { name: 'Set up a recurring deposit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recurring deposits' }).waitFor();
    await page.getByLabel(/^Amount/).fill('300');
    await page.getByLabel('Day of the month').selectOption('12');
    await page.getByRole('button', { name: 'Start recurring deposit' }).click();
    await page.getByText(/Your recurring deposit of .* starts on/).waitFor();
    expect(await page.evaluate('document.activeElement?.textContent ?? ""')).toMatch(/starts on/);

    // Its day comes: the schedule makes the run, the runner collects it from the simulated bank.
    const now = e2e.server.ctx.clock.now();
    await e2e.server.ctx.db.execute(
      sql`update recurring_deposits set next_run_date = ${now.toISOString().slice(0, 10)}::date where status = 'ACTIVE'`,
    );
    expect(await makeDueRuns(e2e.server.ctx)).toHaveLength(1);
    // The customer comes back to the page (it looks again on its own while a run is on its way).
    await page.reload();
    await page.getByText('Received', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'recurring-deposits');

    await page.getByRole('button', { name: /Stop the recurring deposit of/ }).click();
    await page.getByText(/The recurring deposit is stopped/).waitFor();
    await page.context().close();
  }, 150_000);
});
