import { api } from '@havn/contract';
import { ABUSE_LIMITS } from '@havn/domain';
import { type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { contents } from '../../db/schema/contents.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { abuseHit } from '../../platform/rate-limit.ts';
import { eventsToPublish } from '../../platform/stream/publish.ts';
import { contentEvents } from './content-events.ts';
import type { CountedPost, NewItem } from './contents-repo.ts';
import { writePost } from './post-batches.ts';

// Posts that arrive together are written by one statement (post-batches.ts), each still counted,
// keyed and answered on its own.
const clock = new ManualClock('2026-11-02T09:10:00Z');
const windowStart = new Date('2026-11-02T09:00:00Z');
let server: TestServer;
let instrumentId: number;
let members: Member[];
let batched = 0;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    onQuery: (sql) => {
      if (sql.includes('jsonb_to_recordset')) batched += 1;
    },
  });
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  instrumentId = row!.id;
  members = [];
  for (let i = 0; i < 8; i += 1) members.push(await member(server, `Batch Poster ${i}`));
});
afterAll(async () => {
  await server.close();
});

const post = (who: Member, message: string, key: string = crypto.randomUUID(), id = instrumentId) =>
  who.client.call(api.community.content.create, {
    body: { type: 'POST', message, attributes: [{ type: 'INSTRUMENT_ID', value: String(id) }] },
    headers: { 'idempotency-key': key },
  });

const memberCount = async (who: Member) => {
  const [row] = await server.ctx.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, `content:member:${who.profileId}`), eq(rateLimits.windowStart, windowStart)),
    );
  return row?.count ?? 0;
};

/** A post as writeInstrumentPost hands it to the writer, for the writer's own tests. */
function counted(who: Member, message: string, key: string | null, id = instrumentId): CountedPost {
  const now = clock.now();
  const item: NewItem = {
    id: crypto.randomUUID(),
    type: 'POST',
    profileId: who.profileId,
    message,
    instrumentId: id,
    groupId: null,
    rootId: null,
    parentId: null,
    parentContentType: null,
    urlSafe: 'together',
    originalLanguage: null,
    authorPosition: 'NONE',
    createdAt: now,
    postedAt: now,
    updatedAt: now,
    endingAt: null,
  };
  return {
    item,
    published: eventsToPublish(contentEvents('contentCreated', item, { actorProfileId: who.profileId }), now),
    counting: {
      hit: abuseHit('content', who.profileId, `10.0.0.${members.indexOf(who)}`, now),
      claim: key
        ? {
            userId: who.userId,
            key,
            fingerprint: 'f',
            now: now.toISOString(),
            expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
            status: 201,
            body: JSON.stringify({ message }),
          }
        : null,
    },
  };
}

describe('the writer of posts', () => {
  it('writes the posts that wait together in statements of several, each with its own counts and key', async () => {
    batched = 0;
    const posts = members.map((who, i) =>
      counted(who, `Queued ${i}`, i % 2 === 0 ? crypto.randomUUID() : null),
    );
    // All in one turn: the first goes out at once, alone; the next four together beside it (a second
    // statement goes once four wait), and the last three together once a statement is answered.
    const answers = await Promise.all(posts.map((p) => writePost(server.ctx.database, p)));
    expect(batched).toBe(2);
    answers.forEach((answer, i) => {
      expect(answer.id).toBe(posts[i]!.item.id);
      expect(answer.taken).toBe(false);
      expect(answer.first).toBeGreaterThan(0);
      expect(answer.second).toBeGreaterThan(0);
    });
    const stored = await server.ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(
        inArray(
          contents.id,
          answers.map((a) => a.id!),
        ),
      );
    expect(stored).toHaveLength(members.length);
  });

  it('sends a member’s second post, and its key’s twin, with the next statement', async () => {
    const [ann] = members;
    const key = crypto.randomUUID();
    const posts = [
      counted(members[1]!, 'Out first', null),
      counted(members[2]!, 'Out second', null),
      counted(ann!, 'Twin one', key),
      counted(ann!, 'Twin two', key),
      counted(members[3]!, 'With the first twin', null),
    ];
    const answers = await Promise.all(posts.map((p) => writePost(server.ctx.database, p)));
    // One twin claims the key and is written; the other (its statement after the first's commit, or
    // waiting on the key's primary key while both were out) writes nothing, and its caller replays.
    const twins = [answers[2]!, answers[3]!];
    expect(twins.filter((t) => t.id !== null)).toHaveLength(1);
    const written = twins.findIndex((t) => t.id !== null);
    expect(twins[written]!.id).toBe(posts[2 + written]!.item.id);
    expect(answers[4]!.id).toBe(posts[4]!.item.id);
  });

  it('writes each alone when one post of a statement fails, and only that one fails', async () => {
    const posts = members.map((who, i) =>
      counted(who, `Mixed ${i}`, null, i === 5 ? 2_000_000_000 : instrumentId),
    );
    const settled = await Promise.allSettled(posts.map((p) => writePost(server.ctx.database, p)));
    expect(settled.map((result) => result.status)).toEqual(
      posts.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')),
    );
  });
});

describe('posts written together', () => {
  it('writes every post sent at once, each counted once and answered as it is read back', async () => {
    batched = 0;
    const sent = members.flatMap((who, i) => [0, 1, 2].map((j) => ({ who, message: `Together ${i}.${j}` })));
    const before = await Promise.all(members.map(memberCount));
    const answers = await Promise.all(sent.map(({ who, message }) => post(who, message)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = answers.map((a) => a.json().id as string);
    const stored = await server.ctx.db
      .select({ id: contents.id, message: contents.message })
      .from(contents)
      .where(inArray(contents.id, ids));
    expect(stored.map((r) => r.message).sort()).toEqual(sent.map((s) => s.message).sort());
    for (const [i, who] of members.entries()) expect(await memberCount(who)).toBe(before[i]! + 3);
    const feed = await members[0]!.client.call(api.community.content.feed, {
      query: { instrumentId, limit: 25 },
    });
    for (const thread of feed.data().threads) {
      const answer = answers.find((a) => a.json().id === thread.id);
      if (answer && thread.profile.id === members[0]!.profileId) expect(thread).toEqual(answer.json());
    }
  });

  it('writes one post for twins sent at once with one key, and answers each with it', async () => {
    const [ann] = members;
    const key = crypto.randomUUID();
    const others = members.slice(1, 5).map((who) => post(who, 'Beside the twins'));
    const twins = await Promise.all([0, 1, 2, 3].map(() => post(ann!, 'Sent four times', key)));
    await Promise.all(others);
    for (const twin of twins) expect(twin.statusCode, twin.body).toBe(201);
    expect(new Set(twins.map((t) => t.json().id)).size).toBe(1);
    const written = await server.ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.profileId, ann!.profileId), eq(contents.message, 'Sent four times')));
    expect(written).toHaveLength(1);
  });

  it('refuses a post on an instrument that does not exist alone, the others of its batch written', async () => {
    const answers = await Promise.all(
      members.map((who, i) =>
        i === 3 ? post(who, 'Nowhere', undefined, 2_000_000_000) : post(who, `Fine ${i}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map((_, i) => (i === 3 ? 404 : 201)));
  });

  it('counts each member to their own limit within a batch', async () => {
    const limit = ABUSE_LIMITS.content.perMember;
    const [, bo, cy] = members;
    const start = await memberCount(bo!);
    // Bo one post from the limit, Cy at it: as a busy hour would leave them.
    await server.ctx.db
      .update(rateLimits)
      .set({ count: limit - 1 })
      .where(
        and(eq(rateLimits.key, `content:member:${bo!.profileId}`), eq(rateLimits.windowStart, windowStart)),
      );
    await server.ctx.db
      .update(rateLimits)
      .set({ count: limit })
      .where(
        and(eq(rateLimits.key, `content:member:${cy!.profileId}`), eq(rateLimits.windowStart, windowStart)),
      );
    expect(start).toBeGreaterThan(0);
    const rest = members.slice(3).map((who) => post(who, 'Within my limit'));
    const [first, second, third] = await Promise.all([
      post(bo!, 'The last one I may'),
      post(bo!, 'One too many'),
      post(cy!, 'Already too many'),
    ]);
    for (const answer of await Promise.all(rest)) expect(answer.statusCode).toBe(201);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 429]);
    expect(third!.statusCode).toBe(429);
    expect(third!.headers['retry-after']).toBeDefined();
  });
});
