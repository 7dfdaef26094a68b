import type { KycResult } from '@havn/contract';
import { assessKyc, isKycRefreshDue, type KycAnswers, kycProblems, nextKycReview } from '@havn/domain';
import { ACCOUNT_TERMS_VERSION, apiAccountType, firstAccountFor } from '@havn/domain/broker/index';
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

/**
 * A prospect approved (at once or by compliance) becomes a customer with their country's first account,
 * opened with the terms they accepted beside their answers (`record`).
 */
export async function becomeCustomer(
  tx: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  record: Pick<KycRecordRow, 'nextReviewAt' | 'termsVersion' | 'termsAcceptedAt'>,
  now: Date,
) {
  await setOnboardingState(tx, user.id, { customerStatus: 'CUSTOMER', kycReviewDueAt: record.nextReviewAt });
  if ((await accountsOfUser(tx, user.id)).length === 0) {
    const terms =
      record.termsVersion && record.termsAcceptedAt
        ? { termsVersion: record.termsVersion, acceptedAt: record.termsAcceptedAt }
        : undefined;
    await openFirstAccount(tx, user.id, user.country, now, terms);
  }
}

/** The account approval would open, while the customer holds none. */
async function firstAccountOf(ctx: AppContext, user: UserRow) {
  if ((await accountsOfUser(ctx.db, user.id)).length > 0) return null;
  return {
    accountType: apiAccountType(firstAccountFor(user.country).accountType),
    termsVersion: ACCOUNT_TERMS_VERSION,
  };
}

export async function myKyc(ctx: AppContext, user: UserRow) {
  const [record, identity, firstAccount] = await Promise.all([
    kycRecordOf(ctx.db, user.id),
    identityOfUser(ctx.db, user.id),
    firstAccountOf(ctx, user),
  ]);
  return {
    answers: record?.answers ?? null,
    result: record ? presentKycResult(record, ctx.clock.now()) : null,
    residence: identity?.country ?? user.country,
    firstAccount,
  };
}

/**
 * Answers (or updates) the questionnaire and assesses them with the domain's rule. A prospect approved
 * becomes a customer; one in review waits for compliance; a refusal says why. A customer updating
 * answers stays a customer while in review (the officer decides), and a refusal stops their trading.
 */
export async function answerKyc(
  ctx: AppContext,
  user: UserRow,
  body: KycAnswers & { acceptTerms?: boolean | undefined; termsVersion?: string | undefined },
  /** Whether the session answering signed in (or confirmed) with eID: that signs the first account's terms. */
  signedWithEid: boolean,
): Promise<KycResult> {
  const { acceptTerms, termsVersion, ...answers } = body;
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
  const terms = (await firstAccountOf(ctx, user))
    ? firstAccountTerms({ acceptTerms, termsVersion }, signedWithEid, now)
    : previous
      ? { termsVersion: previous.termsVersion, termsAcceptedAt: previous.termsAcceptedAt }
      : { termsVersion: null, termsAcceptedAt: null };
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
    ...terms,
  };
  await ctx.db.transaction(async (tx) => {
    await saveKycRecord(tx, record);
    if (assessment.status === 'APPROVED') {
      await becomeCustomer(tx, user, record, now);
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
 * A prospect accepts the first account's terms with their answers; the eID login they arrived with
 * signs them (a session without one is sent to confirm with eID: 403 STEP_UP_REQUIRED).
 */
function firstAccountTerms(
  input: { acceptTerms: boolean | undefined; termsVersion: string | undefined },
  signedWithEid: boolean,
  now: Date,
) {
  if (!input.acceptTerms || input.termsVersion !== ACCOUNT_TERMS_VERSION) {
    throw new AppError('TERMS_NOT_ACCEPTED', 'Accept the terms of your first account.');
  }
  if (!signedWithEid) {
    throw new AppError('STEP_UP_REQUIRED', 'Confirm with your eID to sign the terms.');
  }
  return { termsVersion: input.termsVersion, termsAcceptedAt: now };
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
