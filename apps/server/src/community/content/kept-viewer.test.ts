import { api, type ContentItemView } from '@havn/contract';
import { type Member, member, startTestServer, startTwoServers, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { catchUpSessions } from '../../platform/sessions.ts';
import { MAX_KEPT_STATE_ROWS } from './read-model/viewer-state-repo.ts';

type Feed = { threads: ContentItemView[]; postCount: number | null };

async function feedOf(reader: Member, instrumentId: number): Promise<Feed> {
  const response = await reader.client.call(api.community.content.feed, {
    query: { instrumentId, limit: 50 },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Feed;
}

/** The reader's view of one thread on the feed's first page. */
async function threadOn(reader: Member, instrumentId: number, id: string): Promise<ContentItemView> {
  const thread = (await feedOf(reader, instrumentId)).threads.find((t) => t.id === id);
  if (!thread) throw new Error(`thread ${id} is not on the page`);
  return thread;
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

const like = (who: Member, itemId: string) =>
  who.client.callOk(api.community.content.react, {
    body: { itemId, itemType: 'COMMENT', reactionType: 'LIKE' },
  });
const unlike = (who: Member, itemId: string) =>
  who.client.call(api.community.content.unreact, {
    body: { itemId, itemType: 'COMMENT', reactionType: 'LIKE' },
  });

async function instrumentAt(server: TestServer, index: number): Promise<number> {
  const rows = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .limit(index + 1);
  return rows[index]!.id;
}

// A member's own follows, mutes, likes and votes are kept per process: every one of their writes, and
// every write of another member that shows on their page, must be on their next read.
describe("a member's page from their kept state", () => {
  let server: TestServer;
  const queries: string[] = [];
  let instrumentId: number;
  let author: Member;
  let reader: Member;
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (q) => queries.push(q) });
    instrumentId = await instrumentAt(server, 3);
    author = await member(server, 'Kept State Author');
    reader = await member(server, 'Kept State Reader');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks the database nothing for a page once their state and the page are kept', async () => {
    await post(author, instrumentId, 'Nothing asked');
    // The post forgot its feed here as it answered; the database's announcement of it comes back a
    // moment later and forgets it again. Hear it now, so it cannot land between the reads below.
    await catchUpSessions(server.ctx, { users: false });
    const first = await feedOf(reader, instrumentId);
    queries.length = 0;
    expect(await feedOf(reader, instrumentId)).toEqual(first);
    expect(queries).toEqual([]);
  });

  it('shows their like, vote, follow and mute on their next read, and each taken back', async () => {
    const thread = await post(author, instrumentId, 'Like, vote, follow, mute');
    const poll = await post(author, instrumentId, 'Which way?', true);
    expect((await threadOn(reader, instrumentId, thread.id)).reactions[0]).toMatchObject({ selected: false });

    await like(reader, thread.id);
    expect((await threadOn(reader, instrumentId, thread.id)).reactions[0]).toMatchObject({
      count: 1,
      selected: true,
    });
    expect((await unlike(reader, thread.id)).statusCode).toBe(204);
    expect((await threadOn(reader, instrumentId, thread.id)).reactions[0]).toMatchObject({
      count: 0,
      selected: false,
    });

    await reader.client.callOk(api.community.content.vote, {
      params: { contentId: poll.id },
      body: { optionId: poll.poll!.options[1]!.id },
    });
    expect((await threadOn(reader, instrumentId, poll.id)).poll).toMatchObject({
      userVoted: true,
      totalVotes: 1,
    });

    await reader.client.call(api.community.profiles.follow, { params: { profileId: author.profileId } });
    expect((await threadOn(reader, instrumentId, thread.id)).profile.relationship).toMatchObject({
      following: true,
    });
    // The other side of the follow: the author's page shows who follows them.
    expect((await threadOn(author, instrumentId, thread.id)).profile.relationship).toMatchObject({
      followedBy: false,
    });
    const readersPost = await post(reader, instrumentId, 'By the reader');
    expect((await threadOn(author, instrumentId, readersPost.id)).profile.relationship).toMatchObject({
      followedBy: true,
    });
    await reader.client.call(api.community.profiles.unfollow, { params: { profileId: author.profileId } });
    expect((await threadOn(reader, instrumentId, thread.id)).profile.relationship.following).toBe(false);
    expect((await threadOn(author, instrumentId, readersPost.id)).profile.relationship.followedBy).toBe(
      false,
    );

    await reader.client.call(api.community.profiles.mute, { params: { profileId: author.profileId } });
    expect((await threadOn(reader, instrumentId, thread.id)).muted).toBe(true);
    await reader.client.call(api.community.profiles.unmute, { params: { profileId: author.profileId } });
    expect((await threadOn(reader, instrumentId, thread.id)).muted).toBe(false);
  });

  it("shows another member's post and like on the next read", async () => {
    const thread = await post(author, instrumentId, 'Another member writes');
    expect((await feedOf(reader, instrumentId)).threads[0]!.id).toBe(thread.id);
    await like(author, thread.id);
    expect((await threadOn(reader, instrumentId, thread.id)).reactions[0]).toMatchObject({
      count: 1,
      selected: false,
    });
    // Their own post too, on their next read in this process (the write catches up on the feed).
    const own = await post(reader, instrumentId, 'My own');
    expect((await feedOf(reader, instrumentId)).threads[0]!.id).toBe(own.id);
  });

  it('shows the state of a member with too much of it to keep, asked per page', async () => {
    const heavy = await member(server, 'Kept State Heavy');
    const many = MAX_KEPT_STATE_ROWS + 1;
    // More likes than a process keeps: items on another instrument, liked straight in the database.
    const elsewhere = await instrumentAt(server, 4);
    await server.ctx.db.execute(sql`
      with items as (
        insert into contents (type, profile_id, message, instrument_id, url_safe, created_at, posted_at, updated_at)
        select 'POST', ${author.profileId}::uuid, 'Bulk ' || g, ${elsewhere}, 'kept-state-bulk-' || g, now(), now(), now()
        from generate_series(1, ${many}) as g
        returning id
      )
      insert into reactions (item_id, profile_id, reaction_type, created_at)
      select id, ${heavy.profileId}::uuid, 'LIKE', now() from items`);
    const thread = await post(author, instrumentId, 'Liked by a heavy member');
    expect((await threadOn(heavy, instrumentId, thread.id)).reactions[0]).toMatchObject({ selected: false });
    await like(heavy, thread.id);
    expect((await threadOn(heavy, instrumentId, thread.id)).reactions[0]).toMatchObject({ selected: true });
    expect((await unlike(heavy, thread.id)).statusCode).toBe(204);
    expect((await threadOn(heavy, instrumentId, thread.id)).reactions[0]).toMatchObject({ selected: false });
  });

  it('keeps a thread the same way: their like on their next read of it', async () => {
    const thread = await post(author, instrumentId, 'A thread to like');
    const read = async () =>
      (await reader.client.callOk(api.community.content.thread, { params: { contentId: thread.id } })).root
        .reactions[0];
    expect(await read()).toMatchObject({ selected: false });
    await like(reader, thread.id);
    expect(await read()).toMatchObject({ count: 1, selected: true });
  });
});

// Two server processes on one PostgreSQL: a member's write through one shows on their page read from
// the other once the database's announcement arrives (milliseconds).
describe.skipIf(!testDatabaseUrl())("a member's kept state across two servers", () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('their like, vote, follow and mute through one server show on the other', async () => {
    const instrumentId = await instrumentAt(first, 2);
    const author = await member(first, 'Two Kept Author');
    const onFirst = await member(first, 'Two Kept Reader');
    // The same session, read through the second server.
    const onSecond: Member = { ...onFirst, client: second.client() };
    for (const [name, value] of onFirst.client.cookies) onSecond.client.cookies.set(name, value);
    const thread = await post(author, instrumentId, 'Across servers');
    const poll = await post(author, instrumentId, 'Across servers, a poll', true);
    const seen = (id: string) => () => threadOn(onSecond, instrumentId, id);
    expect((await seen(thread.id)()).reactions[0]).toMatchObject({ selected: false });

    await like(onFirst, thread.id);
    await expect
      .poll(async () => (await seen(thread.id)()).reactions[0], { timeout: 2000 })
      .toMatchObject({
        count: 1,
        selected: true,
      });
    await onFirst.client.callOk(api.community.content.vote, {
      params: { contentId: poll.id },
      body: { optionId: poll.poll!.options[0]!.id },
    });
    await expect.poll(async () => (await seen(poll.id)()).poll?.userVoted, { timeout: 2000 }).toBe(true);
    await onFirst.client.call(api.community.profiles.follow, { params: { profileId: author.profileId } });
    await expect
      .poll(async () => (await seen(thread.id)()).profile.relationship.following, { timeout: 2000 })
      .toBe(true);
    await onFirst.client.call(api.community.profiles.mute, { params: { profileId: author.profileId } });
    await expect.poll(async () => (await seen(thread.id)()).muted, { timeout: 2000 }).toBe(true);

    // Another member's post and like through the first server.
    const later = await post(author, instrumentId, 'Posted on the first');
    await like(author, later.id);
    await expect.poll(async () => (await seen(later.id)()).reactions[0]?.count, { timeout: 2000 }).toBe(1);
  });
});
