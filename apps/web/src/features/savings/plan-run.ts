import { bankingOf } from '@havn/domain/broker/bank-days';
import { nextPlanRun, type SavingsPlanSource } from '@havn/domain/broker/savings-plans';

/** Asked: a plan's day, how it is paid and the account's currency, at an instant (ISO). */
export interface PlanRunRequest {
  currency: string;
  dayOfMonth: number;
  source: SavingsPlanSource;
  now: string;
  /** The month (`YYYY-MM`) of the plan's last run, when it has run: the next run comes after it. */
  after?: string | null;
}

/** The next run day of a plan from `now` (a new plan's first), as the server computes it (`YYYY-MM-DD`). */
export function firstRunOf(request: PlanRunRequest): string {
  return nextPlanRun(
    bankingOf(request.currency),
    request.dayOfMonth,
    new Date(request.now),
    request.after ?? null,
    request.source,
  ).runDate;
}
