import { api } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from './queries.ts';

export const depositKeys = {
  one: (accid: string, requestId: string) => ['deposits', accid, requestId] as const,
};

/** Opens an open-banking deposit; the answer carries the provider page to send the customer to. */
export function useStartOpenBankingDeposit() {
  return useMutation({
    mutationFn: (input: {
      accid: string;
      idempotencyKey: string;
      amount: string;
      currency: string;
      site: SiteId;
    }) =>
      callApi(api.accountsAndMoney.deposit, {
        params: { accid: input.accid },
        body: { amount: input.amount, currency: input.currency, method: 'OPEN_BANKING', site: input.site },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
  });
}

/** Still moving: the provider has not told us the outcome yet. */
const WAITING = new Set(['INITIATED', 'PENDING']);

/**
 * An open-banking deposit, asked again every two seconds while the provider's notifications are
 * still to come; once it is settled the account's money is read afresh.
 */
export function useDepositStatus(accid: string | null, requestId: string | null, poll = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: depositKeys.one(accid ?? '', requestId ?? ''),
    queryFn: async () => {
      const deposit = await callApi(api.accountsAndMoney.depositStatus, {
        params: { accid: accid!, requestId: requestId! },
      });
      if (!WAITING.has(deposit.status)) await client.invalidateQueries({ queryKey: accountKeys.mine });
      return deposit;
    },
    enabled: Boolean(accid && requestId),
    refetchInterval: (query) => (poll && WAITING.has(query.state.data?.status ?? 'INITIATED') ? 2000 : false),
  });
}
