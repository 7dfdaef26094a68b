import { api } from '@havn/contract';
import { createGroup, type Member, member, postBy, startTestServer, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { markContentDeleted } from '../moderation/moderation-repo.ts';

// The post count above a feed is a kept counter (a trigger on contents), not a COUNT per request.
// These tests hold it to what a COUNT over the feed's own test would say after every kind of write.
let server: TestServer;
let instrumentId: number;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  instrumentId = row!.id;
  alice = await member(server, 'Alice Counter');
  bob = await member(server, 'Bob Counter');
});
afterAll(async () => {
  await server.close();
});

async function shownCount(query: { instrumentId?: number; groupId?: string }): Promise<number | null> {
  const response = await bob.client.call(api.community.content.feed, { query });
  expect(response.statusCode).toBe(200);
  return response.data().postCount;
}

async function countedCount(column: 'instrument_id' | 'group_id', value: number | string): Promise<number> {
  const result = await server.ctx.db.execute(
    sql`select count(*)::int as n from contents where root_id is null and ${sql.identifier(column)} = ${value}
        and not (status = 'DELETED' and total_child_count = 0)`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

interface WriteBody {
  type: 'POST' | 'COMMENT';
  message: string;
  parentId?: string;
  attributes?: { type: 'INSTRUMENT_ID' | 'GROUP_ID'; value: string }[];
}

async function write(client: Member['client'], body: WriteBody) {
  const response = await client.call(api.community.content.create, { body });
  expect(response.statusCode).toBe(201);
  return response.data();
}

describe('the kept post count of a feed', () => {
  it('agrees with a count of the feed after posts, comments, deletes by the author and by a moderator', async () => {
    const about = [{ type: 'INSTRUMENT_ID' as const, value: String(instrumentId) }];
    const start = await shownCount({ instrumentId });
    const lonely = await write(alice.client, { type: 'POST', message: 'first thought', attributes: about });
    const answered = await write(alice.client, {
      type: 'POST',
      message: 'second thought',
      attributes: about,
    });
    const moderated = await write(alice.client, {
      type: 'POST',
      message: 'third thought',
      attributes: about,
    });
    await write(bob.client, { type: 'COMMENT', message: 'an answer', parentId: answered.id });
    await postBy(server, alice, 'written straight to the table');
    expect(await shownCount({ instrumentId })).toBe((start ?? 0) + 4);

    await alice.client.call(api.community.content.remove, { params: { contentId: lonely.id } });
    await alice.client.call(api.community.content.remove, { params: { contentId: answered.id } });
    await markContentDeleted(server.ctx.db, moderated.id, new Date());
    // A second delete of the same post moves nothing.
    await alice.client.call(api.community.content.remove, { params: { contentId: lonely.id } });
    expect(await shownCount({ instrumentId })).toBe((start ?? 0) + 2);
    expect(await shownCount({ instrumentId })).toBe(await countedCount('instrument_id', instrumentId));
  });

  it('counts each thread of a statement that writes several items at once, on every feed it touches', async () => {
    // A process writes the posts arriving together in one statement (post-batches.ts): the count moves
    // once a statement per feed, by the threads in it; a comment, a deleted post without answers and
    // a post elsewhere do not count here.
    const group = await createGroup(alice.client, 'Batch Club');
    const start = (await shownCount({ instrumentId })) ?? 0;
    const [root] = rowsOf<{ id: string }>(
      await server.ctx.db.execute(sql`
        insert into contents (type, profile_id, message, instrument_id, url_safe, created_at, posted_at, updated_at)
        values ('POST', ${alice.profileId}::uuid, 'a root', ${instrumentId}, 'batch-root', now(), now(), now())
        returning id`),
    );
    await server.ctx.db.execute(sql`
      insert into contents (type, profile_id, message, instrument_id, group_id, root_id, parent_id, status,
        url_safe, created_at, posted_at, updated_at)
      values
        ('POST', ${alice.profileId}::uuid, 'one', ${instrumentId}, null, null, null, 'LIVE', 'batch-1', now(), now(), now()),
        ('POST', ${bob.profileId}::uuid, 'two', ${instrumentId}, null, null, null, 'LIVE', 'batch-2', now(), now(), now()),
        ('POST', ${bob.profileId}::uuid, 'in the club', ${instrumentId}, ${group.id}::uuid, null, null, 'LIVE', 'batch-3', now(), now(), now()),
        ('COMMENT', ${bob.profileId}::uuid, 'an answer', ${instrumentId}, null, ${root!.id}::uuid, ${root!.id}::uuid, 'LIVE', 'batch-4', now(), now(), now()),
        ('POST', ${bob.profileId}::uuid, 'gone', ${instrumentId}, null, null, null, 'DELETED', 'batch-5', now(), now(), now())`);
    expect(await shownCount({ instrumentId })).toBe(start + 4);
    expect(await shownCount({ instrumentId })).toBe(await countedCount('instrument_id', instrumentId));
    expect(await shownCount({ groupId: group.id })).toBe(1);
  });

  it('counts a group feed apart from the instrument feeds, and an empty feed as zero', async () => {
    const group = await createGroup(alice.client, 'Counting Club');
    expect(await shownCount({ groupId: group.id })).toBe(0);
    const inGroup = [{ type: 'GROUP_ID' as const, value: group.id }];
    const first = await write(alice.client, { type: 'POST', message: 'hello club', attributes: inGroup });
    await write(alice.client, { type: 'POST', message: 'hello again', attributes: inGroup });
    await write(alice.client, { type: 'COMMENT', message: 'a comment is not a thread', parentId: first.id });
    expect(await shownCount({ groupId: group.id })).toBe(2);
    expect(await countedCount('group_id', group.id)).toBe(2);
  });
});
