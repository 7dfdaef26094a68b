import type { PensionPrognosisView } from '@havn/contract';
import { ageOn, PENSION_ASSUMPTIONS, pensionPrognosis, roundMoney, utcDay } from '@havn/domain/broker/index';
import { accountsOfUser } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { identityOfUser } from '../identity/eid/eid-repo.ts';
import { AppError } from '../platform/errors.ts';
import type { UserRow } from '../platform/sessions.ts';
import { accountValueNow } from './overview.ts';

/**
 * The customer's pension prognosis from their age (their eID's birth date) and, when an account is
 * named, that account's value today as the starting capital, in its currency (else nothing saved yet,
 * in the currency of their first account).
 */
export async function prognosisOf(
  ctx: AppContext,
  user: UserRow,
  query: {
    accid?: string | undefined;
    monthlyContribution: string;
    retirementAge: number;
    payoutYears: number;
  },
): Promise<PensionPrognosisView> {
  const identity = await identityOfUser(ctx.db, user.id);
  if (!identity?.birthDate) {
    throw new AppError('BIRTH_DATE_UNKNOWN', 'A prognosis needs your date of birth, from your eID.');
  }
  const accounts = await accountsOfUser(ctx.db, user.id);
  const account = query.accid === undefined ? undefined : accounts.find((a) => a.accid === query.accid);
  if (query.accid !== undefined && !account) throw new AppError('NOT_FOUND', 'No such account.');
  const currency = account?.currency ?? accounts[0]?.currency ?? 'SEK';
  const capital = account ? (await accountValueNow(ctx, account)).value : roundMoney('0', currency);
  const age = ageOn(identity.birthDate, utcDay(ctx.clock.now()));
  const prognosis = pensionPrognosis({
    age,
    capital,
    monthlyContribution: query.monthlyContribution,
    retirementAge: query.retirementAge,
    payoutYears: query.payoutYears,
    currency,
  });
  return {
    assumptions: {
      realReturnPercent: { ...PENSION_ASSUMPTIONS.realReturnPercent },
      yieldTaxPercent: PENSION_ASSUMPTIONS.yieldTaxPercent,
      inflationPercent: PENSION_ASSUMPTIONS.inflationPercent,
      age,
      capital,
      currency,
    },
    ...prognosis,
  };
}
