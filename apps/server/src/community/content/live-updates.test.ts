import { api, streamEventSchema } from '@havn/contract';
import { dataOf, listen, member, openStream, startTestServer, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { instruments } from '../../db/schema/instruments.ts';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server);
});
afterAll(async () => {
  await server.close();
});

describe('writes announce themselves on the event stream', () => {
  it('delivers a new post to a reader of the instrument feed, and a reply and a like to the author', async () => {
    const [instrument] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    const writer = await member(server, 'Live Writer');
    const reader = await member(server, 'Live Reader');
    const feed = await openStream(base, { topics: [`instrument:${instrument!.id}`] });
    expect(feed.status).toBe(200);
    const own = await openStream(base, { cookie: writer.client.cookieHeader });

    const created = await writer.client.call(api.community.content.create, {
      body: {
        type: 'POST',
        message: 'Live!',
        attributes: [{ type: 'INSTRUMENT_ID', value: String(instrument!.id) }],
      },
    });
    const postId = created.json().id as string;
    const onFeed = await feed.reader!.nextEvent();
    expect(onFeed.event).toBe('content.created');
    expect(streamEventSchema.parse(dataOf(onFeed))).toMatchObject({
      type: 'content.created',
      payload: { contentId: postId, contentType: 'POST', rootId: postId, parentId: null },
    });

    await reader.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'Welcome', parentId: postId },
    });
    const liked = await reader.client.call(api.community.content.react, {
      body: {
        itemId: postId,
        itemType: 'COMMENT',
        reactionType: 'LIKE',
      },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const forAuthor = [await own.reader!.nextEvent(), await own.reader!.nextEvent()];
    expect(forAuthor.map((f) => f.event)).toEqual(['content.created', 'reaction.changed']);
    expect(Number(forAuthor[1]!.id)).toBeGreaterThan(Number(forAuthor[0]!.id));
    // What the web reads: the contract's schema, one payload shape per type.
    expect(forAuthor.map((f) => streamEventSchema.parse(dataOf(f)).payload)).toEqual([
      expect.objectContaining({ contentType: 'COMMENT', rootId: postId, parentId: postId }),
      expect.objectContaining({ contentId: postId, actorProfileId: reader.profileId }),
    ]);

    // A repeated like changes nothing and announces nothing.
    await reader.client.call(api.community.content.react, {
      body: {
        itemId: postId,
        itemType: 'COMMENT',
        reactionType: 'LIKE',
      },
    });
    // Following the writer reaches them too, and is the next thing they hear: the repeated like said nothing.
    expect(
      (await reader.client.call(api.community.profiles.follow, { params: { profileId: writer.profileId } }))
        .statusCode,
    ).toBe(204);
    const followed = await own.reader!.nextEvent();
    expect(followed.event).toBe('follow.created');
    expect(streamEventSchema.parse(dataOf(followed)).payload).toEqual({
      followerId: reader.profileId,
      followeeId: writer.profileId,
    });
  });

  it('announces a new thread on its feed alone, and what follows in it on the thread as well', async () => {
    const [instrument] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    const writer = await member(server, 'Thread Writer');
    const feed = await openStream(base, { topics: [`instrument:${instrument!.id}`] });
    const created = await writer.client.call(api.community.content.create, {
      body: {
        type: 'POST',
        message: 'A thread of its own',
        attributes: [{ type: 'INSTRUMENT_ID', value: String(instrument!.id) }],
      },
    });
    const postId = created.json().id as string;
    expect(streamEventSchema.parse(dataOf(await feed.reader!.nextEvent())).payload).toMatchObject({
      contentId: postId,
    });
    // Its own topic is named by its new id: nobody could have listened there, so nothing was written there.
    const topicsOf = async (contentId: string) =>
      rowsOf<{ topic: string }>(
        await server.ctx.db.execute(
          sql`select topic from community_events where payload ->> 'contentId' = ${contentId} order by id`,
        ),
      ).map((r) => r.topic);
    expect(await topicsOf(postId)).toEqual([`instrument:${instrument!.id}`]);

    const thread = await openStream(base, { topics: [`content:${postId}`] });
    expect(thread.status).toBe(200);
    const reply = await writer.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'And a reply', parentId: postId },
    });
    const replyId = reply.json().id as string;
    const onThread = await thread.reader!.nextEvent();
    expect(streamEventSchema.parse(dataOf(onThread))).toMatchObject({
      type: 'content.created',
      payload: { contentId: replyId, rootId: postId, parentId: postId },
    });
    expect(await topicsOf(replyId)).toEqual([`content:${postId}`, `instrument:${instrument!.id}`]);
  });
});
