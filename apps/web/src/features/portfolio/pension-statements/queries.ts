import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const pensionStatementKeys = {
  statement: (accid: string, year: number) => ['pension', 'statements', accid, year] as const,
  riskProfile: ['pension', 'risk-profile'] as const,
};

/** A finished year's statement does not change; this year's moves with prices, asked again after a minute. */
const PENSION_STATEMENT_STALE = { statement: 60_000, riskProfile: 60_000 } as const;

/** One pension account's statement for a year; the last answer stays on screen while the next loads. */
export function usePensionStatementQuery(accid: string | null, year: number) {
  return useQuery({
    queryKey: pensionStatementKeys.statement(accid ?? '', year),
    queryFn: ({ signal }) =>
      callApi(api.pension.statement, { query: { accid: accid!, year: String(year) }, signal }),
    enabled: accid !== null,
    staleTime: PENSION_STATEMENT_STALE.statement,
    placeholderData: (previous) => previous,
  });
}

/** The customer's pension accounts with their years to the payout age and equity shares. */
export function usePensionRiskProfileQuery() {
  return useQuery({
    queryKey: pensionStatementKeys.riskProfile,
    queryFn: ({ signal }) => callApi(api.pension.riskProfile, { signal }),
    staleTime: PENSION_STATEMENT_STALE.riskProfile,
  });
}
