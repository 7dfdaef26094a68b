import {
  SUPPORT_INBOX_TOPIC,
  type SupportMessageView,
  type SupportThreadSummary,
  type SupportThreadView,
  userTopic,
} from '@havn/contract';
import {
  type FaqCategory,
  SUPPORT_THREAD_LIST_MAX,
  SUPPORT_THREAD_MESSAGES_MAX,
  type SupportSide,
  type SupportThreadState,
  stateAfterMessage,
} from '@havn/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { EVENT_TYPES, publishEvents } from '../../platform/stream/publish.ts';
import {
  customerUnreadTotal,
  inboxThreads,
  inboxUnreadThreads,
  insertSupportMessage,
  insertThread,
  lockThread,
  messageCount,
  messagesOfThread,
  namesOfUsers,
  type SupportMessageWithAuthor,
  type SupportThreadRow,
  threadById,
  threadsOfCustomer,
  unreadCounts,
  updateThread,
} from './support-repo.ts';

/** Staff who answer customers from the back office. */
export function isSupportStaff(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'support';
}

function requireSupportStaff(user: UserRow): void {
  if (!isSupportStaff(user)) throw new AppError('NOT_SUPPORT_STAFF', 'Only support staff may do this.');
}

/** The side the caller writes and reads on. */
function sideOf(user: UserRow): SupportSide {
  return isSupportStaff(user) ? 'SUPPORT' : 'CUSTOMER';
}

/** The thread when the caller may see it: their own, or any for support staff; else 404 (not 403). */
async function visibleThread(db: Db, user: UserRow, threadId: string): Promise<SupportThreadRow> {
  const thread = await threadById(db, threadId);
  if (!thread || (thread.customerId !== user.id && !isSupportStaff(user))) {
    throw new AppError('NOT_FOUND', 'No such support thread.');
  }
  return thread;
}

function presentSummary(thread: SupportThreadRow, customer: string, unread: number): SupportThreadSummary {
  return {
    id: thread.id,
    category: thread.category,
    subject: thread.subject,
    state: thread.state,
    customer,
    createdAt: thread.createdAt.toISOString(),
    lastMessageAt: thread.lastMessageAt.toISOString(),
    unread,
  };
}

function presentMessage(message: SupportMessageWithAuthor): SupportMessageView {
  return {
    id: message.id,
    side: message.side,
    author: message.author,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

async function presentSummaries(
  db: Db,
  threads: SupportThreadRow[],
  reader: SupportSide,
): Promise<SupportThreadSummary[]> {
  const [names, unread] = await Promise.all([
    namesOfUsers(
      db,
      threads.map((t) => t.customerId),
    ),
    unreadCounts(db, threads, reader),
  ]);
  return threads.map((t) => presentSummary(t, names.get(t.customerId) ?? '', unread.get(t.id) ?? 0));
}

async function presentThread(
  db: Db,
  thread: SupportThreadRow,
  reader: SupportSide,
): Promise<SupportThreadView> {
  const [summary] = await presentSummaries(db, [thread], reader);
  const messages = await messagesOfThread(db, thread.id);
  return { ...summary!, messages: messages.map(presentMessage) };
}

/** Both sides hear a change: the customer on their own topic, every member of staff on the inbox's. */
function announce(tx: Db, thread: SupportThreadRow, side: SupportSide, now: Date) {
  const payload = { threadId: thread.id, side };
  return publishEvents(
    tx,
    [
      { topic: userTopic(thread.customerId), type: EVENT_TYPES.supportUpdated, payload },
      { topic: SUPPORT_INBOX_TOPIC, type: EVENT_TYPES.supportUpdated, payload },
    ],
    now,
  );
}

export async function startThread(
  ctx: AppContext,
  user: UserRow,
  ip: string,
  input: { category: FaqCategory; subject: string; message: string },
): Promise<SupportThreadView> {
  await enforceAbuseLimit(ctx, 'supportThread', user.id, ip);
  const now = ctx.clock.now();
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await insertThread(tx, {
      customerId: user.id,
      category: input.category,
      subject: input.subject,
      state: 'OPEN',
      createdAt: now,
      lastMessageAt: now,
      customerReadAt: now,
    });
    await insertSupportMessage(tx, {
      threadId: row.id,
      authorId: user.id,
      side: 'CUSTOMER',
      body: input.message,
      createdAt: now,
    });
    await announce(tx, row, 'CUSTOMER', now);
    return row;
  });
  return presentThread(ctx.db, thread, 'CUSTOMER');
}

export async function reply(
  ctx: AppContext,
  user: UserRow,
  ip: string,
  threadId: string,
  body: string,
): Promise<SupportMessageView> {
  await visibleThread(ctx.db, user, threadId);
  await enforceAbuseLimit(ctx, 'supportMessage', user.id, ip);
  const side = sideOf(user);
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const thread = (await lockThread(tx, threadId))!;
    if ((await messageCount(tx, threadId)) >= SUPPORT_THREAD_MESSAGES_MAX) {
      throw new AppError('CONFLICT', 'This thread is full: start a new one.');
    }
    const row = await insertSupportMessage(tx, { threadId, authorId: user.id, side, body, createdAt: now });
    // The writer has read everything up to their own message.
    await updateThread(tx, threadId, {
      state: stateAfterMessage(side),
      lastMessageAt: now,
      ...(side === 'CUSTOMER' ? { customerReadAt: now } : { supportReadAt: now }),
    });
    await announce(tx, thread, side, now);
    return row;
  });
  return presentMessage({ ...message, author: user.name ?? user.username });
}

export async function threadFor(
  ctx: AppContext,
  user: UserRow,
  threadId: string,
): Promise<SupportThreadView> {
  const thread = await visibleThread(ctx.db, user, threadId);
  return presentThread(ctx.db, thread, sideOf(user));
}

export async function markRead(ctx: AppContext, user: UserRow, threadId: string): Promise<void> {
  await visibleThread(ctx.db, user, threadId);
  const now = ctx.clock.now();
  await updateThread(
    ctx.db,
    threadId,
    sideOf(user) === 'CUSTOMER' ? { customerReadAt: now } : { supportReadAt: now },
  );
}

export async function myThreads(ctx: AppContext, user: UserRow): Promise<SupportThreadSummary[]> {
  const threads = await threadsOfCustomer(ctx.db, user.id, SUPPORT_THREAD_LIST_MAX);
  return presentSummaries(ctx.db, threads, 'CUSTOMER');
}

export async function unread(
  ctx: AppContext,
  user: UserRow,
): Promise<{ unread: number; inboxUnread: number | null }> {
  return {
    unread: await customerUnreadTotal(ctx.db, user.id),
    inboxUnread: isSupportStaff(user) ? await inboxUnreadThreads(ctx.db) : null,
  };
}

export async function inbox(
  ctx: AppContext,
  user: UserRow,
  filter: { state?: SupportThreadState; category?: FaqCategory },
): Promise<SupportThreadSummary[]> {
  requireSupportStaff(user);
  const threads = await inboxThreads(ctx.db, filter, SUPPORT_THREAD_LIST_MAX);
  return presentSummaries(ctx.db, threads, 'SUPPORT');
}

export async function closeThread(
  ctx: AppContext,
  user: UserRow,
  threadId: string,
): Promise<SupportThreadSummary> {
  requireSupportStaff(user);
  await visibleThread(ctx.db, user, threadId);
  const now = ctx.clock.now();
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await updateThread(tx, threadId, { state: 'CLOSED', supportReadAt: now });
    await announce(tx, row, 'SUPPORT', now);
    return row;
  });
  const [summary] = await presentSummaries(ctx.db, [thread], 'SUPPORT');
  return summary!;
}
