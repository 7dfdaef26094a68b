import { api, type HISTORY_RANGES } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Prices move: quotes and trades are refreshed often, reference figures seldom. */
export const MARKET_STALE = { quote: 5_000, history: 60_000, figures: 10 * 60_000 } as const;

export const marketKeys = {
  all: ['market'] as const,
  quote: (id: number) => [...marketKeys.all, 'quote', id] as const,
  history: (id: number, range: HistoryRange) => [...marketKeys.all, 'history', id, range] as const,
  trades: (id: number) => [...marketKeys.all, 'trades', id] as const,
  orderBook: (id: number) => [...marketKeys.all, 'order-book', id] as const,
  keyFigures: (id: number) => [...marketKeys.all, 'key-figures', id] as const,
  costInfo: (id: number) => [...marketKeys.all, 'cost-info', id] as const,
  fx: (from: string, to: string) => [...marketKeys.all, 'fx', from, to] as const,
  search: (q: string, limit: number) => [...marketKeys.all, 'search', q, limit] as const,
};

/** Instruments by name, symbol or ISIN (`*` a wildcard): the market's own search, no members or groups. */
export function useInstrumentSearchQuery(q: string, limit = 8) {
  const trimmed = q.trim();
  return useQuery({
    enabled: trimmed.length > 0,
    queryKey: marketKeys.search(trimmed, limit),
    queryFn: ({ signal }) =>
      callApi(api.marketData.instrumentSearch, { query: { query: trimmed, limit }, signal }),
    staleTime: 30_000,
  });
}

export function useQuoteQuery(instrumentId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: marketKeys.quote(instrumentId),
    queryFn: async ({ signal }) => {
      const { quotes } = await callApi(api.marketData.quotes, {
        query: { ids: String(instrumentId) },
        signal,
      });
      return quotes[0] ?? null;
    },
    staleTime: MARKET_STALE.quote,
    refetchInterval: 15_000,
  });
}

export function useHistoryQuery(instrumentId: number, range: HistoryRange) {
  return useQuery({
    queryKey: marketKeys.history(instrumentId, range),
    queryFn: ({ signal }) =>
      callApi(api.marketData.priceHistory, { params: { instrumentId }, query: { range }, signal }),
    staleTime: MARKET_STALE.history,
  });
}

export function useLatestTradesQuery(instrumentId: number) {
  return useQuery({
    queryKey: marketKeys.trades(instrumentId),
    queryFn: ({ signal }) =>
      callApi(api.marketData.latestTrades, { params: { instrumentId }, query: { limit: 10 }, signal }),
    staleTime: MARKET_STALE.quote,
  });
}

export function useOrderBookQuery(instrumentId: number) {
  return useQuery({
    queryKey: marketKeys.orderBook(instrumentId),
    queryFn: ({ signal }) => callApi(api.marketData.orderBook, { params: { instrumentId }, signal }),
    staleTime: MARKET_STALE.quote,
  });
}

export function useKeyFiguresQuery(instrumentId: number) {
  return useQuery({
    queryKey: marketKeys.keyFigures(instrumentId),
    queryFn: ({ signal }) => callApi(api.marketData.keyFigures, { params: { instrumentId }, signal }),
    staleTime: MARKET_STALE.figures,
  });
}

export function useCostInfoQuery(instrumentId: number) {
  return useQuery({
    queryKey: marketKeys.costInfo(instrumentId),
    queryFn: ({ signal }) => callApi(api.marketData.costInfo, { params: { instrumentId }, signal }),
    staleTime: MARKET_STALE.figures,
  });
}

/** The live FX rate an order placed now converts at; only asked when the currencies differ. */
export function useFxRateQuery(from: string, to: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: marketKeys.fx(from, to),
    queryFn: ({ signal }) => callApi(api.marketData.fxRate, { query: { from, to }, signal }),
    staleTime: MARKET_STALE.quote,
    refetchInterval: 15_000,
  });
}
