import { api, type PriceAlertView, type WatchlistView } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const watchlistKeys = {
  all: ['watchlists'] as const,
  mine: () => [...watchlistKeys.all, 'mine'] as const,
  shared: (listId: string) => [...watchlistKeys.all, 'shared', listId] as const,
  alerts: () => [...watchlistKeys.all, 'alerts'] as const,
  messages: () => [...watchlistKeys.all, 'messages'] as const,
};

/** The stream delivers triggered alerts; this poll only catches what a dropped stream missed. */
const MESSAGES_REFETCH_MS = 60_000;

export function useMyWatchlistsQuery() {
  return useQuery({
    queryKey: watchlistKeys.mine(),
    queryFn: async ({ signal }) => (await callApi(api.watchlistsAndAlerts.listMine, { signal })).watchlists,
  });
}

export function useSharedWatchlistQuery(listId: string) {
  return useQuery({
    queryKey: watchlistKeys.shared(listId),
    queryFn: ({ signal }) => callApi(api.watchlistsAndAlerts.shared, { params: { listId }, signal }),
    refetchInterval: 30_000,
  });
}

/** Every watchlist change answers with the list (or nothing): refresh mine either way. */
function useWatchlistMutation<V>(run: (vars: V) => Promise<WatchlistView | undefined | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.mine() }),
  });
}

export function useCreateWatchlist() {
  return useWatchlistMutation((name: string) => callApi(api.watchlistsAndAlerts.create, { body: { name } }));
}

/** A new list that starts with one instrument (the instrument page's "create list and add"). */
export function useCreateWatchlistWithInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, instrumentId }: { name: string; instrumentId: number }) => {
      const list = await callApi(api.watchlistsAndAlerts.create, { body: { name } });
      return callApi(api.watchlistsAndAlerts.addInstrument, {
        params: { listId: list.id },
        body: { instrumentId },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.mine() }),
  });
}

export function useRenameWatchlist() {
  return useWatchlistMutation(({ listId, name }: { listId: string; name: string }) =>
    callApi(api.watchlistsAndAlerts.rename, { params: { listId }, body: { name } }),
  );
}

export function useDeleteWatchlist() {
  return useWatchlistMutation((listId: string) =>
    callApi(api.watchlistsAndAlerts.remove, { params: { listId } }),
  );
}

export function useAddToWatchlist() {
  return useWatchlistMutation(({ listId, instrumentId }: { listId: string; instrumentId: number }) =>
    callApi(api.watchlistsAndAlerts.addInstrument, { params: { listId }, body: { instrumentId } }),
  );
}

export function useRemoveFromWatchlist() {
  return useWatchlistMutation(({ listId, instrumentId }: { listId: string; instrumentId: number }) =>
    callApi(api.watchlistsAndAlerts.removeInstrument, { params: { listId, instrumentId } }),
  );
}

export function useSetSharing() {
  return useWatchlistMutation(({ listId, shared }: { listId: string; shared: boolean }) =>
    callApi(api.watchlistsAndAlerts.setSharing, { params: { listId }, body: { shared } }),
  );
}

export function useAlertsQuery() {
  return useQuery({
    queryKey: watchlistKeys.alerts(),
    queryFn: async ({ signal }) => (await callApi(api.watchlistsAndAlerts.listAlerts, { signal })).alerts,
    refetchInterval: 30_000,
  });
}

export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { instrumentId: number; direction: PriceAlertView['direction']; price: string }) =>
      callApi(api.watchlistsAndAlerts.createAlert, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.alerts() }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => callApi(api.watchlistsAndAlerts.deleteAlert, { params: { alertId } }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.alerts() }),
  });
}

/** My messages (triggered price alerts), newest first as the server sends them. */
export function useMyMessagesQuery() {
  return useQuery({
    queryKey: watchlistKeys.messages(),
    queryFn: async ({ signal }) => (await callApi(api.watchlistsAndAlerts.myMessages, { signal })).messages,
    refetchInterval: MESSAGES_REFETCH_MS,
  });
}
