import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { STALE } from '../../lib/query-client.ts';

export const siteKeys = { routes: ['site', 'routes'] as const };

/** The route catalogue as the server publishes it (the dev pages show what the API serves). */
export function useSiteRoutesQuery() {
  return useQuery({
    queryKey: siteKeys.routes,
    queryFn: () => callApi(api.site.routes),
    staleTime: STALE.catalogue,
  });
}
