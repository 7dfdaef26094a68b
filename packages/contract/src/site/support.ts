import {
  FAQ_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SIDES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  SUPPORT_THREAD_STATES,
} from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isVisibleText, safeText, VISIBLE_NAME } from '../input.ts';

/**
 * Support messages (api.md, Platform): a customer writes to Havn in an FAQ category; staff with the
 * support role answer from the back office. Either side's new message reaches the other live through
 * the event stream (`support.updated`).
 */

const isoTime = z.string().describe('ISO 8601, UTC');
const threadParams = z.object({ threadId: z.uuid() });
const messageText = safeText({ min: 1, max: SUPPORT_MESSAGE_MAX, multiline: true }).refine(
  (text) => text.trim() !== '',
  { message: 'must not be blank' },
);

export const supportMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(SUPPORT_SIDES),
  /** The writer's name as the other side sees it: the customer's name, or "Havn support". */
  author: z.string(),
  body: z.string(),
  createdAt: isoTime,
});
export type SupportMessageView = z.infer<typeof supportMessageSchema>;

export const supportThreadSummarySchema = z.object({
  id: z.uuid(),
  category: z.enum(FAQ_CATEGORIES),
  subject: z.string(),
  state: z.enum(SUPPORT_THREAD_STATES),
  /** The customer who wrote it (the back office's list; a customer sees their own name). */
  customer: z.string(),
  createdAt: isoTime,
  lastMessageAt: isoTime,
  /** Messages of the other side the caller has not read yet. */
  unread: z.number().int(),
});
export type SupportThreadSummary = z.infer<typeof supportThreadSummarySchema>;

export const supportThreadSchema = supportThreadSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportThreadView = z.infer<typeof supportThreadSchema>;

export const supportApi = {
  threads: endpoint({
    method: 'GET',
    path: '/api/support/threads',
    summary: 'The caller’s support threads, latest activity first, each with its unread count',
    tags: ['support'],
    auth: 'session',
    success: { status: 200, body: z.object({ threads: z.array(supportThreadSummarySchema) }) },
    errors: [],
  }),
  startThread: endpoint({
    method: 'POST',
    path: '/api/support/threads',
    summary: 'Write to support: a new thread in an FAQ category with its first message',
    tags: ['support'],
    auth: 'session',
    body: z.strictObject({
      category: z.enum(FAQ_CATEGORIES),
      subject: safeText({ min: SUPPORT_SUBJECT_MIN, max: SUPPORT_SUBJECT_MAX })
        .overwrite((s) => s.trim())
        .refine(isVisibleText, VISIBLE_NAME),
      message: messageText,
    }),
    success: { status: 201, body: supportThreadSchema },
    errors: ['RATE_LIMITED'],
  }),
  thread: endpoint({
    method: 'GET',
    path: '/api/support/threads/:threadId',
    summary: 'One support thread with its messages: the customer’s own, or any for support staff',
    tags: ['support'],
    auth: 'session',
    params: threadParams,
    success: { status: 200, body: supportThreadSchema },
    errors: ['NOT_FOUND'],
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/support/threads/:threadId/messages',
    summary: 'Write in a thread: the customer in their own, support staff in any; a closed thread reopens',
    tags: ['support'],
    auth: 'session',
    params: threadParams,
    body: z.strictObject({ message: messageText }),
    success: { status: 201, body: supportMessageSchema },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'CONFLICT'],
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/support/threads/:threadId/read',
    summary: 'The caller has read the thread: the other side’s messages so far no longer count as unread',
    tags: ['support'],
    auth: 'session',
    params: threadParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  unread: endpoint({
    method: 'GET',
    path: '/api/support/unread',
    summary:
      'Unread support messages for the caller’s badge; for support staff also the inbox’s unread threads',
    tags: ['support'],
    auth: 'session',
    success: {
      status: 200,
      body: z.object({
        /** Answers from support in the caller's own threads not read yet. */
        unread: z.number().int(),
        /** Support staff only (null for a customer): threads with customer messages not read yet. */
        inboxUnread: z.number().int().nullable(),
      }),
    },
    errors: [],
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/support/inbox',
    summary: 'The back office: every customer’s threads, unread first, by state and category (support staff)',
    tags: ['support'],
    auth: 'session',
    query: z.object({
      state: z.enum(SUPPORT_THREAD_STATES).optional(),
      category: z.enum(FAQ_CATEGORIES).optional(),
    }),
    success: { status: 200, body: z.object({ threads: z.array(supportThreadSummarySchema) }) },
    errors: ['NOT_SUPPORT_STAFF'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/support/threads/:threadId/close',
    summary: 'Close a thread once it is settled (support staff); a new message opens it again',
    tags: ['support'],
    auth: 'session',
    params: threadParams,
    success: { status: 200, body: supportThreadSummarySchema },
    errors: ['NOT_FOUND', 'NOT_SUPPORT_STAFF'],
  }),
};
