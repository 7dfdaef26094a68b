import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@havn/testkit';
import { chromium } from 'playwright-core';

/** What a customer's browser downloads for a page and when its main content shows. */
export interface PageFigures {
  name: string;
  /** JavaScript over the wire (compressed) asked for before the page could be used (its h1 shown). */
  interactiveScriptKb: number;
  /** JavaScript over the wire until the page settled (1.5 s after its h1): lazy parts included. */
  scriptKb: number;
  /** Everything over the wire: HTML, CSS, scripts, fonts, images, API answers. */
  totalKb: number;
  /** Largest Contentful Paint, from navigation start. */
  lcpMs: number | null;
}

/**
 * Loads each page once in a fresh Chromium profile (nothing cached) on a phone-sized screen and reads
 * the bytes from the network and the LCP from the browser's own PerformanceObserver. Null when no
 * Chromium is installed (the server figures still print).
 */
export async function measurePages(
  base: string,
  pages: readonly { name: string; path: string }[],
): Promise<PageFigures[] | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const figures: PageFigures[] = [];
    for (const { name, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
      const page = await context.newPage();
      let scriptBytes = 0;
      let totalBytes = 0;
      let interactive = false;
      const early = new Set<string>();
      const scriptSizes = new Map<string, number>();
      page.on('request', (request) => {
        if (!interactive && request.resourceType() === 'script') early.add(request.url());
      });
      page.on('requestfinished', (request) => {
        void request.sizes().then(
          (sizes) => {
            const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
            totalBytes += bytes;
            if (request.resourceType() === 'script') {
              scriptBytes += bytes;
              scriptSizes.set(request.url(), bytes);
            }
            // BENCH_PAGES_VERBOSE=1 names every script and its size, to see what a page pulls in.
            if (process.env.BENCH_PAGES_VERBOSE && request.resourceType() === 'script') {
              console.log(`  ${name}: ${(bytes / 1024).toFixed(1)} KB ${new URL(request.url()).pathname}`);
            }
          },
          () => {},
        );
      });
      // Not 'networkidle': the live event stream stays open. The page's heading, then a moment for
      // the lazy parts (chart, feed) to arrive.
      await page.goto(path, { waitUntil: 'load' });
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      interactive = true;
      await page.waitForTimeout(1500);
      // A string, run in the page: the bench is typed for Node, which has no LCP entries.
      const lcpMs = (await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.length ? entries[entries.length - 1].startTime : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1000);
      })`)) as number | null;
      const interactiveScriptBytes = [...early].reduce((sum, url) => sum + (scriptSizes.get(url) ?? 0), 0);
      figures.push({
        name,
        interactiveScriptKb: interactiveScriptBytes / 1024,
        scriptKb: scriptBytes / 1024,
        totalKb: totalBytes / 1024,
        lcpMs,
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
