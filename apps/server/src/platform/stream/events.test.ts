import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { api, type ContentEventType, userTopic } from '@havn/contract';
import {
  customer,
  dataOf,
  endpointUrl,
  eventually,
  listen,
  member,
  openStream,
  postPayload,
  pricePayload,
  publishLogged,
  type SseReader,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { latestEventId } from './events-repo.ts';
import {
  type CommunityEventInput,
  contentTopic,
  EVENT_TYPES,
  groupTopic,
  instrumentTopic,
  profileTopic,
  publishEvent,
  publishEvents,
} from './publish.ts';

let server: TestServer;
let base: string;
const open: SseReader[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { stream: { maxConnectionsPerMember: 2, heartbeatMs: 200 } } });
  base = await listen(server);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.close()));
});
afterAll(async () => {
  await server.close();
});

async function subscribe(options: Parameters<typeof openStream>[1] = {}): Promise<SseReader> {
  const opened = await openStream(base, options);
  expect(opened.status, opened.body).toBe(200);
  open.push(opened.reader!);
  await opened.reader!.next((f) => f.event === 'ready');
  return opened.reader!;
}

/** Publishes a content event (a new post by default); `publishOne` takes any event. */
function publish(
  topic: string,
  payload = postPayload(),
  type: ContentEventType = EVENT_TYPES.contentCreated,
  at: Date = server.ctx.clock.now(),
): Promise<number> {
  return publishOne({ topic, type, payload }, at);
}

/** Publishes one event in a transaction of its own; its id in the log once sequenced. */
async function publishOne(event: CommunityEventInput, at: Date = server.ctx.clock.now()): Promise<number> {
  const [id] = await publishLogged(server, [event], at);
  return id!;
}

describe('a subscriber', () => {
  it('opens a text/event-stream with retry first and ready with its topics', async () => {
    const opened = await openStream(base, { topics: [instrumentTopic(1001), groupTopic(randomUUID())] });
    expect(opened.status).toBe(200);
    open.push(opened.reader!);
    const headers = opened.response.headers;
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toContain('no-transform');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const reader = opened.reader!;
    expect(await reader.next(() => true)).toEqual({ retry: '3000' });
    const ready = await reader.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.id)).toBe(await latestEventId(server.ctx.db));
    expect(dataOf(ready)).toEqual({ topics: [instrumentTopic(1001), expect.stringMatching(/^group:/)] });
  });

  it('answers HEAD with the head only', async () => {
    const response = await fetch(
      `${base}${endpointUrl(api.platform.events, { query: { topics: instrumentTopic(1001) } })}`,
      {
        method: 'HEAD',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  });

  it('receives events published after it connected, in increasing id order', async () => {
    const topic = instrumentTopic(1001);
    const reader = await subscribe({ topics: [topic] });
    const contentId = randomUUID();
    const first = await publish(topic, postPayload(contentId));
    const second = await publish(topic, postPayload(contentId), EVENT_TYPES.contentUpdated);
    expect(second).toBeGreaterThan(first);

    const a = await reader.nextEvent();
    const b = await reader.nextEvent();
    expect(a).toMatchObject({ id: String(first), event: 'content.created' });
    expect(dataOf(a)).toEqual({
      id: first,
      topic,
      type: 'content.created',
      payload: { contentId, contentType: 'POST', rootId: contentId, parentId: null },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(b).toMatchObject({ id: String(second), event: 'content.updated' });
  });

  it('hears only its own topics', async () => {
    const mine = contentTopic(randomUUID());
    const reader = await subscribe({ topics: [mine] });
    await publish(contentTopic(randomUUID()));
    await publish(instrumentTopic(1002));
    const minePayload = postPayload();
    const wanted = await publish(mine, minePayload);
    const got = await reader.nextEvent();
    expect(got.id).toBe(String(wanted));
    expect(dataOf(got)).toMatchObject({ topic: mine, payload: minePayload });
  });

  it('hears nothing of a write that rolled back', async () => {
    const topic = instrumentTopic(1003);
    const reader = await subscribe({ topics: [topic] });
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await publishEvent(tx, { topic, type: EVENT_TYPES.pollVoted, payload: postPayload() }, new Date());
        throw new Error('the write failed after publishing');
      }),
    ).rejects.toThrow('the write failed');
    const committedPayload = postPayload();
    const committed = await publish(topic, committedPayload);
    const got = await reader.nextEvent();
    expect(got.id).toBe(String(committed));
    expect(dataOf(got)).toMatchObject({ payload: committedPayload });
    const rows = await server.ctx.db.select().from(communityEvents).where(eq(communityEvents.topic, topic));
    expect(rows.map((r) => r.payload)).toEqual([committedPayload]);
  });

  it('gets a heartbeat comment while nothing happens', async () => {
    const reader = await subscribe({ topics: [instrumentTopic(1004)] });
    expect(await reader.next((f) => f.comment === 'ping', 2000)).toEqual({ comment: 'ping' });
  });

  it('gets several events of one write in the order they were given', async () => {
    const thread = contentTopic(randomUUID());
    const reader = await subscribe({ topics: [thread] });
    const ids = await publishLogged(server, [
      { topic: thread, type: EVENT_TYPES.contentCreated, payload: postPayload() },
      { topic: thread, type: EVENT_TYPES.reactionChanged, payload: postPayload() },
    ]);
    expect(ids[1]).toBe(ids[0]! + 1);
    expect((await reader.nextEvent()).event).toBe('content.created');
    expect((await reader.nextEvent()).event).toBe('reaction.changed');
  });
});

describe('resuming', () => {
  it('replays the missed events of its topics after Last-Event-ID, then goes live', async () => {
    const topic = instrumentTopic(2001);
    const seen = await publish(topic, postPayload());
    const missed1 = await publish(topic, postPayload());
    await publish(instrumentTopic(2002), postPayload());
    const missed2 = await publish(topic, postPayload());

    const opened = await openStream(base, { topics: [topic], lastEventId: seen });
    open.push(opened.reader!);
    const reader = opened.reader!;
    expect((await reader.next()).id).toBe(String(missed1));
    expect((await reader.next()).id).toBe(String(missed2));
    const ready = await reader.next();
    expect(ready.event).toBe('ready');
    expect(Number(ready.id)).toBeGreaterThanOrEqual(missed2);
    const live = await publish(topic, postPayload());
    expect((await reader.nextEvent()).id).toBe(String(live));
  });

  it('takes the position from the lastEventId query parameter when there is no header', async () => {
    const topic = instrumentTopic(2003);
    const seen = await publish(topic, postPayload());
    const missed = await publish(topic, postPayload());
    const opened = await openStream(base, { topics: [topic], query: `lastEventId=${seen}` });
    open.push(opened.reader!);
    expect((await opened.reader!.next()).id).toBe(String(missed));
  });

  it('sends one resync instead of a replay when the first missed event is older than a day', async () => {
    const topic = instrumentTopic(2004);
    const position = await latestEventId(server.ctx.db);
    const dayAndAHourAgo = new Date(server.ctx.clock.now().getTime() - 25 * 60 * 60 * 1000);
    await publish(topic, postPayload(), EVENT_TYPES.contentCreated, dayAndAHourAgo);
    const recent = await publish(topic, postPayload());

    const opened = await openStream(base, { topics: [topic], lastEventId: position });
    open.push(opened.reader!);
    const resync = await opened.reader!.next();
    expect(resync).toMatchObject({ event: 'resync', id: String(recent) });
    expect(dataOf(resync)).toEqual({ reason: 'GAP_TOO_OLD' });
    expect((await opened.reader!.next()).event).toBe('ready');
  });

  it('sends one resync when more than 1000 events were missed', async () => {
    const topic = instrumentTopic(2005);
    const position = await latestEventId(server.ctx.db);
    const many = Array.from({ length: 1001 }, (_, n) => ({
      topic,
      type: EVENT_TYPES.priceUpdated,
      payload: pricePayload(2005, String(n)),
    }));
    const ids = await publishLogged(server, many);
    expect(ids).toHaveLength(1001);

    const opened = await openStream(base, { topics: [topic], lastEventId: position });
    open.push(opened.reader!);
    const resync = await opened.reader!.next();
    expect(resync).toMatchObject({ event: 'resync', id: String(ids.at(-1)) });
    expect(dataOf(resync)).toEqual({ reason: 'TOO_MANY_EVENTS' });

    // Exactly 1000 is still a replay.
    const replay = await openStream(base, { topics: [topic], lastEventId: ids[0]! });
    open.push(replay.reader!);
    expect((await replay.reader!.next()).id).toBe(String(ids[1]));
  });

  it('sends one resync for an id this log never gave out', async () => {
    const opened = await openStream(base, { topics: [instrumentTopic(2006)], lastEventId: 999_999_999 });
    open.push(opened.reader!);
    const resync = await opened.reader!.next();
    expect(resync.event).toBe('resync');
    expect(dataOf(resync)).toEqual({ reason: 'UNKNOWN_EVENT_ID' });
  });
});

describe('who may hear what', () => {
  it('adds a member their own profile topic and nobody else hears it', async () => {
    const astrid = await member(server, 'astrid', { join: 'database' });
    const bo = await member(server, 'bo', { join: 'database' });
    const reader = await subscribe({ cookie: astrid.client.cookieHeader });
    // Their user topic too (support's answers reach a customer with or without a profile).
    expect(dataOf(reader.frames.find((f) => f.event === 'ready')!)).toEqual({
      topics: [profileTopic(astrid.profileId), userTopic(astrid.userId)],
    });
    await publishOne({
      topic: profileTopic(bo.profileId),
      type: EVENT_TYPES.followCreated,
      payload: { followerId: astrid.profileId, followeeId: bo.profileId },
    });
    const mine = await publishOne({
      topic: profileTopic(astrid.profileId),
      type: EVENT_TYPES.followCreated,
      payload: { followerId: bo.profileId, followeeId: astrid.profileId },
    });
    const got = await reader.nextEvent();
    expect(got).toMatchObject({ id: String(mine), event: 'follow.created' });
  });

  it('refuses another member’s profile topic with 403', async () => {
    const astrid = await member(server, 'astrid', { join: 'database' });
    const bo = await member(server, 'bo', { join: 'database' });
    const asMember = await openStream(base, {
      cookie: astrid.client.cookieHeader,
      topics: [profileTopic(bo.profileId)],
    });
    expect(asMember.status).toBe(403);
    expect(JSON.parse(asMember.body)).toMatchObject({ code: 'FORBIDDEN' });
    // Naming one's own is fine (and not doubled).
    const own = await subscribe({
      cookie: astrid.client.cookieHeader,
      topics: [profileTopic(astrid.profileId)],
    });
    expect(dataOf(own.frames.find((f) => f.event === 'ready')!)).toEqual({
      topics: [profileTopic(astrid.profileId), userTopic(astrid.userId)],
    });
  });

  it('lets a logged-out visitor follow public topics but no profile topic', async () => {
    const groupId = randomUUID();
    const topic = groupTopic(groupId);
    const reader = await subscribe({ topics: [topic] });
    const id = await publishOne({ topic, type: EVENT_TYPES.groupUpdated, payload: { groupId } });
    expect((await reader.nextEvent()).id).toBe(String(id));

    const refused = await openStream(base, { topics: [topic, profileTopic(randomUUID())] });
    expect(refused.status).toBe(403);
    expect(refused.response.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('gives a customer without a profile the topics they name and their own user topic', async () => {
    const ola = await customer(server, 'ola', { country: 'no' });
    const reader = await subscribe({ cookie: ola.client.cookieHeader, topics: [instrumentTopic(1001)] });
    expect(dataOf(reader.frames.find((f) => f.event === 'ready')!)).toEqual({
      topics: [instrumentTopic(1001), userTopic(ola.userId)],
    });
  });

  it('answers malformed or too many topics with 400', async () => {
    const bad = await openStream(base, { topics: ['instrument:abc'] });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const tooMany = await openStream(base, {
      topics: Array.from({ length: 51 }, (_, n) => instrumentTopic(1000 + n)),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('limits', () => {
  it('caps a member’s open streams with 429 STREAM_LIMIT and frees the slot when one closes', async () => {
    const astrid = await member(server, 'astrid', { join: 'database' });
    const first = await subscribe({ cookie: astrid.client.cookieHeader });
    await subscribe({ cookie: astrid.client.cookieHeader });
    const third = await openStream(base, { cookie: astrid.client.cookieHeader });
    expect(third.status).toBe(429);
    expect(third.response.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(third.body)).toMatchObject({ status: 429, code: 'STREAM_LIMIT' });
    // Another member is not affected.
    const bo = await member(server, 'bo', { join: 'database' });
    await subscribe({ cookie: bo.client.cookieHeader });

    await first.close();
    open.splice(open.indexOf(first), 1);
    await eventually(async () => {
      const again = await openStream(base, { cookie: astrid.client.cookieHeader });
      if (again.reader) open.push(again.reader);
      expect(again.status).toBe(200);
    });
  });

  it('caps logged-out visitors per IP at four times the member cap', async () => {
    // Streams of earlier tests close a moment after their client lets go.
    await eventually(async () => {
      const probe = await subscribe({ topics: [instrumentTopic(1001)] });
      for (let n = 1; n < 8; n += 1) await subscribe({ topics: [instrumentTopic(1001)] });
      const ninth = await openStream(base, { topics: [instrumentTopic(1001)] });
      if (ninth.status !== 429) {
        await Promise.all(open.splice(0).map((r) => r.close()));
        if (ninth.reader) await ninth.reader.close();
      }
      expect(ninth.status).toBe(429);
      expect(JSON.parse(ninth.body)).toMatchObject({ code: 'STREAM_LIMIT' });
      expect(probe).toBeDefined();
    });
  });

  it('drops a reader that stops reading instead of buffering for it, and keeps a fast one', async () => {
    const topic = instrumentTopic(3001);
    const fast = await subscribe({ topics: [topic] });
    const { port } = new URL(base);
    const slow = connect({ host: '127.0.0.1', port: Number(port) });
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write(
      `GET ${endpointUrl(api.platform.events, { query: { topics: topic } })} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    let received = '';
    let closed = false;
    slow.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    slow.on('close', () => {
      closed = true;
    });
    await eventually(async () => expect(received).toContain('event: ready'));
    slow.pause(); // stops reading: the kernel's buffers fill, then the server's

    // ~10 MB in bursts of 320 kB, each read by the fast reader before the next: more than the kernel
    // buffers on both ends plus the 1 MiB allowance piles up for the slow one.
    // The contract types a payload's fields, not their size: a 16 kB `last` makes each event big.
    const payload = pricePayload(3001, '1'.repeat(16 * 1024));
    const total = 640;
    for (let n = 0; n < total; n += 20) {
      const batch = Array.from({ length: 20 }, () => ({ topic, type: EVENT_TYPES.priceUpdated, payload }));
      await server.ctx.db.transaction((tx) => publishEvents(tx, batch, server.ctx.clock.now()));
      for (let k = 0; k < 20; k += 1) await fast.nextEvent();
    }
    slow.resume();
    await eventually(async () => expect(closed).toBe(true), 10_000);
    const delivered = received.split('event: price.updated').length - 1;
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(total);
  });
});

describe('shutdown', () => {
  it('ends open streams so the server can close', async () => {
    const other = await startTestServer();
    const otherBase = await listen(other);
    const opened = await openStream(otherBase, { topics: [instrumentTopic(1001)] });
    await opened.reader!.next((f) => f.event === 'ready');
    await other.close();
    await opened.reader!.waitForEnd();
    expect(opened.reader!.ended).toBe(true);
  });
});

describe('publishEvent', () => {
  it('refuses a malformed topic or an unknown type', async () => {
    await expect(publish('instrument:abc')).rejects.toThrow('not a topic');
    await expect(
      publish(instrumentTopic(1), postPayload(), 'content.exploded' as ContentEventType),
    ).rejects.toThrow('unknown event type');
  });
});
