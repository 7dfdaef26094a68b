import { api, contentTopic, type GroupView, groupTopic, type JoinRequestView } from '@havn/contract';
import {
  createGroup,
  customer,
  listen,
  type Member,
  member,
  openStream,
  startTestServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Private groups (issue 12): the card shows to anyone with the link; feed, threads, reactions, votes
 * and stream topics are for members; discover and search leave the group out for outsiders; joining
 * is by a request the admin answers, or by the admin's invitation.
 */

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server);
});
afterAll(async () => {
  await server.close();
});

interface PrivateGroup {
  admin: Member;
  group: GroupView;
  postId: string;
}

let sequence = 0;
/** A private group whose admin (creator) has posted once in it. */
async function privateGroup(): Promise<PrivateGroup> {
  sequence += 1;
  const admin = await member(server, `admin${sequence}`, { join: 'database' });
  const group = await createGroup(admin.client, `Quiet Cove ${sequence}`, 'Members only.', 'PRIVATE');
  const posted = await admin.client.call(api.community.content.create, {
    body: { type: 'POST', message: 'Only for us.', attributes: [{ type: 'GROUP_ID', value: group.id }] },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return { admin, group, postId: (posted.json() as { id: string }).id };
}

const outsider = () => member(server, `outsider${++sequence}`, { join: 'database' });
const feed = (client: TestClient, groupId: string) =>
  client.call(api.community.content.feed, { query: { groupId } });
const thread = (client: TestClient, contentId: string) =>
  client.call(api.community.content.thread, { params: { contentId }, query: {} });
const join = (client: TestClient, groupId: string) =>
  client.call(api.community.groups.join, { params: { groupId } });
const ask = (client: TestClient, groupId: string) =>
  client.call(api.community.groups.requestToJoin, { params: { groupId } });
const requests = (client: TestClient, groupId: string) =>
  client.call(api.community.groups.joinRequests, { params: { groupId } });
const invite = (client: TestClient, groupId: string, profileId: string) =>
  client.call(api.community.groups.invite, { params: { groupId }, body: { profileId } });

async function pageOf(client: TestClient, slug: string): Promise<GroupView> {
  const response = await client.call(api.community.groups.bySlug, { params: { group: slug } });
  expect(response.statusCode).toBe(200);
  return response.json() as GroupView;
}

async function streamStatus(topic: string, cookie?: string): Promise<number> {
  const opened = await openStream(base, cookie ? { cookie, topics: [topic] } : { topics: [topic] });
  await opened.reader?.close();
  return opened.status;
}

describe('what an outsider sees of a private group', () => {
  it('shows a visitor the card but not the feed, threads or stream topics', async () => {
    const { group, postId } = await privateGroup();
    const visitor = server.client();
    const card = await pageOf(visitor, group.slug);
    expect(card).toMatchObject({
      name: group.name,
      description: 'Members only.',
      kind: 'PRIVATE',
      memberCount: 1,
      isMember: false,
      joinRequested: false,
      invited: false,
    });

    const refused = await feed(visitor, group.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'GROUP_PRIVATE' });
    expect(refused.body).not.toContain('Only for us.');

    const hidden = await thread(visitor, postId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND' });

    expect(await streamStatus(groupTopic(group.id))).toBe(403);
    expect(await streamStatus(contentTopic(postId))).toBe(403);
  });

  it('refuses a logged-in non-member the same, and lets them neither join nor answer', async () => {
    const { group, postId } = await privateGroup();
    const bo = await outsider();
    const refused = await feed(bo.client, group.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'GROUP_PRIVATE' });
    expect((await thread(bo.client, postId)).statusCode).toBe(404);

    const joined = await join(bo.client, group.id);
    expect(joined.statusCode).toBe(403);
    expect(joined.json()).toMatchObject({ code: 'GROUP_PRIVATE' });
    expect((await pageOf(bo.client, group.slug)).memberCount).toBe(1);

    const answer = await bo.client.call(api.community.content.create, {
      body: { type: 'COMMENT', message: 'Let me in', parentId: postId },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'PARENT_NOT_FOUND' });

    const liked = await bo.client.call(api.community.content.react, {
      body: { itemId: postId, itemType: 'COMMENT', reactionType: 'LIKE' },
    });
    expect(liked.statusCode).toBe(404);

    expect(await streamStatus(groupTopic(group.id), bo.client.cookieHeader)).toBe(403);
    expect(await streamStatus(contentTopic(postId), bo.client.cookieHeader)).toBe(403);
  });

  it('leaves a private group out of discover for outsiders (not for members) and out of the public search', async () => {
    const { admin, group } = await privateGroup();
    const publicOne = await createGroup(admin.client, `Open Cove ${sequence}`);
    const bo = await outsider();
    const namesIn = async (client: TestClient) => {
      const found = await client.call(api.community.groups.discover, { query: { limit: 50 } });
      expect(found.statusCode).toBe(200);
      return (found.json() as { groups: GroupView[] }).groups.map((g) => g.id);
    };
    const searched = async (client: TestClient) => {
      const found = await client.call(api.community.search, { query: { q: 'Cove', limit: 20 } });
      expect(found.statusCode).toBe(200);
      return (found.json() as { results: { section: string; groupId?: string }[] }).results
        .filter((r) => r.section === 'GROUPS')
        .map((r) => r.groupId);
    };
    for (const client of [server.client(), bo.client]) {
      expect(await namesIn(client)).toContain(publicOne.id);
      expect(await namesIn(client)).not.toContain(group.id);
      expect(await searched(client)).toContain(publicOne.id);
      expect(await searched(client)).not.toContain(group.id);
    }
    // Members find it in discover; the search is public and anonymous, so it lists public groups only.
    expect(await namesIn(admin.client)).toContain(group.id);
    expect(await searched(admin.client)).not.toContain(group.id);
  });

  it('lets a public group be read and joined by anyone, as before', async () => {
    const admin = await member(server, `publicadmin${++sequence}`, { join: 'database' });
    const group = await createGroup(admin.client, `Open Bay ${sequence}`);
    expect((await feed(server.client(), group.id)).statusCode).toBe(200);
    expect(await streamStatus(groupTopic(group.id))).toBe(200);
    const bo = await outsider();
    expect((await join(bo.client, group.id)).statusCode).toBe(204);
    expect((await pageOf(bo.client, group.slug)).isMember).toBe(true);
  });
});

describe('joining a private group by request', () => {
  it('records one request that the admin sees and approves; the requester then reads everything', async () => {
    const { admin, group, postId } = await privateGroup();
    const bo = await outsider();
    expect((await ask(bo.client, group.id)).statusCode).toBe(204);
    expect((await ask(bo.client, group.id)).statusCode).toBe(204);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({ isMember: false, joinRequested: true });
    expect((await feed(bo.client, group.id)).statusCode).toBe(403);

    const listed = await requests(admin.client, group.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        profileId: bo.profileId,
        username: bo.username,
        slug: expect.any(String),
        avatarUri: null,
        requestedAt: expect.any(String),
      },
    ] satisfies JoinRequestView[]);

    const approved = await admin.client.call(api.community.groups.approveJoinRequest, {
      params: { groupId: group.id, profileId: bo.profileId },
    });
    expect(approved.statusCode).toBe(204);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({
      isMember: true,
      joinRequested: false,
      memberCount: 2,
    });
    const read = await feed(bo.client, group.id);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Only for us.');
    expect((await thread(bo.client, postId)).statusCode).toBe(200);
    expect(await streamStatus(groupTopic(group.id), bo.client.cookieHeader)).toBe(200);
    expect((await requests(admin.client, group.id)).json()).toEqual([]);

    // Approving again finds no request, and changes nothing.
    const again = await admin.client.call(api.community.groups.approveJoinRequest, {
      params: { groupId: group.id, profileId: bo.profileId },
    });
    expect(again.statusCode).toBe(404);
    expect((await pageOf(bo.client, group.slug)).memberCount).toBe(2);
  });

  it('lets the admin decline, and the requester withdraw; neither makes a member', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    const cy = await outsider();
    await ask(bo.client, group.id);
    await ask(cy.client, group.id);
    const declined = await admin.client.call(api.community.groups.declineJoinRequest, {
      params: { groupId: group.id, profileId: bo.profileId },
    });
    expect(declined.statusCode).toBe(204);
    const withdrawn = await cy.client.call(api.community.groups.withdrawJoinRequest, {
      params: { groupId: group.id },
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await requests(admin.client, group.id)).json()).toEqual([]);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({ isMember: false, joinRequested: false });
    expect((await pageOf(admin.client, group.slug)).memberCount).toBe(1);
  });

  it('keeps the requests and their answers for the admin: others get 403 NOT_GROUP_CREATOR', async () => {
    const { group } = await privateGroup();
    const bo = await outsider();
    const cy = await outsider();
    await ask(bo.client, group.id);
    for (const client of [bo.client, cy.client]) {
      const listed = await requests(client, group.id);
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toMatchObject({ code: 'NOT_GROUP_CREATOR' });
      const approved = await client.call(api.community.groups.approveJoinRequest, {
        params: { groupId: group.id, profileId: bo.profileId },
      });
      expect(approved.statusCode).toBe(403);
    }
    expect((await pageOf(bo.client, group.slug)).isMember).toBe(false);
    const visitor = await server.client().call(api.community.groups.joinRequests, {
      params: { groupId: group.id },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('needs a community profile to ask', async () => {
    const { group } = await privateGroup();
    const plain = await customer(server, 'plain');
    const asked = await ask(plain.client, group.id);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
  });
});

describe('invitations to a private group', () => {
  it('lets the invitee see the invitation and accept it', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    expect((await invite(admin.client, group.id, bo.profileId)).statusCode).toBe(204);
    expect((await invite(admin.client, group.id, bo.profileId)).statusCode).toBe(204);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({ isMember: false, invited: true });
    expect((await feed(bo.client, group.id)).statusCode).toBe(403);

    const accepted = await bo.client.call(api.community.groups.acceptInvitation, {
      params: { groupId: group.id },
    });
    expect(accepted.statusCode).toBe(204);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({
      isMember: true,
      invited: false,
      memberCount: 2,
    });
    expect((await feed(bo.client, group.id)).statusCode).toBe(200);
  });

  it('lets the invitee decline; accepting afterwards finds nothing', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    await invite(admin.client, group.id, bo.profileId);
    const declined = await bo.client.call(api.community.groups.declineInvitation, {
      params: { groupId: group.id },
    });
    expect(declined.statusCode).toBe(204);
    expect(await pageOf(bo.client, group.slug)).toMatchObject({ isMember: false, invited: false });
    const late = await bo.client.call(api.community.groups.acceptInvitation, {
      params: { groupId: group.id },
    });
    expect(late.statusCode).toBe(404);
    expect((await pageOf(admin.client, group.slug)).memberCount).toBe(1);
  });

  it('admits at once when the admin invites someone who asked, or the invitee asks or joins', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    const cy = await outsider();
    await ask(bo.client, group.id);
    expect((await invite(admin.client, group.id, bo.profileId)).statusCode).toBe(204);
    expect((await pageOf(bo.client, group.slug)).isMember).toBe(true);

    await invite(admin.client, group.id, cy.profileId);
    expect((await join(cy.client, group.id)).statusCode).toBe(204);
    expect(await pageOf(cy.client, group.slug)).toMatchObject({
      isMember: true,
      invited: false,
      memberCount: 3,
    });
  });

  it('lets only the admin invite, and only an active member', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    const cy = await outsider();
    const byOutsider = await invite(bo.client, group.id, cy.profileId);
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json()).toMatchObject({ code: 'NOT_GROUP_CREATOR' });
    expect((await pageOf(cy.client, group.slug)).invited).toBe(false);

    const gone = await member(server, `gone${++sequence}`, { join: 'database', status: 'DEACTIVATED' });
    const toGone = await invite(admin.client, group.id, gone.profileId);
    expect(toGone.statusCode).toBe(404);
    const unknown = await invite(admin.client, group.id, '00000000-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
  });

  it('stops a member who leaves from reading the group', async () => {
    const { admin, group } = await privateGroup();
    const bo = await outsider();
    await invite(admin.client, group.id, bo.profileId);
    await bo.client.call(api.community.groups.acceptInvitation, { params: { groupId: group.id } });
    expect((await feed(bo.client, group.id)).statusCode).toBe(200);
    expect(
      (await bo.client.call(api.community.groups.leave, { params: { groupId: group.id } })).statusCode,
    ).toBe(204);
    expect((await feed(bo.client, group.id)).statusCode).toBe(403);
    expect((await join(bo.client, group.id)).statusCode).toBe(403);
  });
});
