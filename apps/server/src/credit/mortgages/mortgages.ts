import { randomUUID } from 'node:crypto';
import type {
  MortgageApplicationBody,
  MortgageApplicationView,
  MortgageIndicationView,
} from '@havn/contract';
import { dec, roundMoney } from '@havn/domain/broker/index';
import {
  type CreditRefusalReason,
  type MortgageIndication,
  type MortgageRefusal,
  mortgageIndication,
  mortgageTerms,
} from '@havn/domain/credit/index';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { capitalAtHavn } from '../capital.ts';
import { creditCaseStatus, sendCreditCheck } from './credit-bureau.ts';
import {
  applicationById,
  applicationByRequestKey,
  applicationsOfUser,
  insertApplication,
  type MortgageApplicationRow,
  moveApplication,
  openApplicationOf,
  personalNumberOfUser,
  undecidedApplicationIds,
  userOfPersonalNumber,
} from './mortgages-repo.ts';

/**
 * Havn's mortgage (domain notes §6): an indication by the domain's rules (credit/mortgage.ts) on the
 * capital the customer (and a co-applicant who is a Havn customer) holds here, then an application
 * signed with a fresh eID that the outside credit check decides (credit-bureau.ts), driven by the job
 * (mortgage-jobs.ts): SUBMITTED → IN_REVIEW → APPROVED | REFUSED.
 */

/** The job that sends an application to the credit check and asks how it stands. */
export const ADVANCE_MORTGAGE_APPLICATION_JOB = 'credit.advance-mortgage-application';

const REFUSAL_DETAIL: Record<MortgageRefusal, string> = {
  MORTGAGE_NOT_OFFERED: 'Havn offers mortgages in Sweden only.',
  MORTGAGE_LOAN_TOO_SMALL: 'The loan is under the smallest mortgage Havn offers.',
  MORTGAGE_LOAN_TOO_LARGE: 'The loan is over the largest mortgage Havn offers.',
  MORTGAGE_LTV_TOO_HIGH: 'The loan is more than 60% of the property’s value.',
};

function refused(refusal: MortgageRefusal, limit?: string): AppError {
  const extensions =
    refusal === 'MORTGAGE_LOAN_TOO_SMALL' ? { minimum: limit } : limit ? { max: limit } : undefined;
  return new AppError(refusal, REFUSAL_DETAIL[refusal], extensions ? { extensions } : {});
}

/** The capital the asset discount counts: the customer's, and a co-applicant's who is a customer here. */
async function discountCapital(
  ctx: AppContext,
  user: UserRow,
  currency: string,
  coApplicantPersonalNumber?: string,
): Promise<string> {
  let capital = dec(await capitalAtHavn(ctx, user.id, currency));
  if (coApplicantPersonalNumber) {
    // @TODO a real co-applicant consents with their own eID before their holdings count.
    const coUser = await userOfPersonalNumber(ctx.db, user.country, coApplicantPersonalNumber);
    if (coUser && coUser !== user.id) capital = capital.plus(dec(await capitalAtHavn(ctx, coUser, currency)));
  }
  return roundMoney(capital, currency);
}

async function indicate(
  ctx: AppContext,
  user: UserRow,
  input: { propertyValue: string; loanAmount: string; coApplicantPersonalNumber?: string },
): Promise<{ indication: MortgageIndication; capital: string }> {
  const terms = mortgageTerms(user.country);
  if (!terms) throw refused('MORTGAGE_NOT_OFFERED');
  if (dec(input.propertyValue).lte(0)) throw refused('MORTGAGE_LTV_TOO_HIGH', '0.00');
  const capital = await discountCapital(ctx, user, terms.currency, input.coApplicantPersonalNumber);
  const check = mortgageIndication({
    country: user.country,
    propertyValue: input.propertyValue,
    loanAmount: input.loanAmount,
    referenceRate: ctx.config.credit.referenceRate,
    capitalSek: capital,
  });
  if (!check.ok) throw refused(check.refusal, check.limit);
  return { indication: check.indication, capital };
}

/** GET /api/mortgage/indication: the rate, LTV, amortisation and month's cost, or the rule that refuses. */
export async function indicationFor(
  ctx: AppContext,
  user: UserRow,
  query: { propertyValue: string; loanAmount: string },
): Promise<MortgageIndicationView> {
  const { indication, capital } = await indicate(ctx, user, query);
  const terms = mortgageTerms(user.country)!;
  return {
    ...indication,
    capitalAtHavn: capital,
    terms: {
      minLoan: roundMoney(terms.minLoan, terms.currency),
      maxLoan: roundMoney(terms.maxLoan, terms.currency),
      maxLtv: dec(terms.maxLtv).times(100).toFixed(0),
    },
  };
}

export interface CheckedApplication {
  indication: MortgageIndication;
}

/**
 * What an application would be signed on, or the refusal: the indication's rules, a co-applicant who
 * is the applicant (CO_APPLICANT_IS_APPLICANT), and an application still being decided (409
 * MORTGAGE_APPLICATION_OPEN). Read before any transaction; startApplication checks the open one again.
 */
export async function checkApplication(
  ctx: AppContext,
  user: UserRow,
  body: MortgageApplicationBody,
): Promise<CheckedApplication> {
  const co = body.household.coApplicant;
  if (co) {
    const own = await personalNumberOfUser(ctx.db, user.id);
    if (own && own === co.personalNumber) {
      throw new AppError('CO_APPLICANT_IS_APPLICANT', 'The co-applicant must be someone other than you.');
    }
  }
  const { indication } = await indicate(ctx, user, {
    propertyValue: body.property.value,
    loanAmount: body.loanAmount,
    ...(co ? { coApplicantPersonalNumber: co.personalNumber } : {}),
  });
  if (await openApplicationOf(ctx.db, user.id)) throw applicationOpen();
  return { indication };
}

function applicationOpen(): AppError {
  return new AppError(
    'MORTGAGE_APPLICATION_OPEN',
    'You have an application being decided: wait for its decision before applying again.',
  );
}

/** The application an Idempotency-Key made, if any (found even after the key's 24 hours). */
export function applicationOfKey(
  db: Db,
  user: UserRow,
  key: string,
): Promise<MortgageApplicationRow | undefined> {
  return applicationByRequestKey(db, `${user.id}:${key}`);
}

/**
 * Records a signed application in the transaction that claims the Idempotency-Key, and asks the job to
 * send it to the credit check. The caller checked it (checkApplication) and had it signed with a fresh
 * eID first, outside the transaction (`checked` is null only when the key had made one already).
 */
export async function startApplication(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  body: MortgageApplicationBody,
  checked: CheckedApplication | null,
  key: string,
): Promise<MortgageApplicationView> {
  const requestKey = `${user.id}:${key}`;
  const existing = await applicationByRequestKey(tx, requestKey);
  if (existing) return applicationView(existing);
  const { indication } = checked ?? (await checkApplication(ctx, user, body));
  const now = ctx.clock.now();
  const id = randomUUID();
  const co = body.household.coApplicant;
  try {
    await insertApplication(tx, {
      id,
      userId: user.id,
      requestKey,
      status: 'SUBMITTED',
      currency: indication.currency,
      propertyType: body.property.type,
      propertyValue: indication.propertyValue,
      address: body.property.address,
      postalCode: body.property.postalCode.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
      loanAmount: indication.loanAmount,
      applicant: body.applicant,
      children: body.household.children,
      coApplicant: co,
      ltv: indication.ltv,
      rate: indication.rate.rate,
      amortisationPercent: indication.amortisationPercent,
      monthlyCost: indication.monthly.total,
      submittedAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'mortgage_applications_open_key')) throw applicationOpen();
    throw error;
  }
  await enqueue({ db: tx, clock: ctx.clock }, ADVANCE_MORTGAGE_APPLICATION_JOB, { applicationId: id });
  return applicationView((await applicationById(tx, id))!);
}

export function applicationView(row: MortgageApplicationRow): MortgageApplicationView {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    property: {
      type: row.propertyType,
      value: roundMoney(row.propertyValue, row.currency),
      address: row.address,
      postalCode: row.postalCode,
    },
    loanAmount: roundMoney(row.loanAmount, row.currency),
    hasCoApplicant: row.coApplicant !== null,
    ltv: dec(row.ltv).toFixed(2),
    rate: dec(row.rate).toFixed(2),
    amortisationPercent: dec(row.amortisationPercent).toFixed(0),
    monthlyCost: roundMoney(row.monthlyCost, row.currency),
    decision:
      row.decisionOutcome && row.decidedAt
        ? {
            outcome: row.decisionOutcome,
            approvedAmount: row.approvedAmount ? roundMoney(row.approvedAmount, row.currency) : null,
            reason: row.refusalReason,
            decidedAt: row.decidedAt.toISOString(),
          }
        : null,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function applicationsOf(ctx: AppContext, user: UserRow): Promise<MortgageApplicationView[]> {
  return (await applicationsOfUser(ctx.db, user.id)).map(applicationView);
}

/** One of the customer's applications; anyone else's is 404, as if it did not exist. */
export async function applicationOf(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<MortgageApplicationView> {
  const row = await applicationById(ctx.db, id);
  if (row?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such mortgage application.');
  return applicationView(row);
}

const yearly = (monthly: string) => dec(monthly).times(12).toFixed(2);

/**
 * Moves one application on: a SUBMITTED one is sent to the credit check (the same reference again is
 * the same case) and becomes IN_REVIEW; an IN_REVIEW one is asked where it stands and, once decided,
 * becomes APPROVED (with the amount granted, perhaps lower than asked) or REFUSED with the reason.
 * The HTTP calls happen outside any transaction; each answer is applied only if the application still
 * stands where it stood, so two runs at once apply it once.
 */
export async function advanceApplication(
  ctx: AppContext,
  applicationId: string,
): Promise<MortgageApplicationRow['status'] | null> {
  const row = await applicationById(ctx.db, applicationId);
  if (!row) return null;
  const now = ctx.clock.now();
  if (row.status === 'SUBMITTED') {
    const own = (await personalNumberOfUser(ctx.db, row.userId)) ?? row.userId;
    const applicants = [
      {
        personalNumber: own,
        yearlyIncome: yearly(row.applicant.monthlyIncome),
        otherDebts: row.applicant.otherDebts,
      },
      ...(row.coApplicant
        ? [
            {
              personalNumber: row.coApplicant.personalNumber,
              yearlyIncome: yearly(row.coApplicant.monthlyIncome),
              otherDebts: row.coApplicant.otherDebts,
            },
          ]
        : []),
    ];
    const { caseId } = await sendCreditCheck(ctx, {
      reference: `mortgage-application:${row.id}`,
      country: 'SE',
      currency: row.currency,
      loanAmount: row.loanAmount,
      propertyValue: row.propertyValue,
      children: row.children,
      applicants,
    });
    await moveApplication(ctx.db, row.id, 'SUBMITTED', { status: 'IN_REVIEW', caseId, updatedAt: now });
    return 'IN_REVIEW';
  }
  if (row.status === 'IN_REVIEW' && row.caseId) {
    const answer = await creditCaseStatus(ctx, row.caseId);
    if (answer.status !== 'DECIDED') return row.status;
    const { decision } = answer;
    const status = decision.outcome === 'REFUSED' ? 'REFUSED' : 'APPROVED';
    await moveApplication(ctx.db, row.id, 'IN_REVIEW', {
      status,
      decisionOutcome: decision.outcome,
      approvedAmount: decision.outcome === 'REFUSED' ? null : decision.amount,
      refusalReason: decision.outcome === 'REFUSED' ? (decision.reason as CreditRefusalReason) : null,
      decidedAt: now,
      updatedAt: now,
    });
    return status;
  }
  return row.status;
}

/** Every undecided application, one after the other: what the minute's job does. */
export async function advanceMortgageApplications(ctx: AppContext): Promise<number> {
  const ids = await undecidedApplicationIds(ctx.db);
  for (const id of ids) await advanceApplication(ctx, id);
  return ids.length;
}
