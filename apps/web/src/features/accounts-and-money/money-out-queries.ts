import { api, type BodyOf } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from './queries.ts';

export const moneyOutKeys = {
  payoutAccounts: ['money-out', 'payout-accounts'] as const,
  withdrawals: (accid: string) => ['money-out', 'withdrawals', accid] as const,
};

/** While the bank verifies an account or a withdrawal is on its way, look again every few seconds. */
const POLL_MS = 3_000;

export function usePayoutAccounts() {
  return useQuery({
    queryKey: moneyOutKeys.payoutAccounts,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.payoutAccounts, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.status === 'PENDING_VERIFICATION') ? POLL_MS : false,
  });
}

export function useAddPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.accountsAndMoney.addPayoutAccount>) =>
      callApi(api.accountsAndMoney.addPayoutAccount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyOutKeys.payoutAccounts }),
  });
}

export function useWithdrawals(accid: string) {
  return useQuery({
    queryKey: moneyOutKeys.withdrawals(accid),
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.withdrawals, { params: { accid }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'REQUESTED' || w.status === 'SENT') ? POLL_MS : false,
  });
}

function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.mine }),
      client.invalidateQueries({ queryKey: ['money-out', 'withdrawals'] }),
      client.invalidateQueries({ queryKey: ['trading'] }),
    ]);
}

export function useWithdraw() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (input: { accid: string; idempotencyKey: string; amount: string; payoutAccountId: string }) =>
      callApi(api.accountsAndMoney.withdraw, {
        params: { accid: input.accid },
        body: { amount: input.amount, payoutAccountId: input.payoutAccountId },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export function useCancelWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (input: { accid: string; id: string }) =>
      callApi(api.accountsAndMoney.cancelWithdrawal, { params: input }),
    onSettled: invalidate,
  });
}
