import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPage, ItemFields, ThreadResponse, ThreadRoot } from './types.ts';

/**
 * The one place that rewrites cached content ("shadow" updates): a like, a vote, an edit or a delete
 * changes the item in every cached copy at once, in its feed page and in every open thread view, so
 * the feed and the Thread drawer never disagree.
 */
const FEED_PREFIX = ['community', 'feed'] as const;
const THREAD_PREFIX = ['community', 'thread'] as const;

type Patch = (item: ItemFields) => Partial<ItemFields>;

function patchThread(root: ThreadRoot, itemId: string, patch: Patch): ThreadRoot {
  let changed = false;
  const apply = <T extends ItemFields>(item: T): T => {
    if (item.id !== itemId) return item;
    changed = true;
    return { ...item, ...patch(item) };
  };
  const children = root.children.map((comment) => {
    const replies = comment.children.map(apply);
    const next = apply(comment);
    return replies.some((r, i) => r !== comment.children[i]) ? { ...next, children: replies } : next;
  });
  const next = apply(root);
  if (!changed) return root;
  return { ...next, children };
}

function mapFeeds(client: QueryClient, map: (root: ThreadRoot) => ThreadRoot): void {
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: FEED_PREFIX }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, threads: page.threads.map(map) })),
        }
      : data,
  );
}

function mapThreads(client: QueryClient, map: (root: ThreadRoot) => ThreadRoot): void {
  client.setQueriesData<ThreadResponse>({ queryKey: THREAD_PREFIX }, (data) =>
    data ? { ...data, root: map(data.root) } : data,
  );
}

/** Changes one item (a root, comment or reply) wherever it is cached. */
export function updateItemInCaches(client: QueryClient, itemId: string, patch: Patch): void {
  const map = (root: ThreadRoot) => patchThread(root, itemId, patch);
  mapFeeds(client, map);
  mapThreads(client, map);
}

/** A thread fetched again replaces its old copy in every feed page that shows it. */
export function replaceRootInCaches(client: QueryClient, root: ThreadRoot): void {
  mapFeeds(client, (old) => (old.id === root.id ? root : old));
}

/** A new post or poll of mine goes to the top of its feed, below the pinned threads. */
export function prependThreadToFeed(
  client: QueryClient,
  feedKey: readonly unknown[],
  root: ThreadRoot,
): void {
  client.setQueryData<InfiniteData<FeedPage>>(feedKey, (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    if (first.threads.some((t) => t.id === root.id)) return data;
    const at = first.threads.findIndex((t) => !t.isPinned);
    const threads = [...first.threads];
    threads.splice(at === -1 ? threads.length : at, 0, root);
    return { ...data, pages: [{ ...first, threads }, ...data.pages.slice(1)] };
  });
}

/** Is this thread on a page of any cached feed? Stream events about other threads are not ours. */
export function isThreadInFeeds(client: QueryClient, rootId: string): boolean {
  return client
    .getQueriesData<InfiniteData<FeedPage>>({ queryKey: FEED_PREFIX })
    .some(([, data]) => data?.pages.some((page) => page.threads.some((t) => t.id === rootId)));
}
