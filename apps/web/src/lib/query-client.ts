import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Named stale times: how long a cached answer is good enough before it is fetched again. */
export const STALE = {
  session: 5 * 60_000,
  accounts: 30_000,
  catalogue: 60 * 60_000,
} as const;

/**
 * `onMaintenance` runs when a write meets the nightly maintenance window (503 MAINTENANCE): the app
 * shows the nightly-downtime page, which says until when and leads back.
 */
export function createQueryClient(onMaintenance?: () => void): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MAINTENANCE') onMaintenance?.();
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
