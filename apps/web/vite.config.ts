import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress.ts';
import { shellChunk } from './vite-shell-chunk.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Zod 4 compiles fast object parsers with `new Function` and probes for it once at the first parse;
 * under Havn's CSP (script-src 'self', no 'unsafe-eval') even the caught probe is reported as a
 * violation on every page. The browser build has no use for the compiler: the probe answers "no eval"
 * and the compiler is cut, so the bundle holds no `Function(` at all (apps/web/src/bundle.test.ts).
 * The build fails if zod's code changes shape, rather than silently shipping the probe again.
 */
function zodWithoutEval(): Plugin {
  const rewrites: { file: RegExp; from: RegExp; to: string }[] = [
    {
      file: /zod\/v4\/core\/util\.js$/,
      from: /try \{\s*const F = Function;\s*new F\(""\);\s*return true;\s*\}\s*catch \(_\) \{\s*return false;\s*\}/,
      to: 'return false;',
    },
    {
      file: /zod\/v4\/core\/doc\.js$/,
      from: /compile\(\) \{[\s\S]*?return factory\(\.\.\.Object\.values\(this\.closed\)\);\s*\}/,
      to: 'compile() { throw new Error("zod: no code generation in the browser build"); }',
    },
  ];
  return {
    name: 'havn-zod-without-eval',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const rewrite = rewrites.find((r) => r.file.test(path.replaceAll('\\', '/')));
      if (!rewrite) return null;
      if (!rewrite.from.test(code)) this.error(`zod changed shape: cannot remove code generation from ${id}`);
      return { code: code.replace(rewrite.from, rewrite.to), map: null };
    },
  };
}

/**
 * Swagger UI (the API docs page's renderer) bundles polyfills that build functions from strings:
 * `Function("return this")()` after the `globalThis`/`self` checks a browser always passes, and
 * function-bind's fallback for a missing `Function.prototype.bind`. Neither runs in a browser we
 * support, but the bundle test forbids the code outright, so they are cut as zod's compiler is.
 */
function swaggerUiWithoutEval(): Plugin {
  const rewrites: { from: RegExp; to: string }[] = [
    { from: /(?:new )?Function\("return this"\)\(\)/g, to: 'globalThis' },
    {
      from: /\bFunction\("binder",/g,
      to: '(()=>{throw new Error("swagger-ui: no code generation")})("binder",',
    },
  ];
  return {
    name: 'havn-swagger-ui-without-eval',
    enforce: 'pre',
    transform(code, id) {
      const path = (id.split('?')[0] ?? id).replaceAll('\\', '/');
      if (!/swagger-ui-dist\/swagger-ui-es-bundle\.js$/.test(path)) return null;
      let out = code;
      for (const rewrite of rewrites) {
        if (out.search(rewrite.from) < 0)
          this.error(`swagger-ui changed shape: cannot remove code generation from ${id}`);
        out = out.replace(rewrite.from, rewrite.to);
      }
      return { code: out, map: null };
    },
  };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [react(), zodWithoutEval(), swaggerUiWithoutEval(), precompress(), shell.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The styles live beside their features, but ship as one stylesheet loaded with the page, as
    // before: no late <link> when a lazy screen loads, and one cascade order whatever the navigation.
    cssCodeSplit: false,
    // Every browser Havn supports preloads modules itself: the polyfill was code on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk is named by its hash alone: every lazy screen's list of chunks to preload (in the
        // shell, on every page) and every import between chunks spell these names, and the names of
        // the modules inside them were a kilobyte of issue 14's budget. The source maps keep the names.
        // The API reference and Swagger UI, the largest lazy code and fetched on one page only, keep
        // theirs, so a page's requests show whether it loaded them (e2e/api-docs.test.ts).
        chunkFileNames: (chunk) =>
          /ApiReference|swagger/i.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        // The libraries every page runs before it is shown, as one file rather than several: each
        // request costs its headers, and one file compresses better than its parts.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 20,
            },
            { name: 'shell', test: shell.test, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The API refuses cross-origin mutations; in development the proxy presents the API's own origin.
      '/api': {
        target: apiTarget,
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', 'http://localhost:3000');
          });
        },
      },
    },
  },
});
