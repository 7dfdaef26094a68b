import { bankingOf, marketTimeZone } from '@havn/domain/broker/bank-days';
import { type FundFacts, fundOrderTiming } from '@havn/domain/broker/fund-orders';
import { nextPlanRun, type SavingsPlanSource } from '@havn/domain/broker/savings-plans';

/**
 * The questions the bank-day calendar answers for the web, by the domain's rules the server applies:
 * a fund order's cut-off and trade date, a savings plan's next run day. This module brings the
 * calendar (date-holidays with moment-timezone, about 230 KB of gzip JavaScript, and CommonJS), so it
 * runs in bank-days.worker.ts and no page imports it: pages ask through bank-days.ts.
 */
export type BankDayQuestion =
  | {
      kind: 'fundOrderTiming';
      fund: FundFacts;
      /** The instant the order would be placed (ISO). */
      now: string;
    }
  | {
      kind: 'planRun';
      /** The account's currency, whose banking calendar the plan runs on. */
      currency: string;
      dayOfMonth: number;
      source: SavingsPlanSource;
      /** The month (`YYYY-MM`) of the plan's last run, when it has run: the next run comes after it. */
      after: string | null;
      now: string;
    };

export interface BankDayAnswers {
  /** The cut-off (ISO) an order placed now makes, the bank day whose NAV prices it, the fund's zone. */
  fundOrderTiming: { cutOff: string; tradeDate: string; timeZone: string };
  /** The plan's next run day from now (a new plan's first), `YYYY-MM-DD`. */
  planRun: string;
}

export type BankDayQuestionKind = BankDayQuestion['kind'];

export function answerOf<K extends BankDayQuestionKind>(
  question: Extract<BankDayQuestion, { kind: K }>,
): BankDayAnswers[K];
export function answerOf(question: BankDayQuestion): BankDayAnswers[BankDayQuestionKind] {
  const now = new Date(question.now);
  if (question.kind === 'fundOrderTiming') {
    const { fund } = question;
    const { cutOff, tradeDate } = fundOrderTiming(fund, now);
    return { cutOff: cutOff.toISOString(), tradeDate, timeZone: marketTimeZone(fund.market, fund.country) };
  }
  const { currency, dayOfMonth, after, source } = question;
  return nextPlanRun(bankingOf(currency), dayOfMonth, now, after, source).runDate;
}
