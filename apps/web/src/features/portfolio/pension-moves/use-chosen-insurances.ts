import type { PensionCompanyView, PensionInsuranceView } from '@havn/contract/web';
import { usePensionCompanies, usePensionInsurances } from './queries.ts';

export interface ChosenCompany {
  id: string;
  name: string;
  state: 'pending' | 'error' | 'success';
  error: unknown;
  count: number;
}

/**
 * The chosen companies by name and, once `enabled` (the information mandate given), what was fetched
 * from each: its insurances, or its error. `status` sums them: pending while any is on its way.
 */
export function useChosenInsurances(companyIds: readonly string[], enabled: boolean) {
  const companies = usePensionCompanies();
  const results = usePensionInsurances(companyIds, enabled);
  const byId = new Map<string, PensionCompanyView>((companies.data ?? []).map((c) => [c.id, c]));
  const chosen: ChosenCompany[] = companyIds.map((id, i) => {
    const result = results[i];
    return {
      id,
      name: byId.get(id)?.name ?? id,
      state: result?.isError ? 'error' : result?.isSuccess ? 'success' : 'pending',
      error: result?.error,
      count: result?.data?.length ?? 0,
    };
  });
  const insurances: PensionInsuranceView[] = results.flatMap((r) => r.data ?? []);
  const failed = results.find((r) => r.isError);
  const status: 'pending' | 'error' | 'success' = failed
    ? 'error'
    : results.every((r) => r.isSuccess) && companies.isSuccess
      ? 'success'
      : companies.isError
        ? 'error'
        : 'pending';
  return {
    chosen,
    insurances,
    status,
    error: failed?.error ?? companies.error,
    names: chosen.map((c) => c.name),
    retry: () => {
      if (companies.isError) void companies.refetch();
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
