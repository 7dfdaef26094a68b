import { type Query, QueryClient, skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The server's query client: it notes every query a screen asks for while it renders and whether the
 * screen wants it now (`enabled`), so the server can fetch exactly those, with the screens' own keys
 * and functions, and never a list of queries kept beside the screens that could drift from them.
 */
export class PrefetchingQueryClient extends QueryClient {
  /** Per query, the `enabled` of each screen that asked for it. */
  readonly #asked = new Map<string, unknown[]>();

  constructor() {
    // One try: a failed answer makes the server send the page for the browser to draw instead.
    super({ defaultOptions: { queries: { retry: false } } });
    // Every observer (useQuery, useInfiniteQuery) passes its options through here as it renders.
    const defaulted = this.defaultQueryOptions.bind(this);
    this.defaultQueryOptions = ((options: Parameters<typeof defaulted>[0]) => {
      const result = defaulted(options);
      // Already defaulted options are the cache's own calls, not a screen asking.
      if (result.queryHash && !('_defaulted' in options && options._defaulted)) {
        const list = this.#asked.get(result.queryHash) ?? [];
        list.push(options.enabled ?? true);
        this.#asked.set(result.queryHash, list);
      }
      return result;
    }) as typeof defaulted;
  }

  /** Queries a screen asked for, wants now, and that have not been fetched yet. */
  due(tried: ReadonlySet<string>): Query[] {
    return this.getQueryCache()
      .getAll()
      .filter(
        (query) =>
          !tried.has(query.queryHash) &&
          query.state.status === 'pending' &&
          query.options.queryFn !== skipToken &&
          (this.#asked.get(query.queryHash) ?? []).some((enabled) =>
            typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled !== false,
          ),
      );
  }

  /** Whether a query the page wanted came back with an error (the page is then left to the browser). */
  failed(): boolean {
    return this.getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
  }
}

/** Rounds of render-then-fetch: a screen's later queries may need an earlier one's answer. */
const MAX_ROUNDS = 5;

/**
 * Renders the page (to nothing) and fetches what it asked for, until it asks for nothing new: the
 * instrument first, then its quote, feed and figures, which need the instrument's id. Returns false
 * when the page cannot be drawn on the server (a render error or a failed answer).
 */
export async function prefetchPage(client: PrefetchingQueryClient, tree: () => ReactNode): Promise<boolean> {
  const tried = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let failed = false;
    const { prelude } = await prerender(tree(), {
      onError: () => {
        failed = true;
      },
    });
    await prelude.cancel();
    if (failed) return false;
    const due = client.due(tried);
    if (due.length === 0) return !client.failed();
    for (const query of due) tried.add(query.queryHash);
    await Promise.all(due.map((query) => query.fetch().catch(() => undefined)));
  }
  return !client.failed();
}
