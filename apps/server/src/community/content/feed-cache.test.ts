import { api, type ContentItemView } from '@havn/contract';
import { type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { contents } from '../../db/schema/contents.ts';
import { instruments } from '../../db/schema/instruments.ts';

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
    // Straight into the database, as another server process (or a job) would write it.
    await server.ctx.db.update(contents).set({ message: 'After' }).where(eq(contents.id, thread.id));
    expect((await feedOf(reader, instrumentId)).threads[0]!.message).toBe('After');
    await server.ctx.db.execute(sql`delete from reactions where item_id in (select id from contents)`);
    const feed = await feedOf(reader, instrumentId);
    expect(feed.threads.every((t) => t.reactions[0]!.count === 0)).toBe(true);
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

// Two server processes on one PostgreSQL (PGlite is one process by nature: this runs in CI's pass).
describe.skipIf(!testDatabaseUrl())('the kept feed page across two servers', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ config: { databaseUrl: first.ctx.config.databaseUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a post and a like made on one server are on the next page read from the other', async () => {
    const [row] = await first.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    const author = await member(first, 'Two Server Author');
    const readerOnSecond = await member(second, 'Two Server Reader');
    const thread = await post(author, row!.id, 'Written on the first');
    expect((await feedOf(readerOnSecond, row!.id)).threads[0]!.message).toBe('Written on the first');
    await author.client.call(api.community.content.react, {
      body: { itemId: thread.id, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    expect((await feedOf(readerOnSecond, row!.id)).threads[0]!.reactions[0]!.count).toBe(1);
    await post(author, row!.id, 'And another');
    expect((await feedOf(readerOnSecond, row!.id)).postCount).toBe(2);
  });
});
