import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};

/** Instruments (name, symbol, ISIN; `*` wildcard), members and groups. */
export function useSearchQuery(q: string, limit = 5) {
  const trimmed = q.trim();
  return useQuery({
    enabled: trimmed.length > 0,
    queryKey: searchKeys.query(trimmed, limit),
    queryFn: ({ signal }) => callApi(api.community.search, { query: { q: trimmed, limit }, signal }),
    staleTime: 30_000,
  });
}
