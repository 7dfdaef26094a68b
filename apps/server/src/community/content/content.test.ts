import { api, type Endpoint } from '@havn/contract';
import { DELETED_PROFILE_ID, FEED_PAGE_SIZE } from '@havn/domain';
import {
  createGroup,
  customer,
  type Member,
  member,
  settleEventLog,
  startTestServer,
  type TestClient,
  type TestServer,
  type UncheckedCallInput,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { contents } from '../../db/schema/contents.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { USER_CHANGED_CHANNEL } from '../../platform/session-cache.ts';
import { latestEventId } from '../../platform/stream/events-repo.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let instrumentId: number;
let otherInstrumentId: number;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer({ clock });
  const rows = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .orderBy(instruments.id)
    .limit(2);
  instrumentId = rows[0]!.id;
  otherInstrumentId = rows[1]!.id;
  alice = await member(server, 'Alice Invest');
  bob = await member(server, 'Bob Value');
});
afterAll(async () => {
  await server.close();
});

const post = (client: TestClient, message: string, id = instrumentId) =>
  client.call(api.community.content.create, {
    body: {
      type: 'POST',
      message,
      attributes: [{ type: 'INSTRUMENT_ID', value: String(id) }],
    },
  });
const comment = (client: TestClient, parentId: string, message: string, parentContentType?: 'TRADE') =>
  client.call(api.community.content.create, {
    body: {
      type: 'COMMENT',
      message,
      parentId,
      ...(parentContentType ? { parentContentType } : {}),
    },
  });
const reply = (client: TestClient, parentId: string, message: string) =>
  client.call(api.community.content.create, { body: { type: 'REPLY', message, parentId } });
/** A feed page; `query` as a URL writes it, unchecked so the tests can send what the contract refuses. */
const feed = (client: TestClient, query: string) =>
  client.callUnchecked(api.community.content.feed, { query: Object.fromEntries(new URLSearchParams(query)) });

interface Item {
  id: string;
  type: string;
  message: string | null;
  status: string;
  profile: { id: string; username: string };
  reactions: { type: string; count: number; selected: boolean }[];
  childCount: number;
  totalChildCount: number;
  isMarked: boolean;
  isPinned: boolean;
  muted: boolean;
  canInteract: boolean;
  attributes: { type: string; value: string }[];
  poll: null | {
    options: { id: string; votes: number | null; percent: number | null; selected: boolean }[];
    userVoted: boolean;
    totalVotes: number | null;
    ended: boolean;
  };
  children: Item[];
}

describe('posts, comments and replies', () => {
  it('publishes a post about an instrument that everyone can read in its feed', async () => {
    const created = await post(alice.client, '  Volvo looks cheap after the report.  ');
    expect(created.statusCode).toBe(201);
    const item = created.json() as Item;
    expect(item).toMatchObject({
      type: 'POST',
      message: 'Volvo looks cheap after the report.',
      status: 'LIVE',
    });
    expect(item.profile).toMatchObject({ id: alice.profileId, username: 'Alice Invest' });
    expect(item.attributes).toEqual(
      expect.arrayContaining([
        { type: 'INSTRUMENT_ID', value: String(instrumentId) },
        expect.objectContaining({ type: 'URL_SAFE' }),
      ]),
    );

    const visitor = server.client();
    const page = (await feed(visitor, `instrumentId=${instrumentId}`)).json() as { threads: Item[] };
    expect(page.threads.map((t) => t.id)).toContain(item.id);
  });

  it('threads comments under posts and replies under comments, keeping the counts', async () => {
    const root = (await post(alice.client, 'What do you think of the dividend?')).json() as Item;
    const c1 = (await comment(bob.client, root.id, 'Generous but safe.')).json() as Item;
    expect(c1.type).toBe('COMMENT');
    const r1 = await reply(alice.client, c1.id, 'Agreed.');
    expect(r1.statusCode).toBe(201);

    const thread = (
      await server.client().call(api.community.content.thread, { params: { contentId: r1.json().id } })
    ).json() as {
      root: Item;
      totalChildCount: number;
    };
    expect(thread.totalChildCount).toBe(2);
    expect(thread.root.childCount).toBe(1);
    expect(thread.root.children[0]).toMatchObject({ id: c1.id, childCount: 1 });
    expect(thread.root.children[0]!.children[0]).toMatchObject({ type: 'REPLY', isMarked: true });
  });

  it('refuses a reply to anything but a comment, and a comment on a comment', async () => {
    const root = (await post(alice.client, 'Replies go on comments')).json() as Item;
    const badReply = await reply(bob.client, root.id, 'hi');
    expect(badReply.statusCode).toBe(422);
    expect(badReply.json()).toMatchObject({ code: 'REPLY_PARENT_NOT_COMMENT' });
    const c = (await comment(bob.client, root.id, 'a comment')).json() as Item;
    const nested = await comment(alice.client, c.id, 'comment on a comment');
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toMatchObject({ code: 'COMMENT_PARENT_INVALID' });
    const missing = await comment(alice.client, '00000000-0000-4000-8000-000000000000', 'to nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PARENT_NOT_FOUND' });
  });

  it('answers a post or poll about an instrument that does not exist with 404 and writes nothing', async () => {
    await settleEventLog(server);
    const before = await server.ctx.db.select({ id: contents.id }).from(contents);
    const eventsBefore = await latestEventId(server.ctx.db);
    for (const id of [2_000_000_000, 3_000_000_000, 0]) {
      const missing = await post(alice.client, 'about nothing', id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'No such instrument.' });
    }
    const poll = await alice.client.call(api.community.content.create, {
      body: {
        type: 'POLL',
        message: 'Up or down?',
        options: ['Up', 'Down'],
        endDate: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        attributes: [{ type: 'INSTRUMENT_ID', value: '2000000000' }],
      },
    });
    expect(poll.statusCode).toBe(404);
    expect(poll.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await server.ctx.db.select({ id: contents.id }).from(contents)).toHaveLength(before.length);
    await settleEventLog(server);
    expect(await latestEventId(server.ctx.db)).toBe(eventsBefore);
  });

  it('checks the text: blank, over 5000, control characters', async () => {
    expect((await post(alice.client, '   ')).json()).toMatchObject({ code: 'TEXT_EMPTY' });
    const long = await post(alice.client, 'x'.repeat(5001));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'TEXT_TOO_LONG', detail: 'Maximum 5000 characters' });
    expect((await post(alice.client, 'x'.repeat(5000))).statusCode).toBe(201);
    expect((await post(alice.client, 'bell\u0007')).json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    const reordered = await post(alice.client, 'Buy \u202eKCOTS\u202c now');
    expect(reordered.statusCode).toBe(422);
    expect(reordered.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    const noContext = await alice.client.call(api.community.content.create, {
      body: { type: 'POST', message: 'where?' },
    });
    expect(noContext.statusCode).toBe(400);
    const unknown = await alice.client.callUnchecked(api.community.content.create, {
      body: {
        type: 'POST',
        message: 'x',
        isPinned: true,
      },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('a new item and what processes keep', () => {
  it('changes nothing kept per user, so its answer need not wait for the announcements', async () => {
    // Heard on the channel every kept session, profile and money view is forgotten by.
    const heard: string[] = [];
    const stop = await server.ctx.database.listen(
      USER_CHANGED_CHANNEL,
      (p) => heard.push(p),
      () => {},
    );
    try {
      const group = await createGroup(alice.client, 'Kept state circle');
      await settleAnnouncements(heard, 'group made');
      heard.length = 0;
      const root = (await post(alice.client, 'Nothing kept changes')).json() as Item;
      const answer = (await comment(bob.client, root.id, 'a comment')).json() as Item;
      await reply(alice.client, answer.id, 'a reply');
      const inGroup = await alice.client.call(api.community.content.create, {
        body: { type: 'POST', message: 'in the circle', attributes: [{ type: 'GROUP_ID', value: group.id }] },
      });
      expect(inGroup.statusCode).toBe(201);
      const poll = await alice.client.call(api.community.content.create, {
        body: {
          type: 'POLL',
          message: 'Up or down?',
          options: ['Up', 'Down'],
          endDate: new Date(clock.now().getTime() + 86_400_000).toISOString(),
          attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
        },
      });
      expect(poll.statusCode).toBe(201);
      await settleAnnouncements(heard, 'items written');
      expect(heard.filter((p) => !p.startsWith('test:'))).toEqual([]);
    } finally {
      await stop();
    }
  });
});

/** Waits until a mark sent now is heard: everything committed before it has been heard too. */
async function settleAnnouncements(heard: string[], mark: string): Promise<void> {
  await server.ctx.db.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${`test:${mark}`})`);
  await vi.waitFor(() => expect(heard).toContain(`test:${mark}`));
}

describe('publishing once per Idempotency-Key', () => {
  it('answers a repeated Publish with the first post and writes one', async () => {
    await alice.login();
    const body = {
      type: 'POST' as const,
      message: 'Double-clicked Publish',
      attributes: [{ type: 'INSTRUMENT_ID' as const, value: String(otherInstrumentId) }],
    };
    const headers = { 'Idempotency-Key': 'post-once-1' };
    const [first, second] = await Promise.all([
      alice.client.call(api.community.content.create, { body, headers }),
      alice.client.call(api.community.content.create, { body, headers }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // Together, one writes and the other is told the first is still running, or replays it.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const again = await alice.client.call(api.community.content.create, { body, headers });
    expect(again.statusCode).toBe(201);
    const firstId = (first.statusCode === 201 ? first : second).json().id as string;
    expect(again.json().id).toBe(firstId);
    const page = (await feed(alice.client, `instrumentId=${otherInstrumentId}&limit=50`)).json() as {
      threads: Item[];
    };
    expect(page.threads.filter((t) => t.message === 'Double-clicked Publish')).toHaveLength(1);

    const other = await alice.client.call(api.community.content.create, {
      body: { ...body, message: 'Another text, same key' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const blank = await alice.client.call(api.community.content.create, {
      body,
      headers: { 'Idempotency-Key': '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });
});

describe('editing and deleting', () => {
  it('lets the author edit within 60 minutes, trimmed, and never after', async () => {
    const item = (await post(alice.client, 'first draft')).json() as Item;
    const edited = await alice.client.call(api.community.content.update, {
      params: { contentId: item.id },
      body: { message: '  second draft  ' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'second draft', status: 'EDITED' });

    const notMine = await bob.client.call(api.community.content.update, {
      params: { contentId: item.id },
      body: { message: 'hijack' },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'NOT_AUTHOR' });

    clock.advance(61 * 60 * 1000);
    await alice.login(); // the session went idle while the clock moved
    const late = await alice.client.call(api.community.content.update, {
      params: { contentId: item.id },
      body: { message: 'too late' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'EDIT_WINDOW_CLOSED',
      detail: 'Unable to edit posts after 60 minutes.',
    });
  });

  it('deletes into a placeholder that keeps its place and cannot be reacted to', async () => {
    await alice.login();
    await bob.login();
    const item = (await post(alice.client, 'soon gone')).json() as Item;
    await comment(bob.client, item.id, 'a reply that stays');
    expect(
      (await bob.client.call(api.community.content.remove, { params: { contentId: item.id } })).json(),
    ).toMatchObject({
      code: 'NOT_AUTHOR',
    });
    expect(
      (await alice.client.call(api.community.content.remove, { params: { contentId: item.id } })).statusCode,
    ).toBe(204);
    expect(
      (await alice.client.call(api.community.content.remove, { params: { contentId: item.id } })).statusCode,
    ).toBe(204);

    const thread = (
      await server.client().call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(thread.root).toMatchObject({ status: 'DELETED', message: null, canInteract: false });
    expect(thread.root.children).toHaveLength(1);
    const like = await bob.client.call(api.community.content.react, {
      body: {
        itemId: item.id,
        itemType: 'COMMENT',
        reactionType: 'LIKE',
      },
    });
    expect(like.statusCode).toBe(422);
    expect(like.json()).toMatchObject({
      code: 'CONTENT_DELETED',
      detail: 'Deleted content cannot be reacted to',
    });
    const answer = await comment(bob.client, item.id, 'to a deleted post');
    expect(answer.json()).toMatchObject({ code: 'CONTENT_DELETED' });
  });

  it('counts the posts above the first page only, not again on a page asked for with a cursor', async () => {
    const first = (await feed(bob.client, `instrumentId=${instrumentId}&limit=1`)).json() as {
      postCount: number | null;
      nextCursor: string | null;
    };
    expect(first.postCount).toBeGreaterThan(1);
    const next = (
      await feed(
        bob.client,
        `instrumentId=${instrumentId}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
      )
    ).json() as { postCount: number | null };
    expect(next.postCount).toBeNull();
  });

  it('drops a deleted post without comments from the feed, and the post count with it', async () => {
    await alice.login();
    const before = (await feed(bob.client, `instrumentId=${instrumentId}`)).json() as {
      threads: Item[];
      postCount: number;
    };
    const lonely = (await post(alice.client, 'nobody answers this')).json() as Item;
    const answered = (await post(alice.client, 'somebody answers this')).json() as Item;
    await comment(bob.client, answered.id, 'I do');
    const grown = (await feed(bob.client, `instrumentId=${instrumentId}`)).json() as typeof before;
    expect(grown.postCount).toBe(before.postCount + 2);

    await alice.client.call(api.community.content.remove, { params: { contentId: lonely.id } });
    await alice.client.call(api.community.content.remove, { params: { contentId: answered.id } });
    const after = (await feed(bob.client, `instrumentId=${instrumentId}`)).json() as typeof before;
    expect(after.postCount).toBe(before.postCount + 1);
    expect(after.threads.map((t) => t.id)).not.toContain(lonely.id);
    expect(after.threads.find((t) => t.id === answered.id)).toMatchObject({
      status: 'DELETED',
      message: null,
    });
  });
});

describe('polls', () => {
  const poll = (client: TestClient, options: string[], endDate?: string) =>
    client.call(api.community.content.create, {
      body: {
        type: 'POLL',
        message: 'Which bank pays the best dividend?',
        options,
        ...(endDate ? { endDate } : {}),
        attributes: [{ type: 'INSTRUMENT_ID', value: String(otherInstrumentId) }],
      },
    });

  it('needs 2 to 7 non-blank options of at most 30 characters and a length of 1 to 7 days', async () => {
    await alice.login();
    await bob.login();
    expect((await poll(alice.client, ['only one'])).json()).toMatchObject({ code: 'INVALID_POLL' });
    expect((await poll(alice.client, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).json()).toMatchObject({
      code: 'INVALID_POLL',
    });
    expect((await poll(alice.client, ['a', '  '])).json()).toMatchObject({ code: 'INVALID_POLL' });
    const repeated = await poll(alice.client, ['Yes', 'No', ' yes']);
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toMatchObject({
      code: 'INVALID_POLL',
      detail: 'Option 3 is the same as an earlier one.',
    });
    expect((await poll(alice.client, ['a', 'x'.repeat(31)])).json()).toMatchObject({ code: 'TEXT_TOO_LONG' });
    const tooLong = new Date(clock.now().getTime() + 8 * 86_400_000).toISOString();
    expect((await poll(alice.client, ['a', 'b'], tooLong)).json()).toMatchObject({
      code: 'INVALID_END_DATE',
    });
    const halfDay = new Date(clock.now().getTime() + 1.5 * 86_400_000).toISOString();
    expect((await poll(alice.client, ['a', 'b'], halfDay)).json()).toMatchObject({
      code: 'INVALID_END_DATE',
      detail: 'A poll runs for whole days, from 1 to 7.',
    });
    // Picked on a client clock 30 s behind, two days are two whole days on the server.
    const twoDays = new Date(clock.now().getTime() - 30_000 + 2 * 86_400_000).toISOString();
    const whole = (await poll(alice.client, ['a', 'b'], twoDays)).json() as Item & { endingAt: string };
    expect(new Date(whole.endingAt).getTime() - clock.now().getTime()).toBe(2 * 86_400_000);
    const created = await poll(alice.client, ['SEB', 'Nordea', 'Handelsbanken']);
    expect(created.statusCode).toBe(201);
    const item = created.json() as Item & { endingAt: string };
    // Without an end date a poll runs 3 days.
    expect(new Date(item.endingAt).getTime() - clock.now().getTime()).toBe(3 * 86_400_000);
  });

  it('hides results until the member votes, takes one vote only, and never shows counts to visitors', async () => {
    const item = (await poll(alice.client, ['SEB', 'Nordea'])).json() as Item;
    const [seb, nordea] = item.poll!.options;
    // The author sees the total (none yet) but no per-option results before voting.
    expect(item.poll).toMatchObject({ userVoted: false, totalVotes: 0 });
    expect(seb!.votes).toBeNull();

    const voted = await bob.client.call(api.community.content.vote, {
      params: { contentId: item.id },
      body: { optionId: nordea!.id },
    });
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({ userVoted: true, totalVotes: 1 });
    expect(voted.json().options).toEqual([
      expect.objectContaining({ id: seb!.id, votes: 0, percent: 0, selected: false }),
      expect.objectContaining({ id: nordea!.id, votes: 1, percent: 100, selected: true }),
    ]);
    const again = await bob.client.call(api.community.content.vote, {
      params: { contentId: item.id },
      body: { optionId: seb!.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VOTED' });
    const wrong = await alice.client.call(api.community.content.vote, {
      params: { contentId: item.id },
      body: {
        optionId: '00000000-0000-4000-8000-000000000001',
      },
    });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OPTION' });

    const visitorView = (
      await server.client().call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as {
      root: Item;
    };
    expect(visitorView.root.poll!.totalVotes).toBeNull();
    expect(visitorView.root.poll!.options.every((o) => o.votes === null && o.percent === null)).toBe(true);
    expect(JSON.stringify(visitorView)).not.toContain('"votes":1');

    // Its author sees that someone voted, so the web offers neither Edit nor Delete.
    const authorView = (
      await alice.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(authorView.root.poll).toMatchObject({ userVoted: false, totalVotes: 1 });
    expect(authorView.root.poll!.options.every((o) => o.votes === null)).toBe(true);

    // A poll with votes can be neither edited nor deleted.
    expect(
      (
        await alice.client.call(api.community.content.update, {
          params: { contentId: item.id },
          body: { message: 'new question' },
        })
      ).json(),
    ).toMatchObject({
      code: 'POLL_HAS_VOTES',
    });
    expect(
      (await alice.client.call(api.community.content.remove, { params: { contentId: item.id } })).json(),
    ).toMatchObject({
      code: 'POLL_HAS_VOTES',
      detail: 'A poll that has votes can be neither edited nor deleted.',
    });
  });

  it('refuses votes once the poll has ended, and then shows results to members who did not vote', async () => {
    const item = (await poll(alice.client, ['Up', 'Down'])).json() as Item;
    clock.advance(3 * 86_400_000 + 1000);
    await alice.login();
    await bob.login();
    const late = await bob.client.call(api.community.content.vote, {
      params: { contentId: item.id },
      body: {
        optionId: item.poll!.options[0]!.id,
      },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'POLL_ENDED' });
    const view = (
      await alice.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(view.root.poll).toMatchObject({ ended: true, totalVotes: 0 });
  });
});

describe('reactions', () => {
  it('likes once however often asked, shows selected to the liker only, and lists who liked', async () => {
    const item = (await post(alice.client, 'Like me')).json() as Item;
    const like = { itemId: item.id, itemType: 'COMMENT', reactionType: 'LIKE' } as const;
    expect((await bob.client.call(api.community.content.react, { body: like })).json()).toEqual({
      reactions: [{ type: 'LIKE', count: 1, selected: true }],
    });
    expect(
      (await bob.client.call(api.community.content.react, { body: like })).json().reactions[0].count,
    ).toBe(1);
    const seenByAlice = (
      await alice.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as {
      root: Item;
    };
    expect(seenByAlice.root.reactions).toEqual([{ type: 'LIKE', count: 1, selected: false }]);
    const who = (
      await server.client().call(api.community.content.reactionProfiles, { params: { itemId: item.id } })
    ).json();
    expect(who.reactions[0].profiles.map((p: { id: string }) => p.id)).toEqual([bob.profileId]);
    expect((await bob.client.call(api.community.content.unreact, { body: like })).statusCode).toBe(204);
    const after = (
      await alice.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(after.root.reactions[0]!.count).toBe(0);
    const wrongType = await bob.client.call(api.community.content.react, {
      body: { ...like, itemType: 'POLL' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses any interaction with content from the classic site', async () => {
    const item = (await post(alice.client, 'From the old forum')).json() as Item;
    await server.ctx.db
      .update(contents)
      .set({ classicUri: 'classic:thread/123' })
      .where(eq(contents.id, item.id));
    const like = await bob.client.call(api.community.content.react, {
      body: {
        itemId: item.id,
        itemType: 'COMMENT',
        reactionType: 'LIKE',
      },
    });
    expect(like.statusCode).toBe(422);
    expect(like.json()).toMatchObject({ code: 'CLASSIC_CONTENT' });
    expect((await comment(bob.client, item.id, 'hello')).json()).toMatchObject({ code: 'CLASSIC_CONTENT' });
    const thread = (
      await bob.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json();
    expect(thread).toMatchObject({ classicUri: 'classic:thread/123', root: { canInteract: false } });
  });
});

describe('the feed', () => {
  it('pages 25 threads at a time by cursor, pinned first, newest next, children capped', async () => {
    const dedicated = (
      await server.ctx.db.select({ id: instruments.id }).from(instruments).orderBy(instruments.id).limit(3)
    )[2]!.id;
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      clock.advance(1000);
      ids.push(((await post(alice.client, `post ${i}`, dedicated)).json() as Item).id);
    }
    await server.ctx.db.update(contents).set({ isPinned: true }).where(eq(contents.id, ids[3]!));
    for (let i = 0; i < 8; i += 1) {
      clock.advance(1000);
      await comment(bob.client, ids[29]!, `comment ${i}`);
    }

    const first = (await feed(server.client(), `instrumentId=${dedicated}`)).json() as {
      threads: Item[];
      nextCursor: string;
    };
    expect(first.threads).toHaveLength(FEED_PAGE_SIZE);
    expect(first.threads[0]!.id).toBe(ids[3]);
    expect(first.threads[1]!.id).toBe(ids[29]);
    expect(first.threads[1]!.children).toHaveLength(6);
    expect(first.threads[1]!.children.at(-1)!.message).toBe('comment 7');
    expect(first.threads[1]!.totalChildCount).toBe(8);
    const second = (
      await feed(server.client(), `instrumentId=${dedicated}&cursor=${first.nextCursor}`)
    ).json() as {
      threads: Item[];
      nextCursor: string | null;
    };
    expect(second.threads).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.threads, ...second.threads].map((t) => t.id);
    expect(new Set(all).size).toBe(30);

    const clamped = (
      await feed(server.client(), `instrumentId=${dedicated}&limit=1000&childLimit=1000`)
    ).json() as {
      threads: Item[];
    };
    expect(clamped.threads.length).toBe(30);
    expect((await feed(server.client(), `instrumentId=${dedicated}&cursor=garbage`)).statusCode).toBe(400);
    expect((await feed(server.client(), `instrumentId=999999`)).statusCode).toBe(404);
    expect(
      (await feed(server.client(), `instrumentId=${dedicated}&groupId=${bob.profileId}`)).statusCode,
    ).toBe(400);
  });

  it('marks the asked-for item', async () => {
    const item = (await post(alice.client, 'marked')).json() as Item;
    const page = (
      await feed(server.client(), `instrumentId=${instrumentId}&contentId=${item.id}`)
    ).json() as { threads: Item[] };
    expect(page.threads.find((t) => t.id === item.id)?.isMarked).toBe(true);
  });

  it('flags a muted author for the member who muted them, and shows a deactivated author as the zero id', async () => {
    const carol = await member(server, 'Carol Growth');
    const item = (await post(carol.client, 'I will be muted')).json() as Item;
    expect(
      (await alice.client.call(api.community.profiles.mute, { params: { profileId: carol.profileId } }))
        .statusCode,
    ).toBe(204);
    const forAlice = (
      await alice.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(forAlice.root.muted).toBe(true);
    const forBob = (
      await bob.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(forBob.root.muted).toBe(false);

    expect((await carol.client.call(api.community.profiles.inactivate)).statusCode).toBe(204);
    const after = (
      await bob.client.call(api.community.content.thread, { params: { contentId: item.id } })
    ).json() as { root: Item };
    expect(after.root.profile.id).toBe(DELETED_PROFILE_ID);
    expect(after.root.message).toBe('I will be muted');
    expect(
      (
        await carol.client.call(api.community.content.create, {
          body: { type: 'POST', message: 'x', attributes: [] },
        })
      ).json(),
    ).toMatchObject({
      code: 'PROFILE_DEACTIVATED',
    });
  });
});

describe('who may write (spec section 6)', () => {
  it('asks visitors to log in and customers without a profile to join', async () => {
    const someItem = (await post(alice.client, 'permission matrix')).json() as Item;
    const visitor = server.client();
    const noProfile = (await customer(server, 'noprofile', { country: 'fi' })).client;
    const calls: [Endpoint, UncheckedCallInput][] = [
      [
        api.community.content.create,
        {
          body: {
            type: 'POST',
            message: 'x',
            attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
          },
        },
      ],
      [api.community.content.update, { params: { contentId: someItem.id }, body: { message: 'x' } }],
      [api.community.content.remove, { params: { contentId: someItem.id } }],
      [
        api.community.content.react,
        { body: { itemId: someItem.id, itemType: 'COMMENT', reactionType: 'LIKE' } },
      ],
      [api.community.profiles.follow, { params: { profileId: alice.profileId } }],
      [api.community.profiles.mute, { params: { profileId: alice.profileId } }],
    ];
    for (const [endpoint, input] of calls) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const asVisitor = await visitor.callUnchecked(endpoint, input);
      expect(asVisitor.statusCode, `${label} as visitor`).toBe(401);
      const asCustomer = await noProfile.callUnchecked(endpoint, input);
      expect(asCustomer.statusCode, `${label} without profile`).toBe(403);
      expect(asCustomer.json().code).toBe('PROFILE_REQUIRED');
    }
    const rows = await server.ctx.db.execute(
      sql`select count(*)::int as n from reactions where item_id = ${someItem.id}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
  });
});

describe('translation in the feed', () => {
  it('translates into the viewer’s language through the configured engine, and not when auto is off', async () => {
    const { startFakeLibreTranslate } = await import('@havn/testkit');
    const fake = await startFakeLibreTranslate();
    const translated = await startTestServer({
      clock,
      config: { translation: { provider: 'libretranslate', url: fake.url, apiKey: 'k' } },
    });
    try {
      const writer = await member(translated, 'Sven Skribent');
      const [first] = await translated.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
      const text = 'Jag tror att utdelningen kommer att höjas nästa år eftersom kassaflödet är starkt.';
      const created = await writer.client.call(api.community.content.create, {
        body: {
          type: 'POST',
          message: text,
          attributes: [{ type: 'INSTRUMENT_ID', value: String(first!.id) }],
        },
      });
      const id = (created.json() as Item).id;
      const reader = await member(translated, 'Erik Reader', { country: 'gb' });
      const page = (
        await reader.client.call(api.community.content.feed, {
          query: { instrumentId: first!.id, language: 'en' },
        })
      ).json() as {
        threads: (Item & { translation: { message: string; originalLanguage: string } | null })[];
      };
      const thread = page.threads.find((t) => t.id === id)!;
      expect(thread.translation).toEqual({ message: `[en] ${text}`, originalLanguage: 'sv' });
      expect(thread.message).toBe(text);

      await reader.client.call(api.community.settings.put, {
        params: { name: 'translations' },
        body: { auto: false },
      });
      const off = (
        await reader.client.call(api.community.content.feed, {
          query: { instrumentId: first!.id, language: 'en' },
        })
      ).json() as {
        threads: (Item & { translation: unknown })[];
      };
      expect(off.threads.find((t) => t.id === id)!.translation).toBeNull();
    } finally {
      await translated.close();
      await fake.close();
    }
  });
});

describe('a deactivated member may not write, vote or react', () => {
  it('answers every content call with 403 PROFILE_DEACTIVATED', async () => {
    await alice.login();
    const dora = await member(server, 'Dora Dormant');
    const own = (await post(dora.client, 'written before leaving')).json() as Item;
    const others = (await post(alice.client, 'someone else wrote this')).json() as Item;
    const poll = (
      await alice.client.call(api.community.content.create, {
        body: {
          type: 'POLL',
          message: 'Still there?',
          options: ['Yes', 'No'],
          attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
        },
      })
    ).json() as Item;
    expect((await dora.client.call(api.community.profiles.inactivate)).statusCode).toBe(204);
    const like = { itemId: others.id, itemType: 'COMMENT', reactionType: 'LIKE' } as const;
    const calls: [Endpoint, UncheckedCallInput][] = [
      [api.community.content.create, { body: { type: 'COMMENT', message: 'x', parentId: others.id } }],
      [api.community.content.update, { params: { contentId: own.id }, body: { message: 'x' } }],
      [api.community.content.remove, { params: { contentId: own.id } }],
      [
        api.community.content.vote,
        { params: { contentId: poll.id }, body: { optionId: poll.poll!.options[0]!.id } },
      ],
      [api.community.content.react, { body: like }],
      [api.community.content.unreact, { body: like }],
    ];
    for (const [endpoint, input] of calls) {
      const response = await dora.client.callUnchecked(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json().code).toBe('PROFILE_DEACTIVATED');
    }
  });
});
