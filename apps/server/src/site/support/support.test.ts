import { api, EVENT_TYPES, SUPPORT_INBOX_TOPIC, userTopic } from '@havn/contract';
import { ABUSE_LIMITS } from '@havn/domain';
import {
  type Customer,
  customer,
  dataOf,
  listen,
  openStream,
  type SseReader,
  startTestServer,
  supportStaff,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

/**
 * Issue 14 item 5: a customer writes to support in an FAQ category, support staff answer from the back
 * office, both sides count what they have not read, and each side's message reaches the other live.
 */
const clock = new ManualClock('2026-11-24T10:00:00Z');
let server: TestServer;
let base: string;
let astrid: Customer;
let bo: Customer;
let siri: Customer;
const open: SseReader[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock });
  base = await listen(server);
  astrid = await customer(server, 'Astrid Support');
  bo = await customer(server, 'Bo Support');
  siri = await supportStaff(server, 'Siri Staff');
});
afterAll(async () => {
  for (const reader of open) await reader.close();
  await server.close();
});

const question = {
  category: 'TAX' as const,
  subject: 'My ISK tax',
  message: 'How is the ISK taxed?\nI moved from Norway in May.',
};

async function subscribe(who: Customer): Promise<SseReader> {
  const opened = await openStream(base, { cookie: who.client.cookieHeader });
  expect(opened.status).toBe(200);
  open.push(opened.reader!);
  await opened.reader!.next((f) => f.event === 'ready');
  return opened.reader!;
}

describe('support messages', () => {
  it('runs a conversation both ways with unread counts on each side', async () => {
    const thread = await astrid.client.callOk(api.site.support.startThread, { body: question });
    expect(thread).toMatchObject({ category: 'TAX', subject: 'My ISK tax', state: 'OPEN', unread: 0 });
    expect(thread.messages).toEqual([expect.objectContaining({ side: 'CUSTOMER', body: question.message })]);

    const inbox = await siri.client.callOk(api.site.support.inbox, { query: { state: 'OPEN' } });
    expect(inbox.threads[0]).toMatchObject({ id: thread.id, unread: 1, customer: astrid.loginName });
    expect(await siri.client.callOk(api.site.support.unread)).toMatchObject({ inboxUnread: 1 });

    clock.advance(60_000);
    await siri.client.callOk(api.site.support.reply, {
      params: { threadId: thread.id },
      body: { message: 'ISK is taxed on a standard income, not on gains.' },
    });
    // Answering read the thread for support; the customer now has one unread answer.
    expect(await siri.client.callOk(api.site.support.unread)).toEqual({ unread: 0, inboxUnread: 0 });
    expect(await astrid.client.callOk(api.site.support.unread)).toEqual({ unread: 1, inboxUnread: null });
    const [mine] = (await astrid.client.callOk(api.site.support.threads)).threads;
    expect(mine).toMatchObject({ id: thread.id, state: 'ANSWERED', unread: 1 });

    await astrid.client.callOk(api.site.support.markRead, { params: { threadId: thread.id } });
    expect(await astrid.client.callOk(api.site.support.unread)).toMatchObject({ unread: 0 });

    clock.advance(60_000);
    await astrid.client.callOk(api.site.support.reply, {
      params: { threadId: thread.id },
      body: { message: 'Thanks!' },
    });
    const read = await siri.client.callOk(api.site.support.thread, { params: { threadId: thread.id } });
    expect(read.state).toBe('OPEN');
    expect(read.messages.map((m) => m.side)).toEqual(['CUSTOMER', 'SUPPORT', 'CUSTOMER']);
    expect(read.unread).toBe(1);

    const closed = await siri.client.callOk(api.site.support.close, { params: { threadId: thread.id } });
    expect(closed.state).toBe('CLOSED');
    const closedList = await siri.client.callOk(api.site.support.inbox, {
      query: { state: 'CLOSED', category: 'TAX' },
    });
    expect(closedList.threads.map((t) => t.id)).toContain(thread.id);
    const none = await siri.client.callOk(api.site.support.inbox, { query: { category: 'CREDIT' } });
    expect(none.threads.map((t) => t.id)).not.toContain(thread.id);
  });

  it('puts threads with unread customer messages first in the back office', async () => {
    const older = await bo.client.callOk(api.site.support.startThread, {
      body: { ...question, subject: 'Older, unread' },
    });
    clock.advance(60_000);
    const newer = await bo.client.callOk(api.site.support.startThread, {
      body: { ...question, subject: 'Newer, read' },
    });
    await siri.client.callOk(api.site.support.markRead, { params: { threadId: newer.id } });
    const { threads } = await siri.client.callOk(api.site.support.inbox, { query: { state: 'OPEN' } });
    const ids = threads.map((t) => t.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  });

  it('keeps a customer out of others’ threads and out of the back office', async () => {
    const thread = await astrid.client.callOk(api.site.support.startThread, { body: question });
    const theirs = await bo.client.call(api.site.support.thread, { params: { threadId: thread.id } });
    expect(theirs.statusCode).toBe(404);
    const write = await bo.client.call(api.site.support.reply, {
      params: { threadId: thread.id },
      body: { message: 'Let me in' },
    });
    expect(write.statusCode).toBe(404);
    const list = (await bo.client.callOk(api.site.support.threads)).threads.map((t) => t.id);
    expect(list).not.toContain(thread.id);

    const inbox = await bo.client.call(api.site.support.inbox);
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json()).toMatchObject({ code: 'NOT_SUPPORT_STAFF' });
    const close = await astrid.client.call(api.site.support.close, { params: { threadId: thread.id } });
    expect(close.statusCode).toBe(403);
    expect(close.json()).toMatchObject({ code: 'NOT_SUPPORT_STAFF' });
    expect((await server.client().call(api.site.support.threads)).statusCode).toBe(401);
  });

  it('refuses blank, over-long and control-character text, and unknown categories', async () => {
    const send = (body: Record<string, unknown>) =>
      astrid.client.callUnchecked(api.site.support.startThread, { body });
    expect((await send({ ...question, message: '   ' })).statusCode).toBe(400);
    expect((await send({ ...question, message: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await send({ ...question, subject: 'Bell\u0007' })).statusCode).toBe(400);
    expect((await send({ ...question, message: 'NUL\u0000' })).statusCode).toBe(400);
    expect((await send({ ...question, category: 'LOTTERY' })).statusCode).toBe(400);
  });

  it('caps the threads a customer opens a day', async () => {
    const eager = await customer(server, 'Eager Writer');
    for (let i = 0; i < ABUSE_LIMITS.supportThread.perMember; i++) {
      await eager.client.callOk(api.site.support.startThread, { body: question });
    }
    const over = await eager.client.call(api.site.support.startThread, { body: question });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('brings each side’s message to the other side live through the event stream', async () => {
    const customerStream = await subscribe(astrid);
    const staffStream = await subscribe(siri);
    const thread = await astrid.client.callOk(api.site.support.startThread, { body: question });
    const atStaff = await staffStream.next((f) => f.event === EVENT_TYPES.supportUpdated);
    expect(dataOf(atStaff)).toMatchObject({
      topic: SUPPORT_INBOX_TOPIC,
      payload: { threadId: thread.id, side: 'CUSTOMER' },
    });

    await siri.client.callOk(api.site.support.reply, {
      params: { threadId: thread.id },
      body: { message: 'Answered live' },
    });
    const atCustomer = await customerStream.next(
      (f) =>
        f.event === EVENT_TYPES.supportUpdated &&
        dataOf<{ payload: { side: string } }>(f).payload.side === 'SUPPORT',
    );
    expect(dataOf(atCustomer)).toMatchObject({
      topic: userTopic(astrid.userId),
      payload: { threadId: thread.id },
    });
  });

  it('lets no one but support staff hear the inbox, and no one hear another’s user topic', async () => {
    const inbox = await openStream(base, { cookie: bo.client.cookieHeader, topics: [SUPPORT_INBOX_TOPIC] });
    expect(inbox.status).toBe(403);
    const another = await openStream(base, {
      cookie: bo.client.cookieHeader,
      topics: [userTopic(astrid.userId)],
    });
    expect(another.status).toBe(403);
  });
});
