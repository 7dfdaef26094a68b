import type { ModerationDecision, ReportStatus } from '@havn/contract';
import { canReport, checkText, DELETED_PROFILE_ID, type ReportRefusal, type TextError } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type ProfileRow, profileOfUser } from '../profiles/profile-access.ts';
import {
  appendModerationAction,
  insertReport,
  lockReport,
  lockReportTarget,
  markContentDeleted,
  myReportsCursor,
  type QueueReportRow,
  queueReportById,
  type ReportRow,
  reportKeyset,
  reportsByReporter,
  resolveOpenReport,
  resolveOpenReportsOnContent,
  reviewQueueCursor,
  reviewQueuePage,
} from './moderation-repo.ts';
import { presentMyReport, presentQueueReport } from './views.ts';

function textRefusal(error: TextError): AppError {
  if (error.error === 'EMPTY') return new AppError('TEXT_EMPTY', 'A report needs a comment.');
  if (error.error === 'TOO_LONG') {
    return new AppError('TEXT_TOO_LONG', `Maximum ${error.limit} characters (got ${error.length}).`);
  }
  return new AppError('CONTROL_CHARACTERS', 'The comment contains control characters.');
}

function reportRefusal(reason: ReportRefusal): AppError {
  switch (reason) {
    case 'PROFILE_REQUIRED':
      return new AppError('PROFILE_REQUIRED', 'Join the community to report content.');
    case 'CONTENT_DELETED':
      return new AppError('CONTENT_DELETED', 'This content has been deleted.');
    case 'OWN_CONTENT':
      return new AppError('FORBIDDEN', 'You cannot report your own content.');
    case 'AUTHOR_DEACTIVATED':
      return new AppError('FORBIDDEN', "A deactivated member's content cannot be reported.");
  }
}

/**
 * Files a member's report (spec section 6: a non-author member may report, except content by a
 * deactivated user). The check, the insert and the abuse-limit count share one transaction: a refused
 * report changes nothing, not even the member's daily count.
 */
export async function fileReport(
  ctx: AppContext,
  reporter: ProfileRow,
  input: { contentId: string; reportComment: string; country: string; ip: string },
): Promise<ReportRow> {
  const comment = checkText('report', input.reportComment);
  if (!comment.ok) throw textRefusal(comment);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await lockReportTarget(tx, input.contentId);
      if (!target) throw new AppError('NOT_FOUND', 'No such content.');
      const allowed = canReport({
        viewer: {
          loggedIn: true,
          profileId: reporter.id,
          profileDeactivated: reporter.status === 'DEACTIVATED',
        },
        content: {
          // A trade event is its member's root item: reported like a post (the trade is what is judged).
          type: target.type === 'TRADE' ? 'POST' : target.type,
          status: target.status,
          createdAt: target.createdAt,
          classicUri: target.classicUri,
          profileId: target.authorStatus === 'DEACTIVATED' ? DELETED_PROFILE_ID : target.profileId,
        },
      });
      if (!allowed.ok) throw reportRefusal(allowed.reason);
      const report = await insertReport(tx, {
        contentId: target.id,
        reporterId: reporter.id,
        comment: comment.value,
        country: input.country,
        now,
      });
      await enforceAbuseLimit({ db: tx, clock: ctx.clock }, 'report', reporter.id, input.ip);
      return report;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reports_open_key')) {
      throw new AppError('ALREADY_REPORTED', 'You have already reported this; a moderator will look at it.');
    }
    throw error;
  }
}

/**
 * A moderator's decision on an open report, in one transaction with its audit row. REMOVE deletes the
 * item and resolves every open report on it as REMOVED; KEEP resolves this report as KEPT. Deciding a
 * report that is no longer open is a 409, so a retried request changes nothing twice.
 */
export async function resolveReport(
  ctx: AppContext,
  moderator: UserRow,
  input: { reportId: string; action: ModerationDecision; note: string },
): Promise<QueueReportRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const report = await lockReport(tx, input.reportId);
    if (!report) throw new AppError('NOT_FOUND', 'No such report.');
    if (report.status !== 'OPEN') {
      throw new AppError('CONFLICT', `This report was already resolved as ${report.status}.`);
    }
    if (input.action === 'REMOVE') {
      await markContentDeleted(tx, report.contentId, now);
      await resolveOpenReportsOnContent(tx, report.contentId, 'REMOVED', now);
    } else if (!(await resolveOpenReport(tx, report.id, 'KEPT', now))) {
      throw new AppError('CONFLICT', 'This report was already resolved.');
    }
    await appendModerationAction(tx, {
      moderatorId: moderator.id,
      reportId: report.id,
      contentId: report.contentId,
      action: input.action,
      note: input.note,
      now,
    });
    const resolved = await queueReportById(tx, report.id);
    return resolved!;
  });
}

/** "My reports", newest first: a deactivated member may still read what became of their reports. */
export async function myReports(
  ctx: AppContext,
  user: UserRow,
  page: { cursor?: string | undefined; limit: number },
) {
  const profile = await profileOfUser(ctx.db, user.id);
  if (!profile) throw new AppError('PROFILE_REQUIRED', 'Join the community to report content.');
  const rows = await reportsByReporter(ctx.db, profile.id, {
    after: myReportsCursor.decode(page.cursor),
    limit: page.limit,
  });
  const { page: reports, nextCursor } = myReportsCursor.page(rows, page.limit, reportKeyset);
  return { reports: reports.map(presentMyReport), nextCursor };
}

/** The review queue of one status, oldest first. */
export async function reviewQueue(
  ctx: AppContext,
  status: ReportStatus,
  page: { cursor?: string | undefined; limit: number },
) {
  const rows = await reviewQueuePage(ctx.db, status, {
    after: reviewQueueCursor.decode(page.cursor),
    limit: page.limit,
  });
  const { page: reports, nextCursor } = reviewQueueCursor.page(rows, page.limit, reportKeyset);
  return { reports: reports.map(presentQueueReport), nextCursor };
}
