import { api, type Subscriptions } from '@havn/contract/web';
import type { Language } from '@havn/domain';
import type { ApiAccountType, ProductGroup } from '@havn/domain/broker/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from './queries.ts';

export const settingsKeys = {
  accountTypes: ['accounts', 'types'] as const,
  appropriateness: ['appropriateness'] as const,
  test: (group: ProductGroup, language: Language) => ['appropriateness', 'test', group, language] as const,
  riskProfile: ['customer', 'risk-profile'] as const,
  subscriptions: ['customer', 'subscriptions'] as const,
};

export function useAccountTypesQuery() {
  return useQuery({
    queryKey: settingsKeys.accountTypes,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.accountTypes, { signal }),
  });
}

export interface OpenAccountRequest {
  accountType: ApiAccountType;
  alias?: string;
  termsVersion: string;
}

export function useOpenAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenAccountRequest) =>
      callApi(api.accountsAndMoney.openAccount, { body: { ...input, acceptTerms: true } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.mine }),
        client.invalidateQueries({ queryKey: settingsKeys.accountTypes }),
      ]),
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { accid: string; alias?: string | null; isDefault?: true }) =>
      callApi(api.accountsAndMoney.updateAccount, {
        params: { accid: input.accid },
        body: {
          ...(input.alias !== undefined ? { alias: input.alias } : {}),
          ...(input.isDefault ? { isDefault: true as const } : {}),
        },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.mine }),
  });
}

export function useAppropriatenessQuery() {
  return useQuery({
    queryKey: settingsKeys.appropriateness,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.appropriateness.list, { signal }),
  });
}

export function useKnowledgeTestQuery(group: ProductGroup, language: Language) {
  return useQuery({
    queryKey: settingsKeys.test(group, language),
    queryFn: ({ signal }) =>
      callApi(api.accountsAndMoney.appropriateness.test, {
        params: { productGroup: group },
        query: { language },
        signal,
      }),
  });
}

export function useAnswerKnowledgeTest(group: ProductGroup) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; answers: { questionId: string; optionId: string }[] }) =>
      callApi(api.accountsAndMoney.appropriateness.answer, { params: { productGroup: group }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.appropriateness }),
  });
}

export function useRiskProfileQuery() {
  return useQuery({
    queryKey: settingsKeys.riskProfile,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.customer.riskProfile, { signal }),
  });
}

export function useSaveRiskProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      callApi(api.accountsAndMoney.customer.saveRiskProfile, { body: { answers } }),
    onSuccess: (data) => client.setQueryData(settingsKeys.riskProfile, data),
  });
}

export function useSubscriptionsQuery() {
  return useQuery({
    queryKey: settingsKeys.subscriptions,
    queryFn: ({ signal }) => callApi(api.accountsAndMoney.customer.subscriptions, { signal }),
  });
}

export function useSaveSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Subscriptions) => callApi(api.accountsAndMoney.customer.saveSubscriptions, { body }),
    onSuccess: (data) => client.setQueryData(settingsKeys.subscriptions, data),
  });
}
