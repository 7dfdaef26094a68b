import { build } from '@havn/routes';
import { supportStaff } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, moderateA11yViolations, newPage, seedCustomer, startE2E } from './harness.ts';

/*
 * Issue 14 item 5 in Chromium: a customer writes to support from the FAQ, a member of the support
 * staff answers in the back office, and the answer reaches the customer live, with the unread badge;
 * the customer's reply reaches the back office live too.
 */
let e2e: E2E;
let staffLogin: string;
const CUSTOMER = {
  username: 'astrid',
  password: 'correct horse battery',
  country: 'se',
  name: 'Astrid Lindqvist',
};
const STAFF_PASSWORD = 'a long enough password';

beforeAll(async () => {
  e2e = await startE2E();
  await seedCustomer(e2e, CUSTOMER);
  staffLogin = (await supportStaff(e2e.server, 'Siri')).loginName;
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(build('login', {}, 'en'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.getByTestId('session-user').waitFor();
}

describe('support messages in Chromium', () => {
  it('carries a question to the back office and the answer back, live both ways', async () => {
    const customer = await newPage(e2e);
    const staff = await newPage(e2e);
    await logIn(customer, CUSTOMER.username, CUSTOMER.password);
    await logIn(staff, staffLogin, STAFF_PASSWORD);

    // The FAQ's "Still need help?" opens a new thread in the chosen subject.
    await customer.goto(build('faq', {}, 'en'));
    await customer.getByLabel('Tax').check();
    await customer.getByRole('link', { name: 'Write to us' }).click();
    await customer.waitForURL('**/en/messages/tax');
    expect(await customer.getByLabel('Topic').inputValue()).toBe('TAX');
    await customer.getByLabel('Subject', { exact: true }).fill('Tax on my ISK');
    await customer
      .getByLabel('Message', { exact: true })
      .fill('How is my ISK taxed after I moved from Norway?');
    await customer.getByRole('button', { name: 'Send to Havn' }).click();
    await customer.getByRole('heading', { level: 2, name: 'Tax on my ISK' }).waitFor();
    expect(await moderateA11yViolations(customer)).toEqual([]);

    // The list without the thread open: the answer must show up as unread, without a reload.
    await customer.goto(build('messages', {}, 'en'));
    const row = customer.locator('.support-thread', { hasText: 'Tax on my ISK' });
    await row.waitFor();
    expect(await row.locator('.support-badge').count()).toBe(0);

    await staff.goto(build('back-office-support', {}, 'en'));
    const inboxRow = staff.locator('.support-thread', { hasText: 'Tax on my ISK' });
    await inboxRow.waitFor();
    expect(await inboxRow.textContent()).toContain('1 unread');
    await staff.getByRole('radio', { name: 'Open' }).check();
    await inboxRow.getByRole('link', { name: 'Tax on my ISK' }).click();
    await staff.getByText('How is my ISK taxed after I moved from Norway?').waitFor();
    expect(await moderateA11yViolations(staff)).toEqual([]);
    await staff.getByLabel('Your reply').fill('An ISK is taxed on a standard income, never on gains.');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await staff.locator('.support-mine', { hasText: 'never on gains' }).waitFor();

    await row.getByText('1 unread').waitFor();
    expect(await customer.getByTestId('unread-count').textContent()).toBe('1');
    await row.getByRole('link', { name: 'Tax on my ISK' }).click();
    await customer.getByText('An ISK is taxed on a standard income, never on gains.').waitFor();
    // Read on arrival: the badges go.
    await customer.getByTestId('unread-count').waitFor({ state: 'detached' });

    // And back: the customer's answer appears in the open conversation in the back office.
    await customer.getByLabel('Your reply').fill('Thank you, that helps.');
    await customer.getByRole('button', { name: 'Send', exact: true }).click();
    await staff.getByText('Thank you, that helps.').waitFor();
    await customer.context().close();
    await staff.context().close();
  }, 120_000);

  it('opens a case from the trigger-case page and shows the back office to support staff only', async () => {
    const customer = await newPage(e2e);
    await logIn(customer, CUSTOMER.username, CUSTOMER.password);
    await customer.goto(build('trigger-case', {}, 'en'));
    await customer.getByRole('heading', { level: 1, name: 'Create a case' }).waitFor();
    await customer.getByLabel('Topic').selectOption('PAYMENTS');
    await customer.getByLabel('Subject', { exact: true }).fill('A deposit is missing');
    await customer.getByLabel('Message', { exact: true }).fill('My deposit from Monday has not arrived.');
    await customer.getByRole('button', { name: 'Open the case' }).click();
    await customer.waitForURL('**/en/messages?thread=*');
    await customer.getByRole('heading', { level: 2, name: 'A deposit is missing' }).waitFor();

    await customer.goto(build('back-office-support', {}, 'en'));
    await customer.getByText('This page is for Havn’s support staff.').waitFor();
    expect(await customer.locator('.support-thread').count()).toBe(0);
    await customer.context().close();
  }, 60_000);
});
