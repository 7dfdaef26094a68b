import { api, type PlaceFundOrderBody, type PlaceFundSwitchBody } from '@havn/contract/web';
import type { OrderType } from '@havn/domain/broker/index';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { accountKeys } from '../accounts-and-money/queries.ts';

export const tradingKeys = {
  all: ['trading'] as const,
  orders: (accid: string) => [...tradingKeys.all, 'orders', accid] as const,
  positions: (accid: string) => [...tradingKeys.all, 'positions', accid] as const,
  transactions: (accid: string) => [...tradingKeys.all, 'transactions', accid] as const,
  order: (orderNumber: string) => [...tradingKeys.all, 'order', orderNumber] as const,
  fundOrders: (accid: string) => [...tradingKeys.all, 'fund-orders', accid] as const,
};

export const TRADING_STALE = { portfolio: 10_000 } as const;

export function useOrdersQuery(accid: string) {
  return useQuery({
    queryKey: tradingKeys.orders(accid),
    queryFn: ({ signal }) =>
      callApi(api.trading.listOrders, { params: { accid }, query: { state: 'ALL', limit: 50 }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

export function usePositionsQuery(accid: string) {
  return useQuery({
    queryKey: tradingKeys.positions(accid),
    queryFn: ({ signal }) => callApi(api.portfolio.positions, { params: { accid }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

/** Positions of several accounts at once (the order form checks the holdings of the chosen one). */
export function usePositionsOfAccounts(accids: string[]) {
  return useQueries({
    queries: accids.map((accid) => ({
      queryKey: tradingKeys.positions(accid),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.portfolio.positions, { params: { accid }, signal }),
      staleTime: TRADING_STALE.portfolio,
    })),
  });
}

/** One of the customer's orders by its number (the instrument page's order addresses carry it). */
export function useOrderByNumberQuery(orderNumber: string) {
  return useQuery({
    queryKey: tradingKeys.order(orderNumber),
    queryFn: ({ signal }) => callApi(api.trading.orderByNumber, { params: { orderNumber }, signal }),
    staleTime: TRADING_STALE.portfolio,
    retry: false,
  });
}

/** Which transactions to show: kinds (comma-separated codes) and a period of UTC days; empty: all. */
export interface TransactionFilter {
  types?: string;
  from?: string;
  to?: string;
}

export function useTransactionsQuery(accid: string, filter: TransactionFilter = {}) {
  return useQuery({
    queryKey: [...tradingKeys.transactions(accid), filter],
    queryFn: ({ signal }) =>
      callApi(api.accountsAndMoney.transactions, {
        params: { accid },
        query: { limit: 50, ...filter },
        signal,
      }),
    staleTime: TRADING_STALE.portfolio,
  });
}

/** Every transaction matching the filter, page after page: what the CSV export writes. */
export async function allTransactions(accid: string, filter: TransactionFilter) {
  const rows = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(api.accountsAndMoney.transactions, {
      params: { accid },
      query: { limit: 200, ...filter, ...(cursor ? { cursor } : {}) },
    });
    rows.push(...page.transactions);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** After anything that moves cash or holdings: accounts, orders, positions and transactions are stale. */
function useInvalidatePortfolio() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.mine }),
      client.invalidateQueries({ queryKey: tradingKeys.all }),
    ]);
}

export interface PlaceOrderInput {
  accid: string;
  idempotencyKey: string;
  body: {
    instrumentId: number;
    side: 'BUY' | 'SELL';
    orderType: OrderType;
    volume: number;
    price?: string;
    triggerPrice?: string;
    validUntil?: string;
  };
}

export function usePlaceOrder() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ accid, idempotencyKey, body }: PlaceOrderInput) =>
      callApi(api.trading.placeOrder, {
        params: { accid },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export function useModifyOrder() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (input: { accid: string; orderId: string; price?: string; volume?: number }) =>
      callApi(api.trading.modifyOrder, {
        params: { accid: input.accid, orderId: input.orderId },
        body: {
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.volume !== undefined ? { volume: input.volume } : {}),
        },
      }),
    onSettled: invalidate,
  });
}

export function useCancelOrder() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (input: { accid: string; orderId: string }) =>
      callApi(api.trading.cancelOrder, { params: input }),
    onSettled: invalidate,
  });
}

/** Each account's fund orders, newest first (one call an account). */
export function useFundOrdersOfAccounts(accids: string[]) {
  return useQueries({
    queries: accids.map((accid) => ({
      queryKey: tradingKeys.fundOrders(accid),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.trading.listFundOrders, { params: { accid }, signal }),
      staleTime: TRADING_STALE.portfolio,
    })),
  });
}

export interface PlaceFundOrderInput {
  accid: string;
  idempotencyKey: string;
  body: PlaceFundOrderBody;
}

export function usePlaceFundOrder() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ accid, idempotencyKey, body }: PlaceFundOrderInput) =>
      callApi(api.trading.placeFundOrder, {
        params: { accid },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export interface PlaceFundSwitchInput {
  accid: string;
  idempotencyKey: string;
  body: PlaceFundSwitchBody;
}

/** A fund switch: its sale is registered now, its purchase once the sale is priced. */
export function usePlaceFundSwitch() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ accid, idempotencyKey, body }: PlaceFundSwitchInput) =>
      callApi(api.trading.placeFundSwitch, {
        params: { accid },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: invalidate,
  });
}

export function useCancelFundOrder() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (input: { accid: string; id: string }) =>
      callApi(api.trading.cancelFundOrder, { params: input }),
    onSettled: invalidate,
  });
}

export function useDeposit() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (input: { accid: string; idempotencyKey: string; amount: string; currency: string }) =>
      callApi(api.accountsAndMoney.deposit, {
        params: { accid: input.accid },
        body: { amount: input.amount, currency: input.currency },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: invalidate,
  });
}
