import type { ModerationAction, ModerationReport, MyReport } from '@havn/contract';
import { codePointLength } from '@havn/domain';
import type { ActionWithModeratorRow, MyReportRow, QueueReportRow } from './moderation-repo.ts';

/** How much of the reported text "My reports" shows: enough to recognise it, not the whole item. */
export const REPORT_EXCERPT_MAX = 140;

/** A deleted item's text is never shown again, to anyone; the row keeps it for the audit. */
function visibleMessage(content: { message: string; status: string }): string | null {
  return content.status === 'DELETED' ? null : content.message;
}

/** The first REPORT_EXCERPT_MAX code points on one line, with an ellipsis when cut. */
export function excerptOf(content: { message: string; status: string }): string | null {
  const message = visibleMessage(content);
  if (message === null) return null;
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (codePointLength(oneLine) <= REPORT_EXCERPT_MAX) return oneLine;
  return `${Array.from(oneLine)
    .slice(0, REPORT_EXCERPT_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

export function presentMyReport({ report, content }: MyReportRow): MyReport {
  return {
    id: report.id,
    contentId: report.contentId,
    excerpt: excerptOf(content),
    reportComment: report.comment,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

export function presentQueueReport(row: QueueReportRow): ModerationReport {
  const { report, content, author, reporter } = row;
  return {
    id: report.id,
    status: report.status,
    reportComment: report.comment,
    country: report.country,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    content: { id: content.id, type: content.type, message: visibleMessage(content), status: content.status },
    author: { profileId: author.id, username: author.username, status: author.status },
    reporter: { profileId: reporter.id, username: reporter.username },
  };
}

export function presentModerationAction({ action, moderator }: ActionWithModeratorRow): ModerationAction {
  return {
    id: action.id,
    contentId: action.contentId,
    reportId: action.reportId,
    action: action.action,
    note: action.note,
    moderator: { id: moderator.id, username: moderator.username },
    createdAt: action.createdAt.toISOString(),
  };
}
