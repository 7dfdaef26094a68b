import type { Namespace } from '@havn/i18n/load';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Page } from './page.ts';

/**
 * What a server-rendered page hands the browser beside its HTML, as JSON in a
 * `<script type="application/json">` (the CSP runs no inline script): the page it resolved, the
 * queries the server fetched (TanStack Query's dehydrated state), the server's time of rendering and
 * the namespaces of words the page drew (the browser loads those before it hydrates).
 */
export interface ServerRenderPayload {
  page: Page;
  queries: DehydratedState;
  now: string;
  namespaces: Namespace[];
}

export const SERVER_RENDER_PAYLOAD_ID = 'havn-page-data';

/** JSON safe inside a script element: no `</script>` or `<!--` can close or confuse it. */
export function payloadJson(payload: ServerRenderPayload): string {
  return JSON.stringify(payload)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The payload of a page the server rendered; undefined when the server sent the bare app. */
export function readServerRenderPayload(): ServerRenderPayload | undefined {
  const element = document.getElementById(SERVER_RENDER_PAYLOAD_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerRenderPayload;
}

/** How long answers the server fetched count as fresh: the page's first screens do not ask again. */
const FRESH_FROM_SERVER_MS = 60_000;

/**
 * The queries the server fetched are not fetched again when the hydrated screens mount (TanStack
 * Query's default refetches stale data on mount, and with no stale time all data is stale at once);
 * after a minute, or for any other query, the usual rule holds.
 */
export function keepServerQueriesFresh(queryClient: QueryClient, state: DehydratedState): void {
  const fromServer = new Set(state.queries.map((q) => q.queryHash));
  const until = Date.now() + FRESH_FROM_SERVER_MS;
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !(fromServer.has(query.queryHash) && Date.now() < until),
    },
  });
}
