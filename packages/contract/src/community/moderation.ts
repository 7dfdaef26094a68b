import {
  CONTENT_ITEM_TYPES,
  CONTENT_STATUSES,
  MODERATION_DECISIONS,
  type ModerationDecision,
  PROFILE_STATUSES,
  REPORT_STATUSES,
  type ReportStatus,
} from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { countrySchema } from '../identity/auth.ts';
import { COMMUNITY, contentIdParams, isoTime } from './common.ts';

/**
 * The moderation calls of the community API (api.md, Community): members report content and follow
 * their reports ("My reports"); moderators work the review queue, and every decision is audited.
 */

/** Defined in the domain (the database's columns read the same lists); exported here as ever. */
export { MODERATION_DECISIONS, type ModerationDecision, REPORT_STATUSES, type ReportStatus };

/** Pages of reports: a cursor from the previous page's `nextCursor`, and a page size. */
const reportPageQuery = {
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(25),
};

export const reportIdParams = z.object({ reportId: z.string().uuid() });

/** Spec section 3, Report payload. The comment's rules (required, at most 500) are checked with 422s. */
export const reportBodySchema = z.strictObject({
  reportComment: z.string(),
  country: countrySchema,
});

export const createdReportSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
});

/** One of the caller's own reports; `excerpt` is null once the content is deleted. */
export const myReportSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  excerpt: z.string().nullable(),
  reportComment: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

/** A report as the review queue shows it to a moderator. A deleted item's message is never shown. */
export const moderationReportSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reportComment: z.string(),
  country: z.string(),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
  content: z.object({
    id: z.string(),
    type: z.enum(CONTENT_ITEM_TYPES),
    message: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
  }),
  author: z.object({
    profileId: z.string(),
    username: z.string(),
    status: z.enum(PROFILE_STATUSES),
  }),
  reporter: z.object({ profileId: z.string(), username: z.string() }),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** One row of the append-only audit trail. */
export const moderationActionSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  reportId: z.string().nullable(),
  action: z.enum(MODERATION_DECISIONS),
  note: z.string(),
  moderator: z.object({ id: z.string(), username: z.string() }),
  createdAt: isoTime,
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

const reportContent = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/contents/:contentId/reports`,
  summary: 'Report a content item to the moderators (one open report per member per item)',
  tags: ['community', 'moderation'],
  auth: 'session',
  params: contentIdParams,
  body: reportBodySchema,
  success: { status: 201, body: createdReportSchema },
  errors: [
    'PROFILE_REQUIRED',
    'PROFILE_DEACTIVATED',
    'TEXT_EMPTY',
    'TEXT_TOO_LONG',
    'CONTROL_CHARACTERS',
    'CONTENT_DELETED',
    'FORBIDDEN',
    'NOT_FOUND',
    'ALREADY_REPORTED',
    'RATE_LIMITED',
  ],
});

const myReports = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/reports/mine`,
  summary: 'My reports, newest first, with their outcome',
  tags: ['community', 'moderation'],
  auth: 'session',
  query: z.object(reportPageQuery),
  success: {
    status: 200,
    body: z.object({ reports: z.array(myReportSchema), nextCursor: z.string().nullable() }),
  },
  errors: ['PROFILE_REQUIRED', 'BAD_REQUEST'],
});

const reviewQueue = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/moderation/reports`,
  summary: 'The review queue: reports in a status (OPEN by default), oldest first (moderators only)',
  tags: ['community', 'moderation'],
  auth: 'session',
  query: z.object({ status: z.enum(REPORT_STATUSES).default('OPEN'), ...reportPageQuery }),
  success: {
    status: 200,
    body: z.object({ reports: z.array(moderationReportSchema), nextCursor: z.string().nullable() }),
  },
  errors: ['NOT_MODERATOR', 'BAD_REQUEST'],
});

const resolveReport = endpoint({
  method: 'POST',
  path: `${COMMUNITY}/moderation/reports/:reportId/resolve`,
  summary: 'Decide an open report: KEEP the content, or REMOVE it (resolves every open report on it)',
  tags: ['community', 'moderation'],
  auth: 'session',
  params: reportIdParams,
  body: z.strictObject({
    action: z.enum(MODERATION_DECISIONS),
    note: z.string().trim().max(1000).optional(),
  }),
  success: { status: 200, body: moderationReportSchema },
  errors: ['NOT_MODERATOR', 'NOT_FOUND', 'CONFLICT'],
});

const moderationActions = endpoint({
  method: 'GET',
  path: `${COMMUNITY}/moderation/actions`,
  summary: "The audit trail of a content item's moderation, oldest first (moderators only)",
  tags: ['community', 'moderation'],
  auth: 'session',
  query: z.object({ contentId: z.string().uuid() }),
  success: { status: 200, body: z.object({ actions: z.array(moderationActionSchema) }) },
  errors: ['NOT_MODERATOR'],
});

export const moderationApi = {
  reportContent,
  myReports,
  reviewQueue,
  resolveReport,
  moderationActions,
} as const;
