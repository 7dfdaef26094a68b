import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this the encoded file can be larger than the plain one. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text asset of the build, at the best compression either
 * format has: it runs once per build, not once per request, so the server (@fastify/static with
 * preCompressed) sends the browser the smallest encoding it accepts at no CPU cost.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'havn-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // An in-memory build (the bundle tests) writes no files, so there is nothing to compress.
      // The server renderer's build (`--ssr`) is read by the server from disk, never sent to a browser.
      writes = config.build.write !== false && !config.build.ssr;
    },
    closeBundle() {
      if (!writes) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
