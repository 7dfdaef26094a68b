import { type LANGUAGES, SITES, siteLanguage } from '@havn/domain';
import { resources } from '@havn/i18n';
import { build } from '@havn/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seedCustomer, seriousA11yViolations, startE2E } from './harness.ts';

let e2e: E2E;
const astrid = {
  username: 'astrid',
  password: 'correct horse battery',
  country: 'se',
  name: 'Astrid Lindqvist',
};
beforeAll(async () => {
  e2e = await startE2E();
  await seedCustomer(e2e, astrid);
});
afterAll(async () => {
  await e2e?.close();
});

function routeTitle(language: (typeof LANGUAGES)[number], id: string): string {
  return (resources[language].routes as { titles: Record<string, string> }).titles[id]!;
}

describe('the route catalogue in Chromium', () => {
  it('sends a logged-out visitor to login and back to the same path and query', async () => {
    const page = await newPage(e2e);
    const protectedPath = `${build('accounts-overview', {}, 'se')}?tab=positions&sort=name`;
    await page.goto(protectedPath);
    expect(new URL(page.url()).pathname).toBe(build('login', {}, 'se'));
    expect(new URL(page.url()).searchParams.get('redirect_to')).toBe(protectedPath);
    await page.getByLabel('Användarnamn').fill(astrid.username);
    await page.getByLabel('Lösenord').fill(astrid.password);
    await page.getByRole('button', { name: 'Logga in' }).last().click();
    await page.waitForURL((url) => url.pathname === build('accounts-overview', {}, 'se'));
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe(protectedPath);
    await page.getByTestId('session-user').waitFor();
    await page.context().close();
  });

  it('never follows a redirect_to that leaves the site', async () => {
    for (const evil of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      '%2F%2Fevil.example',
    ]) {
      const page = await newPage(e2e);
      await page.goto(`${build('login', {}, 'en')}?redirect_to=${encodeURIComponent(evil)}`);
      await page.getByLabel('Username').fill(astrid.username);
      await page.getByLabel('Password').fill(astrid.password);
      await page.getByRole('button', { name: 'Log in' }).last().click();
      await page.getByTestId('session-user').waitFor();
      const landed = new URL(page.url());
      expect(landed.origin, evil).toBe(e2e.baseUrl);
      expect(landed.pathname, evil).toBe(build('accounts-overview', {}, 'en'));
      await page.context().close();
    }
  });

  it('shows a localized page with its title and breadcrumb on each of the six sites', async () => {
    const page = await newPage(e2e);
    for (const site of SITES) {
      const language = siteLanguage[site];
      await page.goto(build('market-overview', { country: 'se' }, site));
      const title = routeTitle(language, 'market-overview');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe(language);
      expect(await page.title()).toContain(title);
      const crumbs = page.getByRole('navigation', {
        name: (resources[language].routes as { breadcrumb: { label: string } }).breadcrumb.label,
      });
      expect(await crumbs.getByText(title, { exact: true }).count()).toBe(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has no developer pages in the production build, and no link to them', async () => {
    const page = await newPage(e2e);
    const response = await page.goto(build('dev-pages', {}, 'en'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('Route catalogue').count()).toBe(0);
    await page.goto(build('login', {}, 'en'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Developer pages' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Log out' }).count()).toBe(0);
    await page.context().close();
  });
});
