import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/** The web app's server entry (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
interface WebServerEntry {
  renderPage(input: { url: string; origin: string; template: string }): Promise<{ html: string } | null>;
}

type InProcessFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * While a page renders, the web app's `fetch('/api/…')` (its API client, unchanged) is answered by
 * this server's own routes through `app.inject`: no socket, no second trip through the network, and
 * the same auth, validation and presenters as any browser's call. Other fetches pass through.
 */
const inProcess = new AsyncLocalStorage<InProcessFetch>();
let fetchWrapped = false;

function answerRelativeFetchesInProcess(): void {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const local = inProcess.getStore();
    if (local && typeof input === 'string' && input.startsWith('/')) return local(input, init);
    return networkFetch(input, init);
  };
}

function injectFetch(app: FastifyInstance, request: FastifyRequest): InProcessFetch {
  const cookie = request.headers.cookie;
  return async (url, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

export interface ServerRenderer {
  /** The page's HTML with its data, or null when the browser is to draw it (not a public page, or it failed). */
  render(request: FastifyRequest): Promise<string | null>;
}

/** The server renderer, when the web app's server build is there (beside the built web app). */
export async function loadServerRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  template: string,
): Promise<ServerRenderer | undefined> {
  const entryFile = path.join(ctx.config.webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    ctx.log.warn({ entryFile }, 'web: no server build; every page is drawn in the browser');
    return undefined;
  }
  // Before the entry loads, so the web app finds the wrapper however it holds on to `fetch`.
  answerRelativeFetchesInProcess();
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  return {
    async render(request) {
      try {
        const rendered = await inProcess.run(injectFetch(app, request), () =>
          entry.renderPage({ url: request.url, origin: ctx.config.publicOrigin, template }),
        );
        return rendered?.html ?? null;
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          'web: server render failed; the browser draws it',
        );
        return null;
      }
    },
  };
}

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page in the encoding the browser prefers. The per-request compression of
 * platform/http/compression.ts hooks routes, and a page is answered by the not-found handler, so it is
 * compressed here, at the same quality (Brotli 4: about gzip's speed, smaller).
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: Encoding }> {
  const plain = Buffer.from(html);
  const encoding = (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
  if (encoding === 'br')
    return { body: await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipped(plain), encoding };
  return { body: plain, encoding };
}
