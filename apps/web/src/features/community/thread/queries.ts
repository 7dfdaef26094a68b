import { api } from '@havn/contract/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { replaceRootInCaches } from '../content/item-cache.ts';
import type { ThreadResponse } from '../content/types.ts';
import { useContentLanguage } from '../content/use-content-language.ts';

export const THREAD_STALE = { thread: 15_000 } as const;

export const threadKeys = {
  all: ['community', 'thread'] as const,
  /** By the asked-for item (which the answer marks), which may be a comment or reply of the thread. */
  thread: (contentId: string, language: string) => [...threadKeys.all, contentId, language] as const,
};

export function fetchThread(
  contentId: string,
  language: string,
  signal?: AbortSignal,
): Promise<ThreadResponse> {
  return callApi(api.community.content.thread, {
    params: { contentId },
    query: { language },
    ...(signal ? { signal } : {}),
  });
}

/** One whole thread: the root with every comment and reply. */
export function useThreadQuery(contentId: string | null, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: threadKeys.thread(contentId ?? '', language),
    queryFn: ({ signal }) => fetchThread(contentId!, language, signal),
    enabled: enabled && contentId !== null,
    staleTime: THREAD_STALE.thread,
  });
}

/**
 * Fetches a thread again and puts it in every cached copy (its feed's page, the thread views): after
 * writing a comment or reply, and when the event stream says something in the thread changed.
 */
export function useRefreshThread(): (rootId: string) => Promise<void> {
  const client = useQueryClient();
  const language = useContentLanguage();
  return useCallback(
    async (rootId: string) => {
      const thread = await fetchThread(rootId, language);
      client.setQueryData(threadKeys.thread(rootId, language), thread);
      replaceRootInCaches(client, thread.root);
    },
    [client, language],
  );
}
