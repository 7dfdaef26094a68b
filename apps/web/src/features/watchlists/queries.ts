import { api, type PriceAlertView, type WatchlistView } from '@havn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const watchlistKeys = {
  all: ['watchlists'] as const,
  mine: () => [...watchlistKeys.all, 'mine'] as const,
  shared: (listId: string) => [...watchlistKeys.all, 'shared', listId] as const,
  alerts: () => [...watchlistKeys.all, 'alerts'] as const,
};

export function useMyWatchlistsQuery() {
  return useQuery({
    queryKey: watchlistKeys.mine(),
    queryFn: async ({ signal }) => (await callApi(api.watchlists.listMine, { signal })).watchlists,
  });
}

export function useSharedWatchlistQuery(listId: string) {
  return useQuery({
    queryKey: watchlistKeys.shared(listId),
    queryFn: ({ signal }) => callApi(api.watchlists.shared, { params: { listId }, signal }),
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
  return useWatchlistMutation((name: string) => callApi(api.watchlists.create, { body: { name } }));
}

export function useRenameWatchlist() {
  return useWatchlistMutation(({ listId, name }: { listId: string; name: string }) =>
    callApi(api.watchlists.rename, { params: { listId }, body: { name } }),
  );
}

export function useDeleteWatchlist() {
  return useWatchlistMutation((listId: string) => callApi(api.watchlists.remove, { params: { listId } }));
}

export function useAddToWatchlist() {
  return useWatchlistMutation(({ listId, instrumentId }: { listId: string; instrumentId: number }) =>
    callApi(api.watchlists.addInstrument, { params: { listId }, body: { instrumentId } }),
  );
}

export function useRemoveFromWatchlist() {
  return useWatchlistMutation(({ listId, instrumentId }: { listId: string; instrumentId: number }) =>
    callApi(api.watchlists.removeInstrument, { params: { listId, instrumentId } }),
  );
}

export function useSetSharing() {
  return useWatchlistMutation(({ listId, shared }: { listId: string; shared: boolean }) =>
    callApi(api.watchlists.setSharing, { params: { listId }, body: { shared } }),
  );
}

export function useAlertsQuery() {
  return useQuery({
    queryKey: watchlistKeys.alerts(),
    queryFn: async ({ signal }) => (await callApi(api.watchlists.listAlerts, { signal })).alerts,
    refetchInterval: 30_000,
  });
}

export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { instrumentId: number; direction: PriceAlertView['direction']; price: string }) =>
      callApi(api.watchlists.createAlert, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.alerts() }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => callApi(api.watchlists.deleteAlert, { params: { alertId } }),
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.alerts() }),
  });
}
