import type { KycResult } from '@havn/contract';
import { assessKyc, isKycRefreshDue, type KycAnswers, kycProblems, nextKycReview } from '@havn/domain';
import { openFirstAccount } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { accountsOfUser } from '../../accounts-and-money/index.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { identityOfUser } from '../eid/eid-repo.ts';
import { type KycRecordRow, kycRecordOf, saveKycRecord, setOnboardingState } from './kyc-repo.ts';

export function presentKycResult(record: KycRecordRow, now: Date): KycResult {
  return {
    status: record.status,
    ...(record.reason ? { reason: record.reason } : {}),
    nextReviewAt: record.nextReviewAt?.toISOString() ?? null,
    refreshDue: record.status === 'APPROVED' && isKycRefreshDue(record.nextReviewAt, now),
  };
}

/** A prospect approved (at once or by compliance) becomes a customer with their country's first account. */
export async function becomeCustomer(
  tx: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  reviewDueAt: Date,
  now: Date,
) {
  await setOnboardingState(tx, user.id, { customerStatus: 'CUSTOMER', kycReviewDueAt: reviewDueAt });
  if ((await accountsOfUser(tx, user.id)).length === 0)
    await openFirstAccount(tx, user.id, user.country, now);
}

export async function myKyc(ctx: AppContext, user: UserRow) {
  const [record, identity] = await Promise.all([
    kycRecordOf(ctx.db, user.id),
    identityOfUser(ctx.db, user.id),
  ]);
  return {
    answers: record?.answers ?? null,
    result: record ? presentKycResult(record, ctx.clock.now()) : null,
    residence: identity?.country ?? user.country,
  };
}

/**
 * Answers (or updates) the questionnaire and assesses them with the domain's rule. A prospect approved
 * becomes a customer; one in review waits for compliance; a refusal says why. A customer updating
 * answers stays a customer while in review (the officer decides), and a refusal stops their trading.
 */
export async function answerKyc(ctx: AppContext, user: UserRow, answers: KycAnswers): Promise<KycResult> {
  const identity = await identityOfUser(ctx.db, user.id);
  if (!identity)
    throw new AppError(
      'EID_REQUIRED',
      'Sign in with your eID first: the answers belong to a proven identity.',
    );
  const previous = await kycRecordOf(ctx.db, user.id);
  if (previous?.reason === 'DECLINED_BY_COMPLIANCE') {
    throw new AppError(
      'REVIEW_NOT_OPEN',
      'Compliance has decided on these answers; contact customer service.',
    );
  }
  const subject = { residence: identity.country, birthDate: identity.birthDate };
  const problems = kycProblems(answers, subject);
  if (problems.length > 0) {
    throw new AppError('KYC_INCOMPLETE', 'Some answers are missing.', {
      errors: problems.map((p) => ({ path: p.field, message: p.problem })),
    });
  }
  const now = ctx.clock.now();
  const assessment = assessKyc(answers, subject, now);
  const wasCustomer = user.customerStatus === 'CUSTOMER';
  const nextReviewAt = assessment.status === 'APPROVED' ? nextKycReview(now, false) : null;
  const record = {
    userId: user.id,
    answers,
    status: assessment.status,
    reason: assessment.reason ?? null,
    submittedAt: now,
    decidedAt: assessment.status === 'IN_REVIEW' ? null : now,
    nextReviewAt,
  };
  await ctx.db.transaction(async (tx) => {
    await saveKycRecord(tx, record);
    if (assessment.status === 'APPROVED') {
      await becomeCustomer(tx, user, nextReviewAt!, now);
    } else if (assessment.status === 'REFUSED') {
      await setOnboardingState(tx, user.id, { customerStatus: 'REFUSED', kycReviewDueAt: null });
    } else {
      await setOnboardingState(tx, user.id, {
        customerStatus: wasCustomer ? 'CUSTOMER' : 'IN_REVIEW',
        kycReviewDueAt: null,
      });
    }
  });
  return presentKycResult(record, now);
}

/**
 * The gate of trading and money out: a customer whose KYC is due again (or who is not a customer)
 * waits until they answer. Users from before eID (no review date) are not held.
 */
export function assertKycCurrent(user: UserRow, now: Date): void {
  if (user.customerStatus !== 'CUSTOMER') {
    throw new AppError('KYC_NOT_APPROVED', 'Your customer application is not approved yet.');
  }
  if (isKycRefreshDue(user.kycReviewDueAt, now)) {
    throw new AppError(
      'KYC_REFRESH_REQUIRED',
      'Please answer the customer questions again before you continue.',
    );
  }
}
