import { MODERATION_DECISIONS, REPORT_STATUSES } from '@havn/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contents } from './contents.ts';
import { profiles } from './profiles.ts';
import { users } from './users.ts';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    country: text('country').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per member per item; after a decision the member may report again.
    uniqueIndex('reports_open_key').on(t.contentId, t.reporterId).where(sql`${t.status} = 'OPEN'`),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** Append-only: every moderator action, written once. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    contentId: uuid('content_id').notNull(),
    action: text('action', { enum: MODERATION_DECISIONS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('moderation_actions_content_idx').on(t.contentId)],
);
