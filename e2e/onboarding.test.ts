import { build } from '@havn/routes';
import { expireEidConfirmations, signedInWithDemoEid } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // Erik's first visit, eID and KYC in Chromium, is the customer journey's (customer-journey.test.ts).
  await signedInWithDemoEid(e2e.server, 'se-199007041239', { kyc: 'approved' });
});
afterAll(async () => {
  await e2e?.close();
});

/** Nothing on the page is wider than the screen. */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) as boolean;
}

/** From the onboarding page through the demo eID (Swedish BankID) as `person`, back on Havn. */
async function signInWithDemoEid(page: Page, person: RegExp): Promise<void> {
  await page.goto(build('onboarding', {}, 'se'));
  await page.getByRole('heading', { name: 'Bli kund' }).waitFor();
  await page.getByRole('button', { name: 'Fortsätt med e-legitimation' }).click();
  await page.getByRole('heading', { name: 'Legitimera dig' }).waitFor();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.getByRole('radio', { name: person }).check();
  await page.getByRole('button', { name: 'Bekräfta identitet' }).click();
}

async function giveContactDetails(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Dina uppgifter' }).waitFor();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await page.getByRole('heading', { name: 'Om dig' }).waitFor();
}

describe('eID beyond the first visit: refusals, returning sign-in, step-up, cancel', () => {
  it('refuses a US person with the reason, in the customer’s language', async () => {
    const page = await newPage(e2e, { locale: 'sv-SE' });
    await signInWithDemoEid(page, /John Miller/);
    await giveContactDetails(page, 'john.miller@example.se');
    await page
      .getByRole('group', { name: 'Är du amerikansk person?' })
      .getByRole('radio', { name: 'Ja' })
      .check();
    await page.getByRole('checkbox', { name: 'Lön' }).check();
    await page.getByRole('checkbox', { name: 'Aktiv handel' }).check();
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner kontots villkor' }).check();
    await page.getByRole('button', { name: 'Skicka svar' }).click();
    await page.getByRole('heading', { name: 'Vi kan inte öppna ett konto åt dig' }).waitFor();
    await page.getByText(/Amerikanska personer kan inte bli kunder hos Havn/).waitFor();
    await page.context().close();
  });

  it('signs a returning customer in with eID, matched on the personal number', async () => {
    const page = await newPage(e2e, { locale: 'sv-SE' });
    await page.goto(build('login', {}, 'se'));
    await page.getByRole('button', { name: 'Logga in med e-legitimation' }).click();
    await page.getByRole('radio', { name: /Erik Johansson/ }).check();
    await page.getByRole('button', { name: 'Bekräfta identitet' }).click();
    await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'se'));
    await page.context().close();
  });

  it('asks for a fresh eID confirmation before contact details change, then makes the change', async () => {
    const page = await newPage(e2e);
    await page.goto(build('login', {}, 'en'));
    await page.getByRole('button', { name: 'Sign in with eID' }).click();
    await page.getByRole('radio', { name: /Erik Johansson/ }).check();
    await page.getByRole('button', { name: 'Confirm identity' }).click();
    await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'en'));
    // The sign-in's own confirmation has gone stale (as it does after five minutes).
    await expireEidConfirmations(e2e.server);

    await page.goto(build('settings-my-profile', {}, 'en'));
    await page.getByLabel('Email').fill('erik.new@example.se');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await page.getByRole('heading', { name: 'Confirm with eID' }).waitFor();
    await page.getByRole('button', { name: 'Confirm with eID' }).click();
    await page.getByRole('radio', { name: /Erik Johansson/ }).check();
    await page.getByRole('button', { name: 'Confirm identity' }).click();
    await page.getByText('Your contact details are saved.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('erik.new@example.se');
    await page.context().close();
  });

  it('says so when the eID is cancelled, with a way to try again', async () => {
    const page = await newPage(e2e, { locale: 'sv-SE' });
    await page.goto(build('onboarding', {}, 'se'));
    await page.getByRole('button', { name: 'Fortsätt med e-legitimation' }).click();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.getByText('Du avbröt legitimeringen.').waitFor();
    await page.getByRole('button', { name: 'Försök igen' }).waitFor();
    await page.context().close();
  });
});
