import { addBankDays, localDateOf, nextBankDayFrom } from './bank-days.ts';
import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';
import { fundMinimumAmount, isFund } from './fund-orders.ts';
import type { InstrumentType } from './market-lists.ts';

/**
 * Monthly savings (api.md "Funds and monthly savings", domain notes §3): a fixed amount each month,
 * split over funds and ETFs by whole percentages, bought from the account's cash on the plan's day (the
 * next bank day when that is closed). A month's run buys what the cash covers, allocation by
 * allocation: DONE when it bought them all, PARTIAL when some, SKIPPED when none. One run per plan and
 * month, ever. Changes made before a run day count from that run; the day itself may be 1 to 28, so
 * every month has it.
 */

export const SAVINGS_PLAN_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELLED'] as const;
export type SavingsPlanStatus = (typeof SAVINGS_PLAN_STATUSES)[number];

export const SAVINGS_RUN_STATUSES = ['DONE', 'PARTIAL', 'SKIPPED'] as const;
export type SavingsRunStatus = (typeof SAVINGS_RUN_STATUSES)[number];

export const SAVINGS_PLAN_SOURCES = ['CASH', 'DIRECT_DEBIT'] as const;
export type SavingsPlanSource = (typeof SAVINGS_PLAN_SOURCES)[number];

/** Instruments a plan may buy: funds (by fund order) and ETFs (on the exchange, whole units). */
export function isSavingsInstrument(type: InstrumentType): boolean {
  return isFund(type) || type === 'ETF';
}

/** At most this many funds and ETFs in one plan. */
export const SAVINGS_PLAN_MAX_ALLOCATIONS = 10;

export interface Allocation {
  instrumentId: number;
  percent: number;
}

export type SavingsPlanProblem =
  | { code: 'ALLOCATION_NOT_100'; detail: string }
  | { code: 'AMOUNT_TOO_SMALL'; minimum: string }
  | { code: 'INVALID_SAVINGS_PLAN'; detail: string };

/**
 * null when a plan of `amount` a month (account currency) split as `allocations` may be saved:
 * whole percentages from 1 to 100 summing to 100, each instrument once, at most ten; the amount at
 * least the smallest fund purchase of the currency.
 */
export function checkSavingsPlan(
  plan: { amount: string; allocations: readonly Allocation[] },
  currency: string,
): SavingsPlanProblem | null {
  const { allocations } = plan;
  if (allocations.length === 0 || allocations.length > SAVINGS_PLAN_MAX_ALLOCATIONS) {
    return {
      code: 'INVALID_SAVINGS_PLAN',
      detail: `A plan buys 1 to ${SAVINGS_PLAN_MAX_ALLOCATIONS} funds or ETFs.`,
    };
  }
  const ids = new Set(allocations.map((a) => a.instrumentId));
  if (ids.size !== allocations.length) {
    return { code: 'INVALID_SAVINGS_PLAN', detail: 'Each fund or ETF appears once in a plan.' };
  }
  if (allocations.some((a) => !Number.isInteger(a.percent) || a.percent < 1 || a.percent > 100)) {
    return { code: 'ALLOCATION_NOT_100', detail: 'Each share is a whole percentage from 1 to 100.' };
  }
  const total = allocations.reduce((sum, a) => sum + a.percent, 0);
  if (total !== 100) {
    return { code: 'ALLOCATION_NOT_100', detail: `The shares add up to ${total} %, not 100 %.` };
  }
  const minimum = fundMinimumAmount(currency);
  if (dec(plan.amount).lessThan(dec(minimum))) return { code: 'AMOUNT_TOO_SMALL', minimum };
  return null;
}

/**
 * The month's amount split by the allocations, each rounded to the currency's minor unit; whatever
 * rounding leaves over goes to the largest share, so the parts always add up to the amount.
 */
export function allocationAmounts(
  amount: string,
  allocations: readonly Allocation[],
  currency: string,
): { instrumentId: number; amount: string }[] {
  const parts = allocations.map((a) => ({
    instrumentId: a.instrumentId,
    amount: roundMoney(dec(amount).times(a.percent).div(100), currency),
  }));
  const spread = parts.reduce((sum, p) => sum.plus(dec(p.amount)), dec(0));
  const rest = dec(amount).minus(spread);
  if (!rest.isZero() && parts.length > 0) {
    let largest = 0;
    allocations.forEach((a, i) => {
      if (a.percent > allocations[largest]!.percent) largest = i;
    });
    const part = parts[largest]!;
    part.amount = roundMoney(dec(part.amount).plus(rest), currency);
  }
  return parts;
}

/** `YYYY-MM` after `month`. */
function monthAfter(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

export interface PlanRun {
  month: string;
  runDate: string;
}

/**
 * A plan paid by direct debit buys two bank days after the debit's day, when the money has arrived
 * (assumed: Autogiro and its sister schemes credit on the run day or the next).
 */
export const DIRECT_DEBIT_PURCHASE_DELAY_BANK_DAYS = 2;

/** The day a plan on `dayOfMonth` buys in `month`: its day or the next bank day, later for a direct debit. */
export function planRunDate(
  country: string,
  month: string,
  dayOfMonth: number,
  source: SavingsPlanSource,
): string {
  const day = nextBankDayFrom(country, `${month}-${String(dayOfMonth).padStart(2, '0')}`);
  return source === 'DIRECT_DEBIT' ? addBankDays(country, day, DIRECT_DEBIT_PURCHASE_DELAY_BANK_DAYS) : day;
}

/**
 * A plan's next run from `now`: the first month (after `after`, when a run of that month was made)
 * whose run day is after today. A plan made or resumed on its run day starts the month after:
 * changes count from the day before.
 */
export function nextPlanRun(
  banking: { country: string; timeZone: string },
  dayOfMonth: number,
  now: Date,
  after: string | null = null,
  source: SavingsPlanSource = 'CASH',
): PlanRun {
  const today = localDateOf(banking.timeZone, now);
  let month = today.slice(0, 7);
  if (after !== null && month <= after) month = monthAfter(after);
  for (;;) {
    const runDate = planRunDate(banking.country, month, dayOfMonth, source);
    if (runDate > today) return { month, runDate };
    month = monthAfter(month);
  }
}
