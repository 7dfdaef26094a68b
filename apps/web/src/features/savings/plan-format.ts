import type { SavingsPlanView } from '@havn/contract/web';
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
