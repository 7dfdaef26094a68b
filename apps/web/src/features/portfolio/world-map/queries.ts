import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const allocationKeys = {
  all: ['allocation'] as const,
  byRegion: (accid: string) => [...allocationKeys.all, 'region', accid] as const,
};

/** An account's holdings by region, weighted by market value (funds and ETFs looked through). */
export function useRegionAllocationQuery(accid: string | undefined) {
  return useQuery({
    queryKey: allocationKeys.byRegion(accid ?? ''),
    queryFn: ({ signal }) =>
      callApi(api.portfolio.allocation, { params: { accid: accid ?? '' }, query: { by: 'region' }, signal }),
    enabled: accid !== undefined,
    staleTime: 30_000,
  });
}
