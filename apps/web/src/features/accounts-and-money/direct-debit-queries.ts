import { api } from '@havn/contract/web';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from './queries.ts';

export const directDebitKeys = {
  mandates: ['direct-debit', 'mandates'] as const,
  recurring: (accid: string) => ['direct-debit', 'recurring', accid] as const,
};

/** While the bank decides on a mandate or a run is being collected, look again every few seconds. */
const POLL_MS = 3_000;

export function useMandates() {
  return useQuery({
    queryKey: directDebitKeys.mandates,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.mandates, { signal }),
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === 'REQUESTED') ? POLL_MS : false),
  });
}

export function useRequestMandate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { payoutAccountId: string; monthlyMax?: string }) =>
      callApi(api.accountsAndMoney.requestMandate, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: directDebitKeys.mandates }),
  });
}

export function useStopMandate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.accountsAndMoney.stopMandate, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: directDebitKeys.mandates }),
  });
}

/** An account's recurring deposits: one query a page may also ask for several accounts at once. */
export function recurringDepositsQuery(accid: string) {
  return queryOptions({
    queryKey: directDebitKeys.recurring(accid),
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.recurringDeposits, { params: { accid }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.runs.some((r) => r.status === 'EXPECTED')) ? POLL_MS : false,
  });
}

export function useRecurringDeposits(accid: string) {
  return useQuery(recurringDepositsQuery(accid));
}

function useInvalidateRecurring() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['direct-debit', 'recurring'] }),
      client.invalidateQueries({ queryKey: accountKeys.mine }),
    ]);
}

export function useCreateRecurringDeposit() {
  const invalidate = useInvalidateRecurring();
  return useMutation({
    mutationFn: (input: {
      accid: string;
      idempotencyKey: string;
      amount: string;
      dayOfMonth: number;
      payoutAccountId: string;
    }) =>
      callApi(api.accountsAndMoney.createRecurringDeposit, {
        params: { accid: input.accid },
        body: { amount: input.amount, dayOfMonth: input.dayOfMonth, payoutAccountId: input.payoutAccountId },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export function useStopRecurringDeposit() {
  const invalidate = useInvalidateRecurring();
  return useMutation({
    mutationFn: (input: { accid: string; id: string }) =>
      callApi(api.accountsAndMoney.stopRecurringDeposit, { params: input }),
    onSettled: invalidate,
  });
}
