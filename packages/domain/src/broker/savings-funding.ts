import { minorUnits, roundMoney } from './currency.ts';
import { BrokerDecimal, dec } from './decimal.ts';
import { DAY_OF_MONTH_MAX } from './direct-debit.ts';
import type { InstrumentType } from './market-lists.ts';
import { allocationAmounts, type SavingsPlanSource } from './savings-plans.ts';

/**
 * Funding monthly savings (spec "Savings: funds/etfs transfer|summary steps"): a plan that buys from
 * the account's cash needs money on that account before its day each month. This rule says, for one
 * account, what its active plans need a month, what its recurring deposits already bring, the gap,
 * and the monthly transfer (a recurring deposit by direct debit) that would close it, on a day early
 * enough for the money to be there.
 *
 * The ETF buffer: an ETF part is bought on the exchange in whole units at the ask with the market
 * order's protection, and pays courtage on top, so its amount alone may not be enough (Nordnet asks
 * for the plan plus 10 % on the account the bank day before). Each ETF part of a plan is counted at
 * 110 % (`ETF_BUFFER_PERCENT`); a fund part is bought for exactly its amount and counted as it is.
 * The buffer is asked for every month: what it does not spend stays on the account as cash.
 *
 * The day: `FUNDING_LEAD_DAYS` (7) calendar days, a week, before the earliest day of the account's
 * plans that buy from cash, into the month before when that is earlier than the 1st (at most the 28th,
 * the last day every month has). A week keeps at least two bank days between the collection and the
 * purchase even when a weekend, Christmas or Easter (Norway's five closed days: six were one short)
 * moves the collection to the next bank day, so the money is credited (on the run day or the next bank
 * day) by the bank day before the plan buys.
 */

/** Each ETF part is counted at this much more, for price moves and courtage (Nordnet: plan + 10 %). */
export const ETF_BUFFER_PERCENT = 10;

/** How many calendar days before the earliest plan day the suggested transfer runs. */
export const FUNDING_LEAD_DAYS = 7;

/** Which of the transfer journey's kinds a plan is: ETFs when it buys only ETFs, else funds. */
export type SavingsFundingKind = 'funds' | 'etfs';

export function savingsPlanKind(types: readonly InstrumentType[]): SavingsFundingKind {
  return types.length > 0 && types.every((type) => type === 'ETF') ? 'etfs' : 'funds';
}

/** An active plan of the account, with the type of each instrument it buys. */
export interface FundingPlan {
  amount: string;
  dayOfMonth: number;
  source: SavingsPlanSource;
  allocations: readonly { instrumentId: number; percent: number; type: InstrumentType }[];
}

export interface SavingsFunding {
  /** The plans' amounts a month. */
  planned: string;
  /** The ETF parts' buffer a month. */
  etfBuffer: string;
  /** planned + etfBuffer: what must arrive each month. */
  need: string;
  /** What the account's active recurring deposits bring each month. */
  incoming: string;
  /** need − incoming, never below zero. */
  gap: string;
  covered: boolean;
  /** The gap rounded up to a whole unit of the currency; null when covered. */
  suggestedAmount: string | null;
  /** The earliest day of the plans that buy from cash (else of any plan); null without plans. */
  earliestPlanDay: number | null;
  /** The suggested transfer's day of the month; null without plans. */
  suggestedDay: number | null;
}

/** The day a transfer must run to be in time for a plan on `planDay` (the month before when early). */
export function fundingDayFor(planDay: number): number {
  const day = planDay - FUNDING_LEAD_DAYS;
  return day >= 1 ? day : DAY_OF_MONTH_MAX + day;
}

/**
 * Whether a transfer on `transferDay` is in time for a plan on `planDay` by the same rule: at least
 * `FUNDING_LEAD_DAYS` before it, counted back into the month before (as a 28-day month, the shortest).
 */
export function isFundingDayInTime(transferDay: number, planDay: number): boolean {
  const before = (((planDay - transferDay) % DAY_OF_MONTH_MAX) + DAY_OF_MONTH_MAX) % DAY_OF_MONTH_MAX;
  return before >= FUNDING_LEAD_DAYS;
}

/** A plan's ETF parts (by its own split of the amount) with the buffer on them. */
function etfBufferOf(plan: FundingPlan, currency: string): BrokerDecimal {
  const parts = allocationAmounts(plan.amount, plan.allocations, currency);
  return plan.allocations.reduce((sum, allocation, i) => {
    if (allocation.type !== 'ETF') return sum;
    const buffer = dec(parts[i]!.amount).times(ETF_BUFFER_PERCENT).div(100);
    return sum.plus(dec(roundUp(buffer, currency)));
  }, dec(0));
}

/** Rounded up to the currency's minor unit (a buffer never falls short by a cent). */
function roundUp(value: BrokerDecimal, currency: string): string {
  return roundMoney(value.toDecimalPlaces(minorUnits(currency), BrokerDecimal.ROUND_CEIL), currency);
}

/**
 * One account's monthly funding: its active plans (both sources: a plan paid by direct debit buys from
 * the cash its own recurring deposit brings, so it counts on both sides) against its active
 * recurring deposits.
 */
export function savingsFunding(input: {
  plans: readonly FundingPlan[];
  deposits: readonly { amount: string }[];
  currency: string;
}): SavingsFunding {
  const { plans, deposits, currency } = input;
  const planned = plans.reduce((sum, p) => sum.plus(dec(p.amount)), dec(0));
  const etfBuffer = plans.reduce((sum, p) => sum.plus(etfBufferOf(p, currency)), dec(0));
  const need = planned.plus(etfBuffer);
  const incoming = deposits.reduce((sum, d) => sum.plus(dec(d.amount)), dec(0));
  const gap = atLeastZero(need.minus(incoming));
  const covered = gap.isZero();
  const fromCash = plans.filter((p) => p.source === 'CASH');
  const days = (fromCash.length > 0 ? fromCash : plans).map((p) => p.dayOfMonth);
  const earliestPlanDay = days.length > 0 ? Math.min(...days) : null;
  return {
    planned: roundMoney(planned, currency),
    etfBuffer: roundMoney(etfBuffer, currency),
    need: roundMoney(need, currency),
    incoming: roundMoney(incoming, currency),
    gap: roundMoney(gap, currency),
    covered,
    suggestedAmount: covered ? null : roundMoney(gap.ceil(), currency),
    earliestPlanDay,
    suggestedDay: earliestPlanDay === null ? null : fundingDayFor(earliestPlanDay),
  };
}

function atLeastZero(value: BrokerDecimal): BrokerDecimal {
  return value.isNegative() ? dec(0) : value;
}

/**
 * Whether the account will lack cash for its plans: its free cash now and a month of its recurring
 * deposits together fall short of a month's need. The plan list links such a plan to the transfer.
 */
export function willLackCash(funding: SavingsFunding, buyingPower: string): boolean {
  return dec(buyingPower).plus(dec(funding.incoming)).lessThan(dec(funding.need));
}
