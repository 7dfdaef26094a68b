// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// The page's CSP allows no 'unsafe-eval': a bundle that evaluates strings (or merely probes whether
// it may) is reported as a violation on every page. The production build is made in memory and read.
let built: Promise<Rollup.OutputChunk[]> | undefined;
/** The production build, made once in memory for every test here. */
function productionChunks(): Promise<Rollup.OutputChunk[]> {
  built ??= (async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const result = await build({
      root,
      configFile: `${root}/vite.config.ts`,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  })();
  return built;
}

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
    const languageChunks = chunks.filter((c) => c.code.includes('Användarnamn'));
    expect(languageChunks).toHaveLength(1);
    expect(eager.has(languageChunks[0]!)).toBe(false);
  }, 120_000);
});
