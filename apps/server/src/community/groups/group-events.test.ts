import { api, groupTopic, profileTopic, streamEventSchema } from '@havn/contract';
import { createGroup, member, settleEventLog, startTestServer, type TestServer } from '@havn/testkit';
import { asc, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityEvents } from '../../db/schema/community-platform.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** What the event stream replays for these topics: type and payload, in order, as the web parses them. */
async function eventsOn(...topics: string[]) {
  await settleEventLog(server);
  const rows = await server.ctx.db
    .select()
    .from(communityEvents)
    .where(inArray(communityEvents.topic, topics))
    .orderBy(asc(communityEvents.id));
  return rows.map((row) => {
    const parsed = streamEventSchema.parse({
      type: row.type,
      payload: row.payload,
      topic: row.topic,
      id: row.id,
      createdAt: row.createdAt.toISOString(),
    });
    return { topic: row.topic, type: parsed.type, payload: parsed.payload };
  });
}

describe('group changes announce themselves on the event stream', () => {
  it('publishes create, edit, logo, join, leave and delete on the group topic and the actor’s own', async () => {
    const owner = await member(server, 'Group Owner');
    const joiner = await member(server, 'Group Joiner');
    const group = await createGroup(owner.client, 'Live Group Events');
    const edited = await owner.client.call(api.community.groups.edit, {
      params: { group: group.id },
      body: { name: 'Live Group Events', description: 'Now with a description' },
    });
    expect(edited.statusCode).toBe(200);
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#0a7d5a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const logo = await owner.client.call(api.community.groups.uploadLogo, {
      params: { groupId: group.id },
      form,
    });
    expect(logo.statusCode, logo.body).toBe(200);
    await joiner.client.call(api.community.groups.join, { params: { groupId: group.id } });
    // Joining twice is one membership and one event.
    await joiner.client.call(api.community.groups.join, { params: { groupId: group.id } });
    await joiner.client.call(api.community.groups.leave, { params: { groupId: group.id } });
    await joiner.client.call(api.community.groups.leave, { params: { groupId: group.id } });
    const removed = await owner.client.call(api.community.groups.delete, { params: { group: group.id } });
    expect(removed.statusCode).toBe(204);

    const onGroup = (await eventsOn(groupTopic(group.id))).map((e) => [e.type, e.payload]);
    expect(onGroup).toEqual([
      ['group.created', { groupId: group.id }],
      ['group.updated', { groupId: group.id }],
      ['group.updated', { groupId: group.id }],
      ['group.joined', { groupId: group.id, profileId: joiner.profileId }],
      ['group.left', { groupId: group.id, profileId: joiner.profileId }],
      ['group.deleted', { groupId: group.id }],
    ]);
    expect((await eventsOn(profileTopic(joiner.profileId))).map((e) => e.type)).toEqual([
      'group.joined',
      'group.left',
    ]);
    expect((await eventsOn(profileTopic(owner.profileId))).map((e) => e.type)).toEqual([
      'group.created',
      'group.updated',
      'group.updated',
      'group.deleted',
    ]);
  });

  it('announces nothing for a refused change', async () => {
    const owner = await member(server, 'Quiet Owner');
    const stranger = await member(server, 'Quiet Stranger');
    const group = await createGroup(owner.client, 'Quiet Group');
    const refused = await stranger.client.call(api.community.groups.delete, {
      params: { group: group.id },
    });
    expect(refused.statusCode).toBe(403);
    expect((await eventsOn(groupTopic(group.id))).map((e) => e.type)).toEqual(['group.created']);
  });
});
