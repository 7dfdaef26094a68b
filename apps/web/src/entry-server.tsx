import { siteLanguage } from '@havn/domain';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AppProviders } from './app/AppProviders.tsx';
import { PageView } from './app/router.tsx';
import { pageHead, SERVER_RENDERED } from './app/server/page-head.ts';
import { PrefetchingQueryClient, prefetchPage } from './app/server/prefetch.ts';
import { i18nForRender, usedNamespaces } from './lib/i18n.ts';
import { StaticRouter } from './lib/navigation.tsx';
import { pageFor } from './lib/page.ts';
import { payloadJson, SERVER_RENDER_PAYLOAD_ID, type ServerRenderPayload } from './lib/server-render.ts';
import { DocumentTitleNote } from './lib/use-document-title.ts';

/**
 * The server's way into the web app (built with `vite build --ssr`): a public page rendered with its
 * data. The server decides the redirects and the login rule first (site/page-requests.ts), and answers
 * the page's API calls in process: the browser's `fetch('/api/…')` reaches the server's own routes.
 * The answer is null when the page is not one the server renders, or cannot be drawn here; the server
 * then sends the app for the browser to draw, as for any other page.
 */
export async function renderPage(input: {
  /** Path and query of the page. */
  url: string;
  /** PUBLIC_ORIGIN: the canonical and alternate addresses are written with it. */
  origin: string;
  /** The built index.html. */
  template: string;
}): Promise<{ html: string } | null> {
  const url = new URL(input.url, input.origin);
  const page = pageFor(url.pathname, url.search);
  const kind = SERVER_RENDERED[page.routeId];
  if (!kind || page.status !== 'live') return null;

  // The server has applied the redirects and the login rule already; the page's data is fetched below.
  const i18n = await i18nForRender(siteLanguage[page.site]);
  const queryClient = new PrefetchingQueryClient();
  const now = new Date();
  const note: { title?: string } = {};
  const tree = () => (
    <DocumentTitleNote.Provider value={note}>
      <AppProviders
        i18n={i18n}
        queryClient={queryClient}
        site={page.site}
        serverRender={{ queries: undefined, now }}
      >
        {/* The browser's tree (app/router.tsx) at the page's one location. */}
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <PageView page={page} />
        </StaticRouter>
      </AppProviders>
    </DocumentTitleNote.Provider>
  );
  if (!(await prefetchPage(queryClient, tree))) return null;

  const body = await renderWhole(tree());
  if (body === null) return null;

  const payload: ServerRenderPayload = {
    page,
    queries: dehydrate(queryClient),
    now: now.toISOString(),
    // What the render's `useTranslation` calls asked for (every cross-namespace key is declared there).
    namespaces: usedNamespaces(i18n),
  };
  const head = pageHead({
    page,
    kind,
    title: note.title,
    url,
    origin: input.origin,
    t: i18n.getFixedT(null, ['routes', 'common']),
  });
  const html = input.template
    .replace('<html lang="en">', `<html lang="${siteLanguage[page.site]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>\n    ${head.tags}`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div>\n    <script type="application/json" id="${SERVER_RENDER_PAYLOAD_ID}">${payloadJson(payload)}</script>`,
    );
  return { html };
}

/**
 * React's streaming render, let out once the whole page is ready (`onAllReady`): a boundary streamed
 * late is revealed by an inline script, which the CSP refuses and a reader without JavaScript never
 * runs. Null when any part failed to render.
 */
function renderWhole(tree: ReactNode): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    let failed = false;
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
        return true;
      },
      end() {
        resolve(failed ? null : chunks.join('') + decoder.decode());
        return sink;
      },
      on: () => sink,
      once: () => sink,
      emit: () => true,
      removeListener: () => sink,
    };
    const stream = renderToPipeableStream(tree, {
      // A large boundary is otherwise sent as a placeholder and filled in by script, even when ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink as unknown as Parameters<typeof stream.pipe>[0]),
      onShellError: () => resolve(null),
      onError: () => {
        failed = true;
      },
    });
  });
}
