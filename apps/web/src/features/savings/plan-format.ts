import type { SavingsPlanView } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import { isFund } from '@havn/domain/broker/index';

/**
 * The edit route's type: 'etf' for a plan of ETFs only, else 'fund'. The plan itself is chosen by the
 * `plan` query parameter (the route has no id in its path).
 */
export function planEditType(types: readonly string[]): 'fund' | 'etf' {
  return types.length > 0 && types.every((type) => !isFund(type as never)) ? 'etf' : 'fund';
}

/** The query that names the plan on the edit page. */
export const PLAN_PARAM = 'plan';

/** The sum of a plan's whole percentages. */
export function percentSum(allocations: readonly { percent: number }[]): number {
  return allocations.reduce((sum, a) => sum + (Number.isFinite(a.percent) ? a.percent : 0), 0);
}

export type { SavingsPlanView };

/**
 * The query that fills a new plan's funds (the fund portfolio guide's "start a plan" link):
 * `funds=1361:80,1004:14,1003:6`, each instrument id with its whole percentage.
 */
export const FUNDS_PARAM = 'funds';

export function fundsParamValue(allocations: readonly { instrumentId: number; percent: number }[]): string {
  return allocations.map((a) => `${a.instrumentId}:${a.percent}`).join(',');
}

/**
 * The funds a `funds` query names, in its order; none when any entry is not an id with a whole
 * percentage from 1 to 100, an id repeats or there are more than a plan holds (a link typed by hand
 * fills nothing rather than half).
 */
export function allocationsFromParam(
  value: string | null,
  max: number,
): { instrumentId: number; percent: number }[] {
  if (!value) return [];
  const entries = value.split(',').map((entry) => /^(\d{1,9}):(\d{1,3})$/.exec(entry));
  if (entries.length > max || entries.some((m) => m === null)) return [];
  const parsed = entries.map((m) => ({ instrumentId: Number(m![1]), percent: Number(m![2]) }));
  const ids = new Set(parsed.map((a) => a.instrumentId));
  if (ids.size !== parsed.length || parsed.some((a) => a.percent < 1 || a.percent > 100)) return [];
  return parsed;
}

/** An ongoing charge, a decimal string of percent a year, in the site's numbers: "0,09 %". */
export function formatCharge(value: string, site: SiteId): string {
  return `${new Intl.NumberFormat(siteLocale[site], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value as Intl.StringNumericLiteral)} %`;
}
