import { type Account, api, type FundRebalanceBody, type PositionView } from '@havn/contract/web';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { instrumentQueryOptions } from '../../market-data/instrument/queries.ts';
import { isFundType } from '../fund-orders/fund-order-draft.ts';
import { TRADING_STALE, tradingKeys, usePositionsOfAccounts } from '../queries.ts';

export const rebalanceKeys = {
  all: ['fund-rebalance'] as const,
  preview: (accid: string, body: FundRebalanceBody) =>
    [...rebalanceKeys.all, 'preview', accid, body] as const,
  guide: (riskLevel: number, currency: string) =>
    [...rebalanceKeys.all, 'guide', riskLevel, currency] as const,
};

/** A preview is worked out from quotes that move: fresh for as long as the portfolio's figures are. */
export function useRebalancePreview(accid: string, body: FundRebalanceBody | null) {
  return useQuery({
    enabled: body !== null,
    queryKey: rebalanceKeys.preview(accid, body ?? { targets: [] }),
    queryFn: ({ signal }) =>
      callApi(api.trading.previewFundRebalance, { params: { accid }, body: body!, signal }),
    staleTime: TRADING_STALE.portfolio,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePlaceRebalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { accid: string; idempotencyKey: string; body: FundRebalanceBody }) =>
      callApi(api.trading.placeFundRebalance, {
        params: { accid: input.accid },
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: (_data, _error, input) => {
      void client.invalidateQueries({ queryKey: tradingKeys.positions(input.accid) });
      void client.invalidateQueries({ queryKey: tradingKeys.fundOrders(input.accid) });
      void client.invalidateQueries({ queryKey: rebalanceKeys.all });
    },
  });
}

/** The portfolio guide's mix for a risk level, of funds in the account's currency (none: idle). */
export function useGuideMix(riskLevel: number | null, currency: string) {
  return useQuery({
    enabled: riskLevel !== null,
    queryKey: rebalanceKeys.guide(riskLevel ?? 0, currency),
    queryFn: ({ signal }) =>
      callApi(api.savings.fundPortfolioGuide, { query: { riskLevel: riskLevel!, currency }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** An account and the funds it holds. */
export interface FundAccount {
  account: Account;
  funds: PositionView[];
}

export type FundAccountsResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; accounts: FundAccount[] };

/**
 * The customer's accounts with the funds each holds: positions of every account, each instrument
 * looked up (cached with the instrument pages) to keep the funds.
 */
export function useFundAccounts(): FundAccountsResult {
  const accounts = useAccountsQuery();
  const list = accounts.data ?? [];
  const positions = usePositionsOfAccounts(list.map((a) => a.accid));
  const held = [
    ...new Set(
      positions.flatMap((p) => (p.data ?? []).filter((x) => x.volume > 0).map((x) => x.instrumentId)),
    ),
  ];
  const instruments = useQueries({ queries: held.map((id) => instrumentQueryOptions(String(id))) });
  if (accounts.isPending) return { status: 'pending' };
  if (accounts.isError) return { status: 'error', error: accounts.error };
  const failed = [...positions, ...instruments].find((q) => q.isError);
  if (failed) return { status: 'error', error: failed.error };
  if ([...positions, ...instruments].some((q) => q.isPending)) return { status: 'pending' };
  const isFund = new Map(held.map((id, i) => [id, isFundType(instruments[i]?.data?.type ?? '')]));
  return {
    status: 'success',
    accounts: list.map((account, i) => ({
      account,
      funds: (positions[i]?.data ?? []).filter((p) => p.volume > 0 && isFund.get(p.instrumentId)),
    })),
  };
}
