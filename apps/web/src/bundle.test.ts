// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { allEndpoints } from '@havn/contract';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// The page's CSP allows no 'unsafe-eval': a bundle that evaluates strings (or merely probes whether
// it may) is reported as a violation on every page. The production build is made in memory and read.
let built: Promise<Rollup.OutputChunk[]> | undefined;
/** The production build, made once in memory for every test here. */
function productionChunks(): Promise<Rollup.OutputChunk[]> {
  built ??= (async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    // As `npm run build` makes it: vitest's NODE_ENV=test would pick React's development build and
    // the React plugin's development JSX (every element with its file and line), 4 KB more a page.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({
      root,
      configFile: `${root}/vite.config.ts`,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }).finally(() => {
      process.env.NODE_ENV = testEnv;
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  })();
  return built;
}

/** A chunk and every chunk it imports statically: what the browser fetches before the code runs. */
function staticClosure(chunks: Rollup.OutputChunk[], roots: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  for (const root of roots) visit(root);
  return seen;
}

function chunkOf(chunks: Rollup.OutputChunk[], modulePath: string): Rollup.OutputChunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(modulePath));
  if (!chunk) throw new Error(`no chunk of its own for ${modulePath}`);
  return chunk;
}

/**
 * Issue 14: the instrument page and the feed pages (community discover, a group's page; an
 * instrument's discussion is its page's feed) load at most 150 KB of gzip JavaScript before they
 * are usable. What a page needs before it is shown: the entry and what it imports, the page's screen
 * and what that imports, and the words it draws in its language (the namespaces its server render
 * reports, loaded before it hydrates). Lazy parts (the chart, the world map, the instrument's feed
 * code, the order drawers, dialogs, toasts, the event stream, the error words) come after.
 * The ceilings hold today's figures, at or under the goal, so nothing grows back.
 */
const PAGE_BUDGETS = [
  {
    page: 'instrument page',
    screen: '/screens/market/InstrumentScreen.tsx',
    words: ['common', 'routes', 'market', 'feed', 'worldmap', 'community', 'groups'],
    maxKb: 150,
  },
  {
    page: 'community discover',
    screen: '/screens/community/DiscoverOverviewScreen.tsx',
    words: ['common', 'routes', 'market', 'groups', 'community'],
    maxKb: 150,
  },
  {
    page: 'group page',
    screen: '/screens/community/GroupScreen.tsx',
    words: ['common', 'routes', 'market', 'groups', 'community', 'feed'],
    maxKb: 150,
  },
] as const;

describe('the production bundle', () => {
  it('holds no eval( and no Function( anywhere in its scripts', async () => {
    const chunks = await productionChunks();
    expect(chunks.length).toBeGreaterThan(1);
    const offenders = chunks
      .filter((c) => /\beval\(|\bFunction\(|new Function\b/.test(c.code))
      .map((c) => c.fileName);
    expect(offenders).toEqual([]);
  }, 120_000);

  it('loads the words of one language and no look-alike table before the page is shown', async () => {
    const chunks = await productionChunks();
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry)!;
    // Everything the entry pulls in statically, i.e. before any lazy screen or language loads.
    const eager = new Set<Rollup.OutputChunk>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (eager.has(chunk)) return;
      eager.add(chunk);
      for (const name of chunk.imports) visit(byName.get(name)!);
    };
    visit(entry);
    const eagerCode = [...eager].map((c) => c.code).join('\n');
    // A Swedish and a German catalog entry, and a character of the UTS #39 confusables table.
    expect(eagerCode).not.toContain('Användarnamn');
    expect(eagerCode).not.toContain('Benutzername');
    expect(eagerCode).not.toContain('ꓮ');
    // Swedish words live in Swedish catalog chunks only, one per namespace, fetched when drawn.
    const languageChunks = chunks.filter((c) => c.code.includes('Användarnamn'));
    expect(languageChunks.length).toBeGreaterThan(0);
    for (const chunk of languageChunks) {
      expect(chunk.facadeModuleId?.replaceAll('\\', '/')).toMatch(
        /\/packages\/i18n\/catalogs\/sv\/\w+\.json$/,
      );
      expect(eager.has(chunk)).toBe(false);
    }
  }, 120_000);

  it.each(PAGE_BUDGETS)(
    'loads the $page within its budget of gzip JavaScript before it is shown',
    async ({ page, screen, words, maxKb }) => {
      const chunks = await productionChunks();
      const entry = chunks.find((c) => c.isEntry)!;
      const eager = staticClosure(chunks, [entry, chunkOf(chunks, screen)]);
      for (const namespace of words)
        eager.add(chunkOf(chunks, `/packages/i18n/catalogs/en/${namespace}.json`));
      const gzipKb =
        [...eager].reduce(
          (sum, c) => sum + gzipSync(c.code, { level: constants.Z_BEST_COMPRESSION }).length,
          0,
        ) / 1024;
      expect(gzipKb, `${page}: ${gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(maxKb);
      expect(maxKb).toBeLessThanOrEqual(150);
    },
    120_000,
  );

  it('ships no zod and none of the API’s schemas to a page before it is shown, and no endpoint’s definition at all', async () => {
    const chunks = await productionChunks();
    const entry = chunks.find((c) => c.isEntry)!;
    const eager = staticClosure(chunks, [entry, ...PAGE_BUDGETS.map((p) => chunkOf(chunks, p.screen))]);
    // zod names each schema class in its code; every endpoint's definition carries its summary.
    expect([...eager].filter((c) => c.code.includes('$ZodObject')).map((c) => c.fileName)).toEqual([]);
    const summaries = allEndpoints().map((e) => e.summary);
    // A language's words may say what a call does (“Log out”); they are no definition.
    const code = chunks.filter((c) => !c.facadeModuleId?.includes('/packages/i18n/catalogs/'));
    const defining = code.filter((c) => summaries.some((summary) => c.code.includes(summary)));
    expect(defining.map((c) => c.fileName)).toEqual([]);
  }, 120_000);
});
