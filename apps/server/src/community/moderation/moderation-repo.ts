import type { ModerationDecision, ReportStatus } from '@havn/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type Keyset, keysetCursor } from '../../db/keyset-cursor.ts';
import { contents } from '../../db/schema/contents.ts';
import { moderationActions, reports } from '../../db/schema/moderation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/** Reports, their review and the append-only audit trail: rows in, rows out; views live elsewhere. */

export type ReportRow = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;

const author = alias(profiles, 'author');
const reporter = alias(profiles, 'reporter');

/** What the report rules need to know about a content item and its author. */
export interface ReportTarget {
  id: string;
  type: (typeof contents.$inferSelect)['type'];
  status: (typeof contents.$inferSelect)['status'];
  profileId: string;
  createdAt: Date;
  classicUri: string | null;
  authorStatus: (typeof profiles.$inferSelect)['status'];
}

/**
 * The item about to be reported, share-locked until the report's transaction ends, so a moderator's
 * REMOVE cannot slip in between the check and the insert.
 */
export async function lockReportTarget(db: Db, contentId: string): Promise<ReportTarget | null> {
  const [row] = await db
    .select({
      id: contents.id,
      type: contents.type,
      status: contents.status,
      profileId: contents.profileId,
      createdAt: contents.createdAt,
      classicUri: contents.classicUri,
      authorStatus: author.status,
    })
    .from(contents)
    .innerJoin(author, eq(author.id, contents.profileId))
    .where(eq(contents.id, contentId))
    .for('share', { of: contents })
    .limit(1);
  return row ?? null;
}

export async function insertReport(
  db: Db,
  input: { contentId: string; reporterId: string; comment: string; country: string; now: Date },
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      contentId: input.contentId,
      reporterId: input.reporterId,
      comment: input.comment,
      country: input.country,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** A member's reports page newest first, the review queue oldest first; both on (created_at, id). */
export const myReportsCursor = keysetCursor('my-reports', 'time', 'uuid');
export const reviewQueueCursor = keysetCursor('review-queue', 'time', 'uuid');
type ReportKeyset = Keyset<readonly ['time', 'uuid']>;

/** A report's place in either list: the keyset its page ends on. */
export function reportKeyset(row: { report: ReportRow }): ReportKeyset {
  return [row.report.createdAt, row.report.id];
}

/** `(created_at, id)` strictly after (or before) a keyset; both drivers compare row values alike. */
function afterKeyset([createdAt, reportId]: ReportKeyset, direction: 'asc' | 'desc') {
  const time = sql`${createdAt.toISOString()}::timestamptz`;
  const id = sql`${reportId}::uuid`;
  return direction === 'asc'
    ? sql`(${reports.createdAt}, ${reports.id}) > (${time}, ${id})`
    : sql`(${reports.createdAt}, ${reports.id}) < (${time}, ${id})`;
}

export interface MyReportRow {
  report: ReportRow;
  content: { message: string; status: (typeof contents.$inferSelect)['status'] };
}

/** A member's reports, newest first; `limit + 1` rows so the caller knows whether a page follows. */
export async function reportsByReporter(
  db: Db,
  reporterId: string,
  page: { after: ReportKeyset | null; limit: number },
): Promise<MyReportRow[]> {
  return db
    .select({ report: reports, content: { message: contents.message, status: contents.status } })
    .from(reports)
    .innerJoin(contents, eq(contents.id, reports.contentId))
    .where(and(eq(reports.reporterId, reporterId), page.after ? afterKeyset(page.after, 'desc') : undefined))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit + 1);
}

export interface QueueReportRow {
  report: ReportRow;
  content: {
    id: string;
    type: (typeof contents.$inferSelect)['type'];
    message: string;
    status: (typeof contents.$inferSelect)['status'];
  };
  author: { id: string; username: string; status: (typeof profiles.$inferSelect)['status'] };
  reporter: { id: string; username: string };
}

function selectQueueReports(db: Db) {
  return db
    .select({
      report: reports,
      content: { id: contents.id, type: contents.type, message: contents.message, status: contents.status },
      author: { id: author.id, username: author.username, status: author.status },
      reporter: { id: reporter.id, username: reporter.username },
    })
    .from(reports)
    .innerJoin(contents, eq(contents.id, reports.contentId))
    .innerJoin(author, eq(author.id, contents.profileId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId));
}

/** The review queue: reports in one status, oldest first, one query a page. */
export async function reviewQueuePage(
  db: Db,
  status: ReportStatus,
  page: { after: ReportKeyset | null; limit: number },
): Promise<QueueReportRow[]> {
  return selectQueueReports(db)
    .where(and(eq(reports.status, status), page.after ? afterKeyset(page.after, 'asc') : undefined))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(page.limit + 1);
}

export async function queueReportById(db: Db, reportId: string): Promise<QueueReportRow | null> {
  const [row] = await selectQueueReports(db).where(eq(reports.id, reportId)).limit(1);
  return row ?? null;
}

/** The report, row-locked for the rest of the transaction: two moderators cannot both decide it. */
export async function lockReport(db: Db, reportId: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).for('update').limit(1);
  return row ?? null;
}

/** Deleted for every view; the message stays in the row for the audit. */
export async function markContentDeleted(db: Db, contentId: string, now: Date): Promise<void> {
  await db.update(contents).set({ status: 'DELETED', updatedAt: now }).where(eq(contents.id, contentId));
}

/** Resolves every still-open report on the item; returns how many. */
export async function resolveOpenReportsOnContent(
  db: Db,
  contentId: string,
  status: Exclude<ReportStatus, 'OPEN'>,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: now })
    .where(and(eq(reports.contentId, contentId), eq(reports.status, 'OPEN')))
    .returning({ id: reports.id });
  return rows.length;
}

/** Resolves one report if it is still open; false when someone else already did. */
export async function resolveOpenReport(
  db: Db,
  reportId: string,
  status: Exclude<ReportStatus, 'OPEN'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: now })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'OPEN')))
    .returning({ id: reports.id });
  return rows.length === 1;
}

/** Appends to the audit trail; rows here are never updated or deleted. */
export async function appendModerationAction(
  db: Db,
  input: {
    moderatorId: string;
    reportId: string;
    contentId: string;
    action: ModerationDecision;
    note: string;
    now: Date;
  },
): Promise<ModerationActionRow> {
  const [row] = await db
    .insert(moderationActions)
    .values({
      moderatorId: input.moderatorId,
      reportId: input.reportId,
      contentId: input.contentId,
      action: input.action,
      note: input.note,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

export interface ActionWithModeratorRow {
  action: ModerationActionRow;
  moderator: { id: string; username: string };
}

/** A content item's audit trail, oldest first. Bounded by the reports one item gets, so not paged. */
export async function actionsOnContent(db: Db, contentId: string): Promise<ActionWithModeratorRow[]> {
  return db
    .select({ action: moderationActions, moderator: { id: users.id, username: users.username } })
    .from(moderationActions)
    .innerJoin(users, eq(users.id, moderationActions.moderatorId))
    .where(eq(moderationActions.contentId, contentId))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
}
