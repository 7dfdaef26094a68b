import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { depositCash, openAccountOf } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seedCustomer, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const tove = { username: 'toveinstant', password: 'a long enough password', country: 'se', name: 'Tove Ek' };

describe('an instant deposit in Chromium', () => {
  it('goes to the simulated provider’s page, comes back to deposit-finalize and is credited', async () => {
    await seedCustomer(e2e, tove);
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(tove.username);
    await page.getByLabel('Password').fill(tove.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));

    await page.goto(build('deposits', {}, 'en'));
    await page.getByRole('radio', { name: /Instant deposit from your bank/ }).waitFor();
    // The account's OCR number for bank transfers, and where to send them.
    await page.getByText('OCR number').waitFor();
    await page.getByText('5050-1055').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.getByRole('radio', { name: /Instant deposit from your bank/ }).isChecked()).toBe(true);
    await page.getByLabel('Amount (SEK)').fill('2500');
    await page.getByRole('button', { name: 'Continue to your bank' }).click();

    // trustly-loading hands over to the provider's own page.
    await page.getByRole('heading', { name: 'Pay from your bank' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/payment-provider\/pay\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Nordbanken' }).check();
    await page.getByLabel('Online banking user ID').fill('tove');
    await page.getByRole('button', { name: 'Log in and approve' }).click();

    await page.getByRole('heading', { name: 'Deposit' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/deposits\/finalize\/success\//);
    await page.getByText('Your bank approved the deposit of SEK 2,500.00.').waitFor();
    await page.getByText('The money is in your account and ready to invest.').waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    const client = e2e.server.client();
    await client.callOk(api.identity.login, { body: { username: tove.username, password: tove.password } });
    const [account] = await client.callOk(api.accountsAndMoney.listAccounts);
    expect(account!.cash).toBe('2500.00');
  });

  it('says nothing moved when the customer cancels at the bank', async () => {
    const page = await newPage(e2e);
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(tove.username);
    await page.getByLabel('Password').fill(tove.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));
    await page.goto(build('deposits', {}, 'en'));
    await page.getByLabel('Amount (SEK)').fill('100');
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await page.getByRole('heading', { name: 'Pay from your bank' }).waitFor();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.getByText('You cancelled the deposit of SEK 100.00. No money has moved.').waitFor();
    await page.getByText('The payment was cancelled.').waitFor({ timeout: 20_000 });
  });
});

describe('a transfer between own accounts in Chromium', () => {
  it('moves cash from the ISK to a new AF and both balances show it', async () => {
    const who = {
      username: 'tortransfer',
      password: 'a long enough password',
      country: 'se',
      name: 'Tor Berg',
    };
    await seedCustomer(e2e, who);
    const client = e2e.server.client();
    await client.callOk(api.identity.login, { body: { username: who.username, password: who.password } });
    const af = await openAccountOf(e2e.server, client, 'AF');
    const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
    expect((await depositCash(client, isk!.accid, '3000', 'SEK')).statusCode).toBe(201);

    const page = await newPage(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(build('login', {}, 'en'));
    await page.getByLabel('Username').fill(who.username);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));
    await page.goto(build('internal-transfers', {}, 'en'));
    await page.getByRole('heading', { name: 'Transfer between my accounts' }).waitFor();
    await page.getByLabel('From account').selectOption(isk!.accid);
    await page.getByLabel('To account').selectOption(af);
    await page.getByLabel('Amount (SEK)').fill('1250');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('The transfer is done.').waitFor();
    // Focus moved to the answer, so a screen reader hears it.
    expect(await page.locator('.alert-success').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(
      true,
    );

    const accounts = await client.callOk(api.accountsAndMoney.listAccounts);
    expect(accounts.find((a) => a.accid === isk!.accid)!.cash).toBe('1750.00');
    expect(accounts.find((a) => a.accid === af)!.cash).toBe('1250.00');
    // Back the other way, more than there is: the rule is said in words.
    await page.getByRole('button', { name: 'Make another transfer' }).click();
    await page.getByLabel('From account').selectOption(af);
    await page.getByLabel('Amount (SEK)').fill('5000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page
      .getByText(
        'There is not that much settled cash in the account: money from a sale can move once the trade has settled.',
      )
      .waitFor();
  });
});
