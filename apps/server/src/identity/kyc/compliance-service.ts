import type { KycResult } from '@havn/contract';
import { nextKycReview } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import {
  insertComplianceDecision,
  kycRecordOf,
  openReviews,
  saveKycRecord,
  setOnboardingState,
  userById,
} from './kyc-repo.ts';
import { becomeCustomer, presentKycResult } from './kyc-service.ts';

function assertOfficer(user: UserRow): void {
  if (user.role !== 'compliance') {
    throw new AppError('NOT_COMPLIANCE_OFFICER', 'Only a compliance officer may see and decide reviews.');
  }
}

export async function listReviews(ctx: AppContext, officer: UserRow) {
  assertOfficer(officer);
  const rows = await openReviews(ctx.db);
  return rows.map((row) => ({
    userId: row.record.userId,
    name: row.name ?? '',
    country: row.country,
    birthDate: row.birthDate,
    reason: row.record.reason,
    submittedAt: row.record.submittedAt.toISOString(),
    answers: row.record.answers,
  }));
}

/**
 * An officer's decision on answers in review, kept in the audit trail with the note in the same
 * transaction. Approved answers of enhanced review are asked again after a year.
 */
export async function decideReview(
  ctx: AppContext,
  officer: UserRow,
  userId: string,
  decision: { decision: 'APPROVE' | 'REFUSE'; note: string },
): Promise<KycResult> {
  assertOfficer(officer);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const record = await kycRecordOf(tx, userId);
    if (!record) throw new AppError('NOT_FOUND', 'No such review.');
    if (record.status !== 'IN_REVIEW')
      throw new AppError('REVIEW_NOT_OPEN', 'This review is already decided.');
    const customer = await userById(tx, userId);
    await insertComplianceDecision(tx, {
      userId,
      officerId: officer.id,
      decision: decision.decision,
      reason: record.reason,
      note: decision.note,
      decidedAt: now,
    });
    const approved = decision.decision === 'APPROVE';
    const nextReviewAt = approved ? nextKycReview(now, true) : null;
    const updated = {
      ...record,
      status: approved ? ('APPROVED' as const) : ('REFUSED' as const),
      reason: approved ? record.reason : ('DECLINED_BY_COMPLIANCE' as const),
      decidedAt: now,
      nextReviewAt,
    };
    await saveKycRecord(tx, updated);
    if (approved) await becomeCustomer(tx, customer!, updated, now);
    else await setOnboardingState(tx, userId, { customerStatus: 'REFUSED', kycReviewDueAt: null });
    ctx.log.info(
      { officerId: officer.id, userId, decision: decision.decision },
      'compliance: review decided',
    );
    return presentKycResult(updated, now);
  });
}
