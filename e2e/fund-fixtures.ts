import { api } from '@havn/contract';
import { build } from '@havn/routes';
import { depositCash, registerCustomer, type TestClient } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { type E2E, hydrated, newPage } from './harness.ts';

/** The fund journeys' set-up: a saver with money on the ISK, logged in on a phone or a laptop. */
export interface Saver {
  username: string;
  password: string;
  country: string;
  name: string;
}

/** `who` registered (a Swedish customer opens an ISK) with 5,000 SEK on the account. */
export async function seedSaver(e2e: E2E, who: Saver): Promise<{ client: TestClient; accid: string }> {
  const client = e2e.server.client();
  await registerCustomer(e2e.server, who, client);
  const [isk] = await client.callOk(api.accountsAndMoney.listAccounts);
  if (!isk) throw new Error('seed: the new customer has no account');
  const deposit = await depositCash(client, isk.accid, '5000.00', 'SEK');
  if (deposit.statusCode !== 201) throw new Error(`seed: deposit failed: ${deposit.body}`);
  return { client, accid: isk.accid };
}

/** A fresh page `width` wide (a phone below 800 px, else a laptop), logged in as `who` in English. */
export async function logInAt(e2e: E2E, who: Saver, width: number): Promise<Page> {
  const page = await newPage(e2e);
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.goto(build('login', {}, 'en'));
  await hydrated(page);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(build('login', {}, 'en')));
  return page;
}

export { hasFocus } from './screens.ts';
