import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Clock } from '@havn/server/clock';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  registerCustomer,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoRoot, 'apps/web/dist');

export interface E2E {
  server: TestServer;
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** A port nobody listens on now, from the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server on loopback (fresh database, built web app) and Debian's Chromium; a journey that
 * waits days passes a ManualClock and moves it.
 */
export async function startE2E(options: { seedDemo?: boolean; clock?: Clock } = {}): Promise<E2E> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  // The browser's origin must be the server's PUBLIC_ORIGIN (the CSRF guard allows no other), so the
  // port is chosen before the server starts. A job runner, as in production: fills become trade
  // events and limit orders match on their own.
  const port = await freePort();
  const server = await startTestServer({
    ...(options.clock ? { clock: options.clock } : {}),
    config: {
      webDist,
      port,
      publicOrigin: `http://127.0.0.1:${port}`,
      jobs: { run: true, pollMs: 100 },
      seedDemo: options.seedDemo ?? false,
    },
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A fresh browser profile (its own cookies) with a pinned locale and time zone. */
export async function newPage(
  e2e: E2E,
  options: { locale?: string; timezoneId?: string } = {},
): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    locale: options.locale ?? 'en-GB',
    timezoneId: options.timezoneId ?? 'Europe/Stockholm',
  });
  return context.newPage();
}

export async function seedCustomer(
  e2e: E2E,
  who: { username: string; password: string; country: string; name?: string },
) {
  return registerCustomer(e2e.server, who);
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/** Accessibility violations of at least the given impact on the page as it is now. */
export async function a11yViolations(
  page: Page,
  least: (typeof IMPACTS)[number] = 'serious',
  exclude: readonly string[] = [],
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const floor = IMPACTS.indexOf(least);
  return results.violations
    .filter((v) => v.impact && IMPACTS.indexOf(v.impact) >= floor)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Serious and critical accessibility violations on the page as it is now. */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, 'serious');
}

/** Moderate, serious and critical accessibility violations on the page as it is now. */
export function moderateA11yViolations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  return a11yViolations(page, 'moderate', exclude);
}

/** React has taken over the server's HTML (its root has a container): controls answer from here on. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Run in the page; the e2e project is typed without the DOM library.
    const scope = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = scope.document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
  await page.waitForLoadState('load');
}

/**
 * Clicks `trigger` until `opened` shows: a click that lands on server-drawn HTML before React has
 * taken it over is lost, and a busy machine can make that window long.
 */
export async function openWith(trigger: Locator, opened: Locator, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await opened.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
