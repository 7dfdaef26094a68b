import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const statusKeys = { status: ['platform', 'status'] as const };

/** The platform's status (GET /api/status): checked again every minute while a status page is open. */
export function usePlatformStatusQuery() {
  return useQuery({
    queryKey: statusKeys.status,
    queryFn: () => callApi(api.platform.status),
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}
