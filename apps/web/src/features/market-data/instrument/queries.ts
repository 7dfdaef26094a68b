import { api } from '@havn/contract/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Instrument reference data changes seldom. */
export const INSTRUMENT_STALE = { instrument: 10 * 60_000 } as const;

export const instrumentKeys = {
  all: ['instruments'] as const,
  byIdOrSlug: (idOrSlug: string) => [...instrumentKeys.all, 'one', idOrSlug] as const,
};

/** The query of one instrument, shared by its page and by lists that name instruments by id. */
export function instrumentQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: instrumentKeys.byIdOrSlug(idOrSlug),
    queryFn: ({ signal }) =>
      callApi(api.marketData.instrument, { params: { instrumentId: idOrSlug }, signal }),
    enabled: idOrSlug !== '',
    staleTime: INSTRUMENT_STALE.instrument,
  });
}

/** One instrument by its numeric id or its URL slug (the two instrument page addresses). */
export function useInstrumentQuery(idOrSlug: string) {
  return useQuery(instrumentQueryOptions(idOrSlug));
}
