import {
  api,
  type HISTORY_RANGES,
  type INSTRUMENT_LISTS,
  type LIST_COUNTRIES,
  type LIST_SORTS,
  type MARKET_COUNTRIES,
} from '@havn/contract/web';
import type { Sector } from '@havn/domain/broker/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { MARKET_STALE } from './queries.ts';

export type MarketCountry = (typeof MARKET_COUNTRIES)[number];
export type ListName = (typeof INSTRUMENT_LISTS)[number];
export type ListSortKey = (typeof LIST_SORTS)[number];
export type ListCountry = (typeof LIST_COUNTRIES)[number];

/** What a list page asks for: sort, order, filters and the page. */
export interface ListQuery {
  sort: ListSortKey;
  order: 'asc' | 'desc';
  country?: ListCountry | undefined;
  sector?: Sector | undefined;
  tradable?: boolean | undefined;
  offset: number;
  limit: number;
}

export const marketsKeys = {
  all: ['markets'] as const,
  overview: (country: MarketCountry) => [...marketsKeys.all, 'overview', country] as const,
  indicator: (symbol: string, range: string) => [...marketsKeys.all, 'indicator', symbol, range] as const,
  news: (newsId: string | undefined) => [...marketsKeys.all, 'news', newsId ?? ''] as const,
  list: (list: ListName, query: ListQuery) => [...marketsKeys.all, 'list', list, query] as const,
};

export function useMarketOverviewQuery(country: MarketCountry) {
  return useQuery({
    queryKey: marketsKeys.overview(country),
    queryFn: ({ signal }) => callApi(api.marketData.overview, { params: { country }, signal }),
    staleTime: MARKET_STALE.quote,
    refetchInterval: 30_000,
  });
}

export function useIndicatorQuery(symbol: string, range: (typeof HISTORY_RANGES)[number]) {
  return useQuery({
    queryKey: marketsKeys.indicator(symbol, range),
    queryFn: ({ signal }) =>
      callApi(api.marketData.indicator, { params: { symbol }, query: { range }, signal }),
    staleTime: MARKET_STALE.history,
  });
}

export function useNewsQuery(newsId: string | undefined) {
  return useQuery({
    queryKey: marketsKeys.news(newsId),
    queryFn: ({ signal }) =>
      callApi(api.marketData.news, { query: newsId ? { newsId, limit: 1 } : { limit: 20 }, signal }),
    staleTime: MARKET_STALE.history,
  });
}

export function useInstrumentListQuery(list: ListName, query: ListQuery) {
  return useQuery({
    queryKey: marketsKeys.list(list, query),
    queryFn: ({ signal }) =>
      callApi(api.marketData.list, {
        params: { list },
        query: {
          sort: query.sort,
          order: query.order,
          limit: query.limit,
          offset: query.offset,
          ...(query.country ? { country: query.country } : {}),
          ...(query.sector ? { sector: query.sector } : {}),
          ...(query.tradable !== undefined ? { tradable: query.tradable ? 'true' : 'false' } : {}),
        },
        signal,
      }),
    staleTime: MARKET_STALE.quote,
    placeholderData: keepPreviousData,
  });
}

/** Quotes of several instruments at once (a watchlist's rows). */
export function useQuotesQuery(ids: readonly number[]) {
  const key = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    enabled: ids.length > 0,
    queryKey: [...marketsKeys.all, 'quotes', key] as const,
    queryFn: async ({ signal }) =>
      (await callApi(api.marketData.quotes, { query: { ids: key }, signal })).quotes,
    staleTime: MARKET_STALE.quote,
    refetchInterval: 15_000,
  });
}
