import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '@havn/routes';
import { expireEidConfirmations } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type E2E, moderateA11yViolations, newPage } from './harness.ts';

/** Where the browser tests leave their screenshots, to be looked at after a run. */
export const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);

export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;

/** The page's width and the screen's: [document scroll width, window inner width]. */
export async function widths(page: Page): Promise<[number, number]> {
  return (await page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')) as [
    number,
    number,
  ];
}

/**
 * The screen as a customer sees it now: nothing on the page wider than the screen, no accessibility
 * finding of moderate impact or worse (axe), and a full-page screenshot `{name}-{width}.png`.
 */
export async function checkScreen(page: Page, name: string, exclude: readonly string[] = []): Promise<void> {
  const [scroll, inner] = await widths(page);
  expect(scroll, `${name} at ${inner} px is ${scroll} px wide`).toBeLessThanOrEqual(inner);
  expect(await moderateA11yViolations(page, exclude), name).toEqual([]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${inner}.png`), fullPage: true });
}

/** `checkScreen` on the phone, then at a laptop's width, and back to the phone. */
export async function onBothScreens(page: Page, name: string): Promise<void> {
  await checkScreen(page, name);
  await page.setViewportSize(LAPTOP);
  await checkScreen(page, name);
  await page.setViewportSize(PHONE);
}

/** On the demo eID's page, a person confirms who they are (Erik Johansson, Swedish BankID, in English). */
export async function confirmDemoEid(
  page: Page,
  { person = /Erik Johansson/, confirm = 'Confirm identity' }: { person?: RegExp; confirm?: string } = {},
): Promise<void> {
  await page.getByRole('radio', { name: person }).check();
  await page.getByRole('button', { name: confirm }).click();
}

/** Whether the element the selector finds has focus. */
export function hasFocus(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => el === el.ownerDocument.activeElement);
}

/**
 * A new page on a phone, signed in through the demo eID (Erik unless told) and on the accounts
 * overview; the sign-in's own confirmation then goes stale, so the journey's signature asks for a
 * fresh one, as it would a while after logging in.
 */
export async function phoneSignedInWithEid(e2e: E2E, person?: RegExp): Promise<Page> {
  const page = await newPage(e2e);
  await page.setViewportSize(PHONE);
  await page.goto(build('login', {}, 'en'));
  await page.getByRole('button', { name: 'Sign in with eID' }).click();
  await confirmDemoEid(page, person ? { person } : {});
  await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'en'));
  await expireEidConfirmations(e2e.server);
  return page;
}
