import { type ApiKeyView, api, type CreatedApiKey } from '@havn/contract/web';
import type { ApiKeyScope } from '@havn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const apiKeyKeys = { mine: ['api-keys', 'mine'] as const };

export function useApiKeysQuery() {
  return useQuery({
    queryKey: apiKeyKeys.mine,
    queryFn: ({ signal }) => callApi(api.platform.apiKeys.list, { signal }),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: { name: string; scopes: ApiKeyScope[] }): Promise<CreatedApiKey> =>
      callApi(api.platform.apiKeys.create, { body: draft }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKeyView) => callApi(api.platform.apiKeys.revoke, { params: { keyId: key.id } }),
    onSuccess: (_, key) =>
      client.setQueryData<ApiKeyView[]>(apiKeyKeys.mine, (keys) => keys?.filter((k) => k.id !== key.id)),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.mine }),
  });
}
