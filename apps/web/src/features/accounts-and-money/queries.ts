import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { STALE } from '../../lib/query-client.ts';

export const accountKeys = { mine: ['accounts', 'mine'] as const };

export function useAccountsQuery(enabled = true) {
  return useQuery({
    queryKey: accountKeys.mine,
    queryFn: () => callApi(api.accountsAndMoney.listAccounts),
    staleTime: STALE.accounts,
    enabled,
  });
}
