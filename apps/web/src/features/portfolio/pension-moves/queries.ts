import { api, type BodyOf, type PensionMoveView } from '@havn/contract/web';
import { isFinalMoveStatus } from '@havn/domain/broker/index';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from '../../accounts-and-money/queries.ts';

export const pensionMoveKeys = {
  all: ['pension'] as const,
  companies: ['pension', 'companies'] as const,
  insurances: (companyId: string) => ['pension', 'insurances', companyId] as const,
  moves: ['pension', 'moves'] as const,
  move: (id: string) => ['pension', 'moves', id] as const,
};

/** The companies do not change during a visit; a move's state changes in days, asked again each minute. */
const PENSION_STALE = { companies: 60 * 60_000, insurances: 5 * 60_000, move: 60_000 } as const;

export function usePensionCompanies() {
  return useQuery({
    queryKey: pensionMoveKeys.companies,
    queryFn: ({ signal }) => callApi(api.pension.companies, { signal }),
    staleTime: PENSION_STALE.companies,
  });
}

/**
 * The customer's insurances at each chosen company, one query a company, so the fetch under the
 * information mandate shows its progress company by company. Asked only once `enabled` (the mandate
 * given).
 */
export function usePensionInsurances(companyIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: companyIds.map((company) => ({
      queryKey: pensionMoveKeys.insurances(company),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.pension.insurances, { query: { company }, signal }),
      staleTime: PENSION_STALE.insurances,
      enabled,
    })),
  });
}

export function usePensionMoves() {
  return useQuery({
    queryKey: pensionMoveKeys.moves,
    queryFn: ({ signal }) => callApi(api.pension.moves, { signal }),
    staleTime: PENSION_STALE.move,
  });
}

/** One move; while it is under way it is asked again every minute the page is open. */
export function usePensionMove(id: string) {
  return useQuery({
    queryKey: pensionMoveKeys.move(id),
    queryFn: ({ signal }) => callApi(api.pension.move, { params: { id }, signal }),
    staleTime: PENSION_STALE.move,
    refetchInterval: (query) =>
      query.state.data && isFinalMoveStatus(query.state.data.status) ? false : PENSION_STALE.move,
  });
}

/** Signs a move (a fresh eID, else 403 STEP_UP_REQUIRED) with one Idempotency-Key per move. */
export function useStartPensionMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { idempotencyKey: string; body: BodyOf<typeof api.pension.startMove> }) =>
      callApi(api.pension.startMove, {
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: (move: PensionMoveView) => {
      client.setQueryData(pensionMoveKeys.move(move.id), move);
      void client.invalidateQueries({ queryKey: pensionMoveKeys.moves });
      // The insurances now in a move say so (movingIn); the account expects the money.
      void client.invalidateQueries({ queryKey: ['pension', 'insurances'] });
      void client.invalidateQueries({ queryKey: accountKeys.mine });
    },
  });
}
