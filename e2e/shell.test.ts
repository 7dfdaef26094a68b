import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, hydrated, newPage, seedCustomer, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await seedCustomer(e2e, {
    username: 'astrid',
    password: 'correct horse battery',
    country: 'se',
    name: 'Astrid Lindqvist',
  });
});
afterAll(async () => {
  await e2e?.close();
});

describe('the web shell in Chromium', () => {
  it('logs in through the form, shows the logged-in header, and logs out', async () => {
    const page = await newPage(e2e);
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Log in');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Username').fill('astrid');
    await page.getByLabel('Password').fill('wrong password!');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();

    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.getByTestId('session-user').waitFor();
    expect(await page.getByTestId('session-user').textContent()).toBe('Logged in as Astrid Lindqvist');
    // The default page after login lists the account opened at registration.
    await page.getByText('Investment savings account (ISK)').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('You have been logged out.').waitFor();
    expect(await page.getByTestId('session-user').count()).toBe(0);
    const session = await page.request.get('/api/auth/session');
    expect(session.status()).toBe(401);
    await page.context().close();
  });

  it('sends a visitor who was never logged in from /logout to the login page, with no logged-out message', async () => {
    const page = await newPage(e2e);
    await page.goto('/en/logout');
    await page.waitForURL('**/en/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.getByText('You have been logged out.').count()).toBe(0);
    await page.context().close();
  });

  it('collapses the header into a menu on a phone: a disclosure that takes focus and gives it back on Escape', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en/market');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Home');
    expect(
      await page.getByRole('searchbox', { name: 'Search instruments, members and groups' }).isVisible(),
    ).toBe(true);
    // Open, the menu is no wider than the smallest phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate('document.activeElement.getAttribute("aria-controls")')).toBe('site-menu');
    await menuButton.click();
    await nav.getByRole('link', { name: 'Community' }).click();
    await page.waitForURL('**/en/community/discover');
    // The new page closes the menu.
    await page.locator('button[aria-controls="site-menu"][aria-expanded="false"]').waitFor();
    await page.context().close();
  });

  it('sends a new customer from register to the eID', async () => {
    const page = await newPage(e2e);
    await page.goto('/en/register');
    await page.getByRole('heading', { name: 'Become a customer' }).waitFor();
    await page.getByRole('button', { name: 'Continue with eID' }).click();
    await page.getByRole('heading', { name: 'Identify yourself' }).waitFor();
    await page.context().close();
  });

  it('shows a 404 page for an unknown path, with a way back', async () => {
    const page = await newPage(e2e);
    const response = await page.goto('/en/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found – Havn');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.getByRole('heading', { name: 'Welcome to Havn' }).waitFor();
    await page.context().close();
  });

  it('switches the UI language with the site-variant switcher', async () => {
    const page = await newPage(e2e);
    await page.goto('/en');
    await page.getByRole('heading', { name: 'Welcome to Havn' }).waitFor();
    // The heading comes in the server's HTML; a choice made before React took over would be lost.
    await hydrated(page);
    const expected: [string, string, string][] = [
      ['se', 'sv', 'Logga in'],
      ['no', 'nb', 'Logg inn'],
      ['dk', 'da', 'Log ind'],
      ['fi', 'fi', 'Kirjaudu sisään'],
      ['de', 'de', 'Anmelden'],
      ['en', 'en', 'Log in'],
    ];
    for (const [site, lang, login] of expected) {
      await page.getByRole('combobox').first().selectOption(site);
      await page.waitForURL(`**/${site}`);
      await page.waitForFunction(`document.documentElement.lang === '${lang}'`);
      expect(await page.getByRole('link', { name: login, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
