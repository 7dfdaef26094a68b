import { api, endpointPath } from '@havn/contract';
import { build } from '@havn/routes';
import { joinCommunity, registerCustomer } from '@havn/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, newPage, seriousA11yViolations, startE2E } from './harness.ts';

/**
 * The public pages the server renders with their data (issue 14, item 1): readable with JavaScript
 * off, each with its own head (title, description, canonical, hreflang, Open Graph), and hydrated by
 * the browser without a hydration warning and without asking the API again for what came with it.
 */
let e2e: E2E;
const VOLVO = { instrumentId: '1001', instrumentName: 'volvo-b' };
const POST = 'Volvo B before the winter: who else is buying?';
const pages: { name: string; path: string }[] = [];

/** The first link on a server-rendered page whose path starts with `prefix` (the demo's profiles, groups…). */
async function firstLink(path: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${e2e.baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  const found = html.match(new RegExp(`href="(${prefix}[^"?#]+)"`))?.[1];
  if (!found) throw new Error(`no link to ${prefix} on ${path}`);
  return found;
}

beforeAll(async () => {
  e2e = await startE2E({ seedDemo: true });
  const client = e2e.server.client();
  await registerCustomer(
    e2e.server,
    { username: 'ssrposter', password: 'a long enough password', country: 'se' },
    client,
  );
  await joinCommunity(client, 'ssrposter');
  const post = await client.call(api.community.content.create, {
    body: { type: 'POST', message: POST, attributes: [{ type: 'INSTRUMENT_ID', value: VOLVO.instrumentId }] },
  });
  expect(post.statusCode, post.body).toBe(201);
  const en = (routeId: Parameters<typeof build>[0], params = {}) => build(routeId, params, 'en');
  pages.push(
    { name: 'home', path: en('home') },
    { name: 'market overview', path: en('market-overview') },
    { name: 'instruments', path: en('instruments') },
    { name: 'market news', path: en('market-news') },
    { name: 'instrument', path: en('instrument', VOLVO) },
    { name: 'community discover', path: en('discover-overview') },
    { name: 'discover users', path: en('discover-users') },
    { name: 'discover groups', path: en('discover-groups') },
    { name: 'Swedish stock list', path: build('stock-list', {}, 'se') },
  );
  for (const list of ['etf-list', 'fund-list', 'certificate-list', 'bull-bear-list', 'tracker-list'] as const)
    pages.push({ name: list, path: en(list) });
  for (const list of ['mini-future-list', 'unlimited-turbo-list', 'warrant-list', 'option-list'] as const)
    pages.push({ name: list, path: en(list) });
  pages.push({ name: 'investment-fund-list', path: build('investment-fund-list', {}, 'dk') });
  const community = en('discover-overview').replace(/\/discover$/, '');
  pages.push(
    {
      name: 'indicator',
      path: await firstLink(en('market-overview'), `${en('market-overview')}/indicators/`),
    },
    { name: 'profile', path: await firstLink(en('discover-users'), `${community}/profile/`) },
    { name: 'group', path: await firstLink(en('discover-groups'), `${community}/group/`) },
  );
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function html(path: string): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  expect(response.status, path).toBe(200);
  // The rendered page is sent compressed, in the encoding the browser prefers.
  expect(response.headers.get('content-encoding'), path).toBe('br');
  return response.text();
}

describe('server-rendered public pages', () => {
  it('an instrument page reads with JavaScript off: name, price and first posts', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(build('instrument', VOLVO, 'en'));
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Volvo B');
    await expect(page.getByTestId('quote-last').textContent()).resolves.toMatch(/\d.*SEK|SEK.*\d/);
    await expect(page.getByText(POST).first().isVisible()).resolves.toBe(true);
    await context.close();
  }, 60_000);

  it('each page type comes with its text, title, description, canonical, hreflang and Open Graph', async () => {
    for (const { name, path } of pages) {
      const body = await html(path);
      const root = body.slice(
        body.indexOf('<div id="root">'),
        body.indexOf('<script type="application/json"'),
      );
      expect(root, name).toMatch(/<h1[^>]*>[^<]+/);
      expect(root, `${name}: no spinner in the served HTML`).not.toContain('class="spinner"');
      expect(root, `${name}: no inline script`).not.toContain('<script');
      expect(body, name).toMatch(/<title>[^<]+ – Havn<\/title>|<title>Havn<\/title>/);
      expect(body, name).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(body, name).toContain(`<link rel="canonical" href="${e2e.baseUrl}${path}"`);
      expect(body, name).toContain('hreflang="x-default"');
      expect((body.match(/rel="alternate" hreflang=/g) ?? []).length, name).toBeGreaterThanOrEqual(
        name === 'investment-fund-list' ? 1 : 7,
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale'])
        expect(body, `${name}: ${property}`).toContain(`property="${property}"`);
    }
  }, 120_000);

  it('the instrument page names the instrument in its head', async () => {
    const body = await html(build('instrument', VOLVO, 'en'));
    expect(body).toMatch(/<title>Volvo B[^<]* – Havn<\/title>/);
    expect(body).toMatch(/<meta property="og:title" content="Volvo B/);
    expect(body).toContain(`hreflang="sv-SE" href="${e2e.baseUrl}${build('instrument', VOLVO, 'se')}"`);
  });

  it('hydrates each page with no hydration warning and no second fetch of its data, and passes axe', async () => {
    const failures: string[] = [];
    for (const { name, path } of pages) {
      // A reader far from the site's zone: the server writes Stockholm time, the browser hydrates with
      // the same words, then moves to the reader's zone.
      const page = await newPage(e2e, { timezoneId: 'America/New_York' });
      const messages: string[] = [];
      const apiCalls: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The event stream opens on pages with live parts: it is updates, not the page's data.
        if (url.pathname.startsWith('/api/') && url.pathname !== endpointPath(api.platform.events.path))
          apiCalls.push(url.pathname);
      });
      await page.goto(path);
      await hydrated(page);
      if (messages.length) failures.push(`${name}: console: ${messages.join(' | ')}`);
      const footer = (await page.locator('footer.footer').textContent()) ?? '';
      if (!footer.includes('America/New_York'))
        failures.push(`${name}: footer not in the reader's zone: ${footer}`);
      if (apiCalls.length) failures.push(`${name}: asked the API again: ${apiCalls.join(', ')}`);
      const violations = await seriousA11yViolations(page);
      if (violations.length) failures.push(`${name}: axe: ${violations.join('; ')}`);
      await page.context().close();
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('a member gets the page drawn with their session, kept out of shared caches', async () => {
    const page = await newPage(e2e);
    const client = e2e.server.client();
    await registerCustomer(
      e2e.server,
      { username: 'ssrmember', password: 'a long enough password', country: 'se' },
      client,
    );
    const cookie = client.cookieHeader;
    const response = await fetch(`${e2e.baseUrl}${build('market-overview', {}, 'en')}`, {
      headers: { accept: 'text/html', cookie },
    });
    expect(response.headers.get('cache-control')).toContain('private');
    const body = await response.text();
    expect(body).toContain('id="havn-page-data"');
    // The member's own navigation is in the HTML: the page was drawn for them.
    expect(body).toContain(`href="${build('accounts-overview', {}, 'en')}"`);
    // And their browser hydrates it as it was drawn.
    await page
      .context()
      .addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: e2e.baseUrl })));
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(build('market-overview', {}, 'en'));
    await hydrated(page);
    await page
      .getByRole('link', { name: 'Log out' })
      .or(page.getByRole('button', { name: 'Log out' }))
      .first()
      .waitFor();
    expect(messages).toEqual([]);
    await page.context().close();
  });
});

/** React has hydrated the server's HTML (its root has a fiber) and the lazy screen has settled. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Run in the page; the e2e project is typed without the DOM library.
    const page = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = page.document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
}
