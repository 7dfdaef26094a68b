import { api } from '@havn/contract';
import { createGroup, member, setProfileStatus, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { instruments } from '../../db/schema/instruments.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let instrumentId: number;
beforeAll(async () => {
  server = await startTestServer({ clock });
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  instrumentId = row!.id;
});
afterAll(async () => {
  await server.close();
});

type Page = { threads: { id: string; message: string | null; type: string }[]; nextCursor: string | null };

describe("a member's posts on their profile", () => {
  it('lists their posts and polls newest first, page by page, without deleted ones, comments or others’ posts', async () => {
    const writer = await member(server, 'Profile Writer');
    const other = await member(server, 'Profile Other');
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      clock.advance(60_000);
      const created = await writer.client.call(api.community.content.create, {
        body: {
          type: 'POST',
          message: `Post ${i}`,
          attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
        },
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id as string);
    }
    clock.advance(60_000);
    const poll = await writer.client.call(api.community.content.create, {
      body: {
        type: 'POLL',
        message: 'Up or down?',
        options: ['Up', 'Down'],
        attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
      },
    });
    await writer.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'My own comment', parentId: ids[0]! },
    });
    await other.client.call(api.community.content.create, {
      body: {
        type: 'POST',
        message: 'Not the writer’s',
        attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
      },
    });
    await writer.client.call(api.community.content.remove, { params: { contentId: ids[1]! } });

    // A visitor reads it too.
    const visitor = server.client();
    const first = await visitor.call(api.community.content.byProfile, {
      params: { profileId: writer.profileId },
      query: { limit: '3' },
    });
    expect(first.statusCode).toBe(200);
    const one = first.json() as Page;
    expect(one.threads.map((t) => t.message)).toEqual(['Up or down?', 'Post 5', 'Post 4']);
    expect(one.threads[0]!.id).toBe(poll.json().id);
    expect(one.nextCursor).not.toBeNull();
    const two = (
      await visitor.call(api.community.content.byProfile, {
        params: { profileId: writer.profileId },
        query: { limit: '3', cursor: one.nextCursor! },
      })
    ).json() as Page;
    expect(two.threads.map((t) => t.message)).toEqual(['Post 3', 'Post 1']);
    expect(two.nextCursor).toBeNull();
  });

  it('leaves out posts in private groups and answers 404 for unknown or deactivated members', async () => {
    const writer = await member(server, 'Private Writer');
    const group = await createGroup(writer.client, 'Private Corner', '', 'PRIVATE');
    await writer.client.call(api.community.content.create, {
      body: { type: 'POST', message: 'Members only', attributes: [{ type: 'GROUP_ID', value: group.id }] },
    });
    const page = (
      await server.client().call(api.community.content.byProfile, { params: { profileId: writer.profileId } })
    ).json() as Page;
    expect(page.threads).toEqual([]);

    const unknown = await server.client().call(api.community.content.byProfile, {
      params: { profileId: '00000000-0000-4000-8000-000000000009' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    await setProfileStatus(server, writer.profileId, 'DEACTIVATED');
    const gone = await server.client().call(api.community.content.byProfile, {
      params: { profileId: writer.profileId },
    });
    expect(gone.statusCode).toBe(404);
    const bad = await server.client().call(api.community.content.byProfile, {
      params: { profileId: writer.profileId },
      query: { cursor: 'not-a-cursor' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
