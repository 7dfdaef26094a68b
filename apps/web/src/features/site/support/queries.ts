import { api, type SupportThreadView } from '@havn/contract/web';
import type { FaqCategory, SupportThreadState } from '@havn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface InboxFilter {
  state?: SupportThreadState;
  category?: FaqCategory;
}

export const supportKeys = {
  all: ['support'] as const,
  threads: () => [...supportKeys.all, 'threads'] as const,
  thread: (threadId: string) => [...supportKeys.all, 'thread', threadId] as const,
  unread: () => [...supportKeys.all, 'unread'] as const,
  inbox: (filter: InboxFilter) => [...supportKeys.all, 'inbox', filter] as const,
};

/** The stream brings answers on the pages that show them; this poll keeps the header's badge roughly current elsewhere. */
const UNREAD_REFETCH_MS = 60_000;

export function useSupportThreadsQuery() {
  return useQuery({
    queryKey: supportKeys.threads(),
    queryFn: async ({ signal }) => (await callApi(api.site.support.threads, { signal })).threads,
  });
}

export function useSupportThreadQuery(threadId: string | null) {
  return useQuery({
    queryKey: supportKeys.thread(threadId ?? ''),
    queryFn: ({ signal }) => callApi(api.site.support.thread, { params: { threadId: threadId! }, signal }),
    enabled: threadId !== null,
  });
}

export function useSupportUnreadQuery(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.unread(),
    queryFn: ({ signal }) => callApi(api.site.support.unread, { signal }),
    enabled,
    refetchInterval: UNREAD_REFETCH_MS,
  });
}

export function useSupportInboxQuery(filter: InboxFilter, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.inbox(filter),
    queryFn: async ({ signal }) => (await callApi(api.site.support.inbox, { query: filter, signal })).threads,
    enabled,
  });
}

/** Every support write changes lists, counts and the thread: refetch what is shown of support. */
function useSupportMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useStartSupportThread() {
  return useSupportMutation(
    (body: { category: FaqCategory; subject: string; message: string }): Promise<SupportThreadView> =>
      callApi(api.site.support.startThread, { body }),
  );
}

export function useSupportReply(threadId: string) {
  return useSupportMutation((message: string) =>
    callApi(api.site.support.reply, { params: { threadId }, body: { message } }),
  );
}

export function useMarkSupportRead() {
  return useSupportMutation((threadId: string) =>
    callApi(api.site.support.markRead, { params: { threadId } }),
  );
}

export function useCloseSupportThread() {
  return useSupportMutation((threadId: string) => callApi(api.site.support.close, { params: { threadId } }));
}
