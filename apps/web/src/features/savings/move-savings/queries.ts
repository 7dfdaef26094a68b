import { api, type BodyOf, type FundTransferView } from '@havn/contract/web';
import { isFinalFundTransferStatus } from '@havn/domain/broker/fund-transfer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fundTransferKeys = {
  all: ['fund-transfers'] as const,
  providers: ['fund-transfers', 'providers'] as const,
  holdings: (provider: string, toAccid: string) => ['fund-transfers', 'holdings', provider, toAccid] as const,
  list: ['fund-transfers', 'list'] as const,
};

/** The providers do not change during a visit; a transfer moves in days, asked again each minute. */
const STALE = { providers: 60 * 60_000, holdings: 5 * 60_000, transfers: 60_000 } as const;

export function useFundTransferProviders() {
  return useQuery({
    queryKey: fundTransferKeys.providers,
    queryFn: ({ signal }) => callApi(api.fundTransfers.providers, { signal }),
    staleTime: STALE.providers,
  });
}

/**
 * The customer's holdings at `provider`, each said movable into `toAccid` or not and why; asked only
 * once `enabled` (the transfer authority given).
 */
export function useFundTransferHoldings(provider: string, toAccid: string, enabled: boolean) {
  return useQuery({
    queryKey: fundTransferKeys.holdings(provider, toAccid),
    queryFn: ({ signal }) =>
      callApi(api.fundTransfers.holdings, {
        query: toAccid ? { provider, toAccid } : { provider },
        signal,
      }),
    staleTime: STALE.holdings,
    enabled: enabled && provider !== '',
  });
}

/** The customer's transfers; while one is under way they are asked again every minute. */
export function useFundTransfers() {
  return useQuery({
    queryKey: fundTransferKeys.list,
    queryFn: ({ signal }) => callApi(api.fundTransfers.list, { signal }),
    staleTime: STALE.transfers,
    refetchInterval: (query) =>
      query.state.data?.some((t) => !isFinalFundTransferStatus(t.status)) ? STALE.transfers : false,
  });
}

/** Signs a transfer (a fresh eID, else 403 STEP_UP_REQUIRED) with one Idempotency-Key per transfer. */
export function useStartFundTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { idempotencyKey: string; body: BodyOf<typeof api.fundTransfers.start> }) =>
      callApi(api.fundTransfers.start, {
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: (transfer: FundTransferView) => {
      client.setQueryData<FundTransferView[]>(fundTransferKeys.list, (list) => [
        transfer,
        ...(list ?? []).filter((t) => t.id !== transfer.id),
      ]);
      void client.invalidateQueries({ queryKey: fundTransferKeys.all });
    },
  });
}
