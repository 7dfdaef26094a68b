import { build, fullscreenPath } from '@havn/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, moderateA11yViolations, newPage, startE2E } from './harness.ts';

/* Issue 14 item 7: the fullscreen prefix shows a page alone, without the site's chrome. */
let e2e: E2E;
const VOLVO = { instrumentId: '1001', instrumentName: 'volvo-b' };

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the fullscreen prefix in Chromium', () => {
  it('shows the instrument page without header, navigation or footer', async () => {
    const page = await newPage(e2e);
    await page.goto(build('instrument', VOLVO, 'en'));
    const heading = await page.locator('main h1').first().textContent();
    expect(await page.locator('header.header').count()).toBe(1);

    await page.goto(fullscreenPath('instrument', VOLVO, 'en'));
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().textContent()).toBe(heading);
    expect(await page.locator('header.header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await moderateA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a protected page behind login', async () => {
    const page = await newPage(e2e);
    await page.goto(fullscreenPath('messages', {}, 'en'));
    await page.waitForURL('**/en/login?redirect_to=*');
    await page.context().close();
  });
});
