import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, type ContentItemView } from '@havn/contract';
import {
  endpointUrl,
  type Member,
  member,
  startTestServer,
  startTwoServers,
  type TestServer,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { contents } from '../../db/schema/contents.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { feedCacheOf } from './feed-cache.ts';

type Feed = { threads: ContentItemView[]; postCount: number | null; nextCursor: string | null };

async function feedOf(reader: Member, instrumentId: number, query: { cursor?: string; limit?: number } = {}) {
  const response = await reader.client.call(api.community.content.feed, {
    query: { instrumentId, ...query },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Feed;
}

async function post(author: Member, instrumentId: number, message: string, poll = false) {
  const response = await author.client.call(api.community.content.create, {
    body: {
      type: poll ? 'POLL' : 'POST',
      message,
      ...(poll ? { options: ['Yes', 'No'] } : {}),
      attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ContentItemView;
}

// A feed page's shared part is kept per process under the feed's version: every write must be seen by
// the next read, whichever process served the write and whichever serves the read.
describe('the kept feed page', () => {
  let server: TestServer;
  let instrumentId: number;
  let author: Member;
  let reader: Member;
  beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    instrumentId = row!.id;
    author = await member(server, 'Cache Author');
    reader = await member(server, 'Cache Reader');
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows every kind of write on the next read: a post, a comment, a like, a vote, an edit, a delete', async () => {
    const first = await post(author, instrumentId, 'First thoughts');
    expect((await feedOf(reader, instrumentId)).threads.map((t) => t.message)).toEqual(['First thoughts']);

    const poll = await post(author, instrumentId, 'Up or down?', true);
    let feed = await feedOf(reader, instrumentId);
    expect(feed.postCount).toBe(2);
    expect(feed.threads.map((t) => t.message)).toEqual(['Up or down?', 'First thoughts']);

    await author.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'A comment', parentId: first.id },
    });
    feed = await feedOf(reader, instrumentId);
    expect(feed.threads[1]!.children.map((c) => c.message)).toEqual(['A comment']);

    await author.client.call(api.community.content.react, {
      body: { itemId: first.id, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    feed = await feedOf(reader, instrumentId);
    expect(feed.threads[1]!.reactions[0]).toMatchObject({ count: 1, selected: false });

    const yes = poll.poll!.options[0]!.id;
    await author.client.call(api.community.content.vote, {
      params: { contentId: poll.id },
      body: { optionId: yes },
    });
    feed = await feedOf(reader, instrumentId);
    expect(feed.threads[0]!.poll!.totalVotes).toBeNull(); // not voted: no results for the reader
    const voted = await reader.client.call(api.community.content.vote, {
      params: { contentId: poll.id },
      body: { optionId: yes },
    });
    expect(voted.statusCode).toBe(200);
    feed = await feedOf(reader, instrumentId);
    expect(feed.threads[0]!.poll).toMatchObject({ userVoted: true, totalVotes: 2 });

    await author.client.call(api.community.content.update, {
      params: { contentId: first.id },
      body: { message: 'Second thoughts' },
    });
    feed = await feedOf(reader, instrumentId);
    expect(feed.threads[1]!.message).toBe('Second thoughts');

    await author.client.call(api.community.content.remove, { params: { contentId: first.id } });
    feed = await feedOf(reader, instrumentId);
    // Deleted with a comment under it: a placeholder keeps its place, without its text.
    expect(feed.threads[1]).toMatchObject({ status: 'DELETED', message: null });
  });

  it('shows a post on the next read here before the announcement of its feed is heard', async () => {
    // A post on an instrument forgets its feed in this process itself (write-content.ts `forgetsHere`)
    // rather than waiting to hear the database announce it: held back here, as a slow LISTEN session
    // would hold it.
    const cache = (await feedCacheOf(server.ctx.db))!;
    const [, other] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(2);
    const feed = `instrument:${other!.id}`;
    const hear = cache.heard.bind(cache);
    const held: string[] = [];
    cache.heard = (payload: string) => {
      if (payload === feed) held.push(payload);
      else hear(payload);
    };
    try {
      await feedOf(reader, other!.id); // kept, at the feed's version before the post
      await post(author, other!.id, 'Heard here first');
      const after = await feedOf(reader, other!.id);
      expect(after.threads.map((t) => t.message)).toContain('Heard here first');
      // The announcement did come, and was held back.
      await expect.poll(() => held.includes(feed)).toBe(true);
    } finally {
      cache.heard = hear;
      for (const payload of held) hear(payload);
    }
  });

  it("shows the reader's own likes and votes, never another reader's, from the same kept page", async () => {
    const thread = await post(author, instrumentId, 'Like me');
    await feedOf(reader, instrumentId);
    await reader.client.call(api.community.content.react, {
      body: { itemId: thread.id, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    const mine = (await feedOf(reader, instrumentId)).threads.find((t) => t.id === thread.id)!;
    const theirs = (await feedOf(author, instrumentId)).threads.find((t) => t.id === thread.id)!;
    expect(mine.reactions[0]).toMatchObject({ count: 1, selected: true });
    expect(theirs.reactions[0]).toMatchObject({ count: 1, selected: false });
  });

  it('shows a change this process never saw (written by another process) on the next read', async () => {
    const thread = await post(author, instrumentId, 'Before');
    expect((await feedOf(reader, instrumentId)).threads[0]!.message).toBe('Before');
    // Straight into the database, as another server process (or a job) would write it: the reader's
    // next page after the database's announcement arrives (milliseconds) shows it.
    await server.ctx.db.update(contents).set({ message: 'After' }).where(eq(contents.id, thread.id));
    await expect
      .poll(async () => (await feedOf(reader, instrumentId)).threads[0]!.message, { timeout: 2000 })
      .toBe('After');
    await server.ctx.db.execute(sql`delete from reactions where item_id in (select id from contents)`);
    await expect
      .poll(
        async () => (await feedOf(reader, instrumentId)).threads.every((t) => t.reactions[0]!.count === 0),
        {
          timeout: 2000,
        },
      )
      .toBe(true);
  });

  it('keeps pages apart by cursor', async () => {
    const all = await feedOf(reader, instrumentId, { limit: 50 });
    const first = await feedOf(reader, instrumentId, { limit: 2 });
    const second = await feedOf(reader, instrumentId, { limit: 2, cursor: first.nextCursor! });
    expect([...first.threads, ...second.threads].map((t) => t.id)).toEqual(
      all.threads.slice(0, 4).map((t) => t.id),
    );
    expect(second.postCount).toBeNull();
  });
});

// The page is sent as kept JSON bytes, not through the contract's serializer: it must still be what the
// contract says, and a visitor (who never writes, so asks the database nothing once a page is kept)
// must see every write, an author's profile and a mute as the database has them.
describe('the kept feed page as JSON, for visitors and members', () => {
  let server: TestServer;
  let instrumentId: number;
  let author: Member;
  let reader: Member;
  const visitorFeed = async () => {
    const response = await server.client().call(api.community.content.feed, { query: { instrumentId } });
    expect(response.statusCode).toBe(200);
    return response.json() as Feed;
  };
  beforeAll(async () => {
    server = await startTestServer();
    const [, row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(2);
    instrumentId = row!.id;
    author = await member(server, 'Json Author');
    reader = await member(server, 'Json Reader');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers exactly what the contract schema gives, to a member and to a visitor', async () => {
    const thread = await post(author, instrumentId, 'Schema check');
    await post(author, instrumentId, 'Poll check', true);
    await reader.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'Reply', parentId: thread.id },
    });
    const schema = api.community.content.feed.success.body;
    for (const body of [
      await feedOf(reader, instrumentId),
      await visitorFeed(),
      await feedOf(reader, instrumentId),
    ]) {
      expect(body.threads).toHaveLength(2);
      expect(schema.parse(body)).toEqual(body);
    }
  });

  it('sends a page many readers share compressed once, the same JSON as uncompressed', async () => {
    const url = endpointUrl(api.community.content.feed, { query: { instrumentId } });
    const plain = await server.app.inject({ method: 'GET', url });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
    }
    const refused = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('shows a visitor a post and an edit made after the page was kept', async () => {
    const before = await visitorFeed();
    const thread = await post(author, instrumentId, 'Visitor sees me');
    await expect
      .poll(async () => (await visitorFeed()).postCount, { timeout: 2000 })
      .toBe(before.postCount! + 1);
    await author.client.call(api.community.content.update, {
      params: { contentId: thread.id },
      body: { message: 'Visitor sees my edit' },
    });
    await expect
      .poll(async () => (await visitorFeed()).threads[0]!.message, { timeout: 2000 })
      .toBe('Visitor sees my edit');
  });

  it('keeps a thread the same way: what the contract says, and every write on the next read', async () => {
    type Thread = { root: ContentItemView; totalChildCount: number };
    const schema = api.community.content.thread.success.body;
    const thread = await post(author, instrumentId, 'Thread root');
    const comment = (
      await reader.client.call(api.community.content.create, {
        body: { type: 'COMMENT', message: 'First comment', parentId: thread.id },
      })
    ).json() as ContentItemView;
    const read = async (who: Member | null, contentId = thread.id) => {
      const client = who ? who.client : server.client();
      const response = await client.call(api.community.content.thread, { params: { contentId } });
      expect(response.statusCode).toBe(200);
      const body = response.json() as Thread;
      expect(schema.parse(body)).toEqual(body);
      return body;
    };
    expect((await read(reader)).root.children.map((c) => c.message)).toEqual(['First comment']);
    expect((await read(null)).totalChildCount).toBe(1);
    // Around the comment: the same thread, the comment marked.
    const around = await read(reader, comment.id);
    expect(around.root.id).toBe(thread.id);
    expect(around.root.children[0]!.isMarked).toBe(true);
    expect((await read(reader)).root.children[0]!.isMarked).toBe(false);

    await author.client.call(api.community.content.create, {
      body: { type: 'REPLY', message: 'A reply', parentId: comment.id },
    });
    await reader.client.call(api.community.content.react, {
      body: { itemId: thread.id, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    const mine = await read(reader);
    expect(mine.root.children[0]!.children.map((r) => r.message)).toEqual(['A reply']);
    expect(mine.root.reactions[0]).toMatchObject({ count: 1, selected: true });
    expect((await read(author)).root.reactions[0]).toMatchObject({ count: 1, selected: false });
    await expect.poll(async () => (await read(null)).totalChildCount, { timeout: 2000 }).toBe(2);
  });

  it("shows the reader's mute to them only, and an author's deactivated profile to everyone", async () => {
    await feedOf(reader, instrumentId);
    await visitorFeed();
    const muted = await reader.client.call(api.community.profiles.mute, {
      params: { profileId: author.profileId },
    });
    expect(muted.statusCode).toBe(204);
    expect((await feedOf(reader, instrumentId)).threads[0]!.muted).toBe(true);
    expect((await visitorFeed()).threads[0]!.muted).toBe(false);

    await author.client.callOk(api.community.profiles.inactivate);
    await expect
      .poll(async () => (await visitorFeed()).threads[0]!.profile.status, { timeout: 2000 })
      .toBe('DEACTIVATED');
    expect((await feedOf(reader, instrumentId)).threads[0]!.profile.status).toBe('DEACTIVATED');
  });
});

// Two server processes on one PostgreSQL (PGlite is one process by nature: this runs in CI's pass).
describe.skipIf(!testDatabaseUrl())('the kept feed page across two servers', () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('a post and a like made on one server are on the next page read from the other', async () => {
    const [row] = await first.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    const author = await member(first, 'Two Server Author');
    const readerOnSecond = await member(second, 'Two Server Reader');
    // A member on the second reads from memory too: the first server's write reaches it with the
    // database's announcement (milliseconds).
    const onSecond = () => feedOf(readerOnSecond, row!.id);
    const thread = await post(author, row!.id, 'Written on the first');
    await expect
      .poll(async () => (await onSecond()).threads[0]?.message, { timeout: 2000 })
      .toBe('Written on the first');
    await author.client.call(api.community.content.react, {
      body: { itemId: thread.id, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    await expect
      .poll(async () => (await onSecond()).threads[0]!.reactions[0]!.count, { timeout: 2000 })
      .toBe(1);
    await post(author, row!.id, 'And another');
    await expect.poll(async () => (await onSecond()).postCount, { timeout: 2000 }).toBe(2);
    // A visitor on the second asks the database nothing once the page is kept: the announcement
    // from the first server's write makes it read again.
    const visitor = second.client();
    const visitorCount = async () =>
      ((await visitor.call(api.community.content.feed, { query: { instrumentId: row!.id } })).json() as Feed)
        .postCount;
    expect(await visitorCount()).toBe(2);
    await post(author, row!.id, 'A third');
    await expect.poll(visitorCount, { timeout: 2000 }).toBe(3);
  });
});
