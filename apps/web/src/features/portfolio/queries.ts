import { api, type PerformanceRange } from '@havn/contract/web';
import type { TaxForm } from '@havn/domain/broker/index';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { TRADING_STALE, tradingKeys } from '../trading/queries.ts';

/** Prices move all day: the overview's value follows them this often while it is on screen. */
export const OVERVIEW_REFRESH_MS = 30_000;

/** Under the trading keys: whatever moves cash or holdings makes these stale too. */
export const portfolioKeys = {
  performance: (accid: string, range: PerformanceRange) =>
    [...tradingKeys.all, 'performance', accid, range] as const,
  report: (accid: string, year: number) => [...tradingKeys.all, 'report', accid, year] as const,
  currencies: (accid: string) => [...tradingKeys.all, 'currencies', accid] as const,
  purchaseLots: (accid: string) => [...tradingKeys.all, 'purchase-lots', accid] as const,
  realised: (accid: string, year: number) => [...tradingKeys.all, 'realised', accid, year] as const,
  taxReport: (accid: string, year: number, form: TaxForm) =>
    [...tradingKeys.all, 'tax-report', accid, year, form] as const,
  prognosis: (input: PrognosisInput) => [...tradingKeys.all, 'pension-prognosis', input] as const,
  overview: [...tradingKeys.all, 'overview'] as const,
};

/** Every account now and the day's result, computed on the server; refreshed while the page is open. */
export function useOverviewQuery() {
  return useQuery({
    queryKey: portfolioKeys.overview,
    queryFn: ({ signal }) => callApi(api.portfolio.overview, { signal }),
    staleTime: TRADING_STALE.portfolio,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

export function usePerformanceQuery(accid: string | undefined, range: PerformanceRange) {
  return useQuery({
    queryKey: portfolioKeys.performance(accid ?? '', range),
    queryFn: ({ signal }) =>
      callApi(api.portfolio.performance, { params: { accid: accid ?? '' }, query: { range }, signal }),
    enabled: accid !== undefined,
    staleTime: TRADING_STALE.portfolio,
    placeholderData: (previous) => previous,
  });
}

export function useReportQuery(accid: string | undefined, year: number) {
  return useQuery({
    queryKey: portfolioKeys.report(accid ?? '', year),
    queryFn: ({ signal }) =>
      callApi(api.portfolio.report, { params: { accid: accid ?? '' }, query: { year }, signal }),
    enabled: accid !== undefined,
    staleTime: TRADING_STALE.portfolio,
  });
}

export function useCurrenciesQuery(accid: string) {
  return useQuery({
    queryKey: portfolioKeys.currencies(accid),
    queryFn: ({ signal }) => callApi(api.portfolio.currencies, { params: { accid }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

export function usePurchaseLotsQuery(accid: string) {
  return useQuery({
    queryKey: portfolioKeys.purchaseLots(accid),
    queryFn: ({ signal }) => callApi(api.portfolio.purchaseLots, { params: { accid }, signal }),
    staleTime: TRADING_STALE.portfolio,
  });
}

/** An account's sales of a year with what each realised, costed by its country's tax method. */
export function useRealisedQuery(accid: string, year: number) {
  return useQuery({
    queryKey: portfolioKeys.realised(accid, year),
    queryFn: ({ signal }) => callApi(api.portfolio.realised, { params: { accid }, query: { year }, signal }),
    staleTime: TRADING_STALE.portfolio,
    placeholderData: (previous) => previous,
  });
}

/** An account's tax statement of a year on `form` (the 9A: each sale with its deemed cost). */
export function useTaxReportQuery(accid: string | undefined, year: number, form: TaxForm) {
  return useQuery({
    queryKey: portfolioKeys.taxReport(accid ?? '', year, form),
    queryFn: ({ signal }) =>
      callApi(api.portfolio.taxReport, { params: { accid: accid ?? '' }, query: { year, form }, signal }),
    enabled: accid !== undefined,
    staleTime: TRADING_STALE.portfolio,
  });
}

export interface PrognosisInput {
  accid: string | undefined;
  monthlyContribution: string;
  retirementAge: number;
  payoutYears: number;
}

/** The pension prognosis for the inputs chosen; the last answer stays on screen while the next loads. */
export function usePensionPrognosisQuery(input: PrognosisInput, enabled: boolean) {
  return useQuery({
    queryKey: portfolioKeys.prognosis(input),
    queryFn: ({ signal }) =>
      callApi(api.portfolio.pensionPrognosis, {
        query: {
          ...(input.accid ? { accid: input.accid } : {}),
          monthlyContribution: input.monthlyContribution,
          retirementAge: input.retirementAge,
          payoutYears: input.payoutYears,
        },
        signal,
      }),
    enabled,
    staleTime: TRADING_STALE.portfolio,
    placeholderData: (previous) => previous,
  });
}
