import { api, type ChangeSavingsPlanBody, type CreateSavingsPlanBody } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from '../accounts-and-money/queries.ts';

export const savingsKeys = {
  all: ['savings-plans'] as const,
  mine: ['savings-plans', 'mine'] as const,
  runs: (id: string) => ['savings-plans', 'runs', id] as const,
  guide: (riskLevel: number) => ['fund-portfolio-guide', riskLevel] as const,
};

/** A plan changes when its owner changes it or once a month: a minute is fresh enough. */
const PLANS_STALE_MS = 60_000;

export function useSavingsPlans() {
  return useQuery({
    queryKey: savingsKeys.mine,
    queryFn: ({ signal }) => callApi(api.savings.savingsPlans, { signal }),
    staleTime: PLANS_STALE_MS,
  });
}

/** The guide's mix changes only when the funds on offer or their charges do: ten minutes is fresh. */
const GUIDE_STALE_MS = 10 * 60_000;

/** The fund portfolio guide's mix for a risk level, in the customer's account currency (none: idle). */
export function useFundPortfolioGuide(riskLevel: number | null) {
  return useQuery({
    enabled: riskLevel !== null,
    queryKey: savingsKeys.guide(riskLevel ?? 0),
    queryFn: ({ signal }) =>
      callApi(api.savings.fundPortfolioGuide, { query: { riskLevel: riskLevel! }, signal }),
    staleTime: GUIDE_STALE_MS,
  });
}

export function useSavingsRuns(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: savingsKeys.runs(id),
    queryFn: ({ signal }) => callApi(api.savings.savingsPlanRuns, { params: { id }, signal }),
    staleTime: PLANS_STALE_MS,
  });
}

function useInvalidatePlans() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: savingsKeys.all }),
      client.invalidateQueries({ queryKey: accountKeys.mine }),
    ]);
}

export function useCreateSavingsPlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { idempotencyKey: string; body: CreateSavingsPlanBody }) =>
      callApi(api.savings.createSavingsPlan, {
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export function useChangeSavingsPlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { id: string; body: ChangeSavingsPlanBody }) =>
      callApi(api.savings.changeSavingsPlan, { params: { id: input.id }, body: input.body }),
    onSettled: invalidate,
  });
}

/** Pause, resume or end a plan. */
export function usePlanAction() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'pause' | 'resume' | 'cancel' }) => {
      if (action === 'pause') await callApi(api.savings.pauseSavingsPlan, { params: { id } });
      else if (action === 'resume') await callApi(api.savings.resumeSavingsPlan, { params: { id } });
      else await callApi(api.savings.cancelSavingsPlan, { params: { id } });
    },
    onSettled: invalidate,
  });
}
