import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Named stale times: how long a cached answer is good enough before it is fetched again. */
export const STALE = {
  session: 5 * 60_000,
  accounts: 30_000,
  catalogue: 60 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
