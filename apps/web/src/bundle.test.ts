// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// The page's CSP allows no 'unsafe-eval': a bundle that evaluates strings (or merely probes whether
// it may) is reported as a violation on every page. The production build is made in memory and read.
describe('the production bundle', () => {
  it('holds no eval( and no Function( anywhere in its scripts', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const result = await build({
      root,
      configFile: `${root}/vite.config.ts`,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs
      .flatMap((o) => o.output)
      .filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(1);
    const offenders = chunks
      .filter((c) => /\beval\(|\bFunction\(|new Function\b/.test(c.code))
      .map((c) => c.fileName);
    expect(offenders).toEqual([]);
  }, 120_000);
});
