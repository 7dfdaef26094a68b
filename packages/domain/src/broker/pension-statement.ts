import { ACCOUNT_TYPE_RULES, type AccountType } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';
import { type CapHolder, capFor, capUsed, depositRoom } from './deposit-cap.ts';
import type { DailyValue } from './portfolio-history.ts';
import { timeWeightedReturn } from './portfolio-history.ts';
import { PENSION_PAYOUT_AGE } from './withdrawal.ts';

/**
 * A pension account's yearly statement (domain notes §4: "Annual statements list actual costs"), as
 * pension providers send one: the value at the start and the end of the year, what came in and who
 * paid it, what left, the return in money and in percent, the costs actually charged, the tax booked
 * and, where the type has one, the yearly contribution cap and how much of it the year used.
 */

/** One ledger transaction of the year as it moved the account's cash (free and reserved together). */
export interface StatementFlow {
  type: 'DEPOSIT' | 'TRANSFER' | 'WITHDRAWAL' | 'PENSION_MOVE';
  /** Signed: money in is positive, money out negative. */
  amount: string;
}

export interface StatementInput {
  accountType: AccountType;
  year: number;
  currency: string;
  /** The value at the close of 31 December before the year (nothing before the account opened). */
  startValue: string;
  /** The value at the close of 31 December of the year, or today's while the year runs. */
  endValue: string;
  flows: readonly StatementFlow[];
  /** The kept days from the start's close to the end's, oldest first: their chained daily returns. */
  days: readonly Pick<DailyValue, 'dailyReturn'>[];
  /** What the ledger booked to Havn's fee income for the account's transactions of the year (positive). */
  feesBooked: string;
  /** Tax the ledger booked on the account in the year; null when it books none for the account. */
  taxBooked: string | null;
  /** Who holds the account, where the cap depends on them (the aldersopsparing, by age). */
  holder?: CapHolder;
}

export interface PensionStatementFigures {
  startValue: string;
  endValue: string;
  paidIn: { customer: string; employer: string; total: string };
  movedIn: string;
  payouts: string;
  /** The year's change in value less the money that came in and plus what left. */
  returnAmount: string;
  /** The time-weighted return, percent with two decimals. */
  returnPercent: string;
  fees: string;
  tax: string | null;
  /** The yearly cap on the customer's own contributions and its use; null where the type has none. */
  contributionCap: { cap: string; used: string; room: string } | null;
  payoutAge: number;
}

/**
 * The figures of a year's statement. A deposit or a transfer in from one of the customer's own
 * accounts is a contribution, paid by whoever pays into the type (`paidInBy`: an employer into an
 * occupational pension or an EPK, else the customer); a pension moved in from another company is not
 * a contribution and counts against no cap (PENSION_MOVE). A withdrawal (less any the bank returned)
 * or a transfer out is a payout.
 * The cap counts the year's contributions, never lessened by payouts, as every way money comes in
 * counts them (`capUsed`).
 */
export function pensionStatementFigures(input: StatementInput): PensionStatementFigures {
  const A = input.currency;
  const rule = ACCOUNT_TYPE_RULES[input.accountType];
  const payoutAge = PENSION_PAYOUT_AGE[input.accountType];
  if (payoutAge === undefined) throw new RangeError(`${input.accountType} is not a pension account`);
  let contributions = dec(0);
  let movedIn = dec(0);
  let payouts = dec(0);
  for (const flow of input.flows) {
    const amount = dec(flow.amount);
    if (flow.type === 'PENSION_MOVE') movedIn = movedIn.plus(amount);
    // A withdrawal returned by the bank gives back what it took: it lessens the payouts.
    else if (flow.type === 'WITHDRAWAL') payouts = payouts.minus(amount);
    else if (flow.type === 'TRANSFER' && amount.isNegative()) payouts = payouts.minus(amount);
    else contributions = contributions.plus(amount);
  }
  const net = contributions.minus(payouts);
  const returnAmount = dec(input.endValue).minus(dec(input.startValue)).minus(net).minus(movedIn);
  const employer = rule.paidInBy === 'EMPLOYER';
  const used = rule.depositCap
    ? capUsed(input.accountType, {
        yearEndValue: null,
        netDepositsThisYear: net.toString(),
        netDepositsAllTime: net.toString(),
        contributionsThisYear: contributions.toString(),
      })
    : null;
  return {
    startValue: roundMoney(input.startValue, A),
    endValue: roundMoney(input.endValue, A),
    paidIn: {
      customer: roundMoney(employer ? dec(0) : contributions, A),
      employer: roundMoney(employer ? contributions : dec(0), A),
      total: roundMoney(contributions, A),
    },
    movedIn: roundMoney(movedIn, A),
    payouts: roundMoney(payouts, A),
    returnAmount: roundMoney(returnAmount, A),
    returnPercent: timeWeightedReturn(input.days),
    fees: roundMoney(input.feesBooked, A),
    tax: input.taxBooked === null ? null : roundMoney(input.taxBooked, A),
    contributionCap:
      rule.depositCap && used !== null
        ? {
            cap: roundMoney(capFor(rule.depositCap, input.year, input.holder), A),
            used: roundMoney(dec(used).isNegative() ? dec(0) : used, A),
            room: depositRoom(input.accountType, {
              year: input.year,
              used,
              ...(input.holder ? { holder: input.holder } : {}),
            })!,
          }
        : null,
    payoutAge,
  };
}

/**
 * What a fund's ongoing charge costs a year on `value` (in the account's currency): the charge is
 * taken inside the fund's price, never booked, so a statement can only estimate it from the value.
 */
export function estimatedFundCost(value: string, ongoingChargePercent: string, currency: string): string {
  return roundMoney(dec(value).times(dec(ongoingChargePercent)).dividedBy(100), currency);
}

/** The years a statement may be asked for: from the year the account opened to this one. */
export function statementYearInRange(year: number, openYear: number, thisYear: number): boolean {
  return Number.isInteger(year) && year >= openYear && year <= thisYear;
}
