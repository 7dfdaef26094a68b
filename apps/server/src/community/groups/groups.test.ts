import { api, type GroupView } from '@havn/contract';
import { ABUSE_LIMITS, WIDGET_ITEMS } from '@havn/domain';
import {
  createGroup,
  createGroupForm,
  customer,
  deactivatedMember,
  type Member,
  member,
  startTestServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { contents } from '../../db/schema/contents.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { touchGroupActivity } from './groups-repo.ts';

const clock = new ManualClock('2026-03-02T10:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

async function memberCount(groupId: string): Promise<number> {
  const [row] = await server.ctx.db
    .select({ n: groups.memberCount })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row?.n ?? -1;
}

async function membershipRows(groupId: string): Promise<number> {
  const rows = await server.ctx.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return rows.length;
}

async function bySlug(client: TestClient, slug: string): Promise<GroupView> {
  const response = await client.call(api.community.groups.bySlug, { params: { group: slug } });
  expect(response.statusCode).toBe(200);
  return response.json() as GroupView;
}

describe('create group', () => {
  it('creates a public group with its creator as the first member', async () => {
    const astrid = await member(server, 'astrid', { join: 'database' });
    const response = await astrid.client.call(api.community.groups.create, {
      form: createGroupForm({
        name: 'Fjord Investors',
        description: 'Long-term Nordic value.',
      }),
    });
    expect(response.statusCode).toBe(201);
    const group = response.json() as GroupView;
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Fjord Investors',
      slug: 'fjord-investors',
      description: 'Long-term Nordic value.',
      kind: 'PUBLIC',
      logoUri: null,
      iconUrl: null,
      latestActivityAt: clock.now().toISOString(),
      memberCount: 1,
      createdAt: clock.now().toISOString(),
      creatorId: astrid.profileId,
      isMember: true,
      isCreator: true,
    });
    expect(await bySlug(astrid.client, 'fjord-investors')).toEqual({
      ...group,
      joinRequested: false,
      invited: false,
    });
  });

  it('creates a PRIVATE group when asked, and takes a JSON part sent as a plain field', async () => {
    const m = await member(server, 'private', { join: 'database' });
    const form = new FormData();
    form.append(
      'createGroupRequest',
      JSON.stringify({ name: 'Quiet Harbour', description: '', kind: 'PRIVATE' }),
    );
    const response = await m.client.call(api.community.groups.create, { form: form });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Quiet Harbour', kind: 'PRIVATE', slug: 'quiet-harbour' });
  });

  it('removes leading whitespace from the name and trims the description', async () => {
    const m = await member(server, 'trimmer', { join: 'database' });
    const response = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: '   Aurora Dividends', description: '  Hi  ' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Aurora Dividends', description: 'Hi' });
  });

  it('refuses an invalid name with 422 GROUP_NAME_INVALID', async () => {
    const m = await member(server, 'badname', { join: 'database' });
    for (const name of ['ab', '     ', '', 'x'.repeat(37), '   ab', 'bad\u0007name']) {
      const response = await m.client.call(api.community.groups.create, { form: createGroupForm({ name }) });
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({ code: 'GROUP_NAME_INVALID' });
    }
    // 3 and 36 characters are the limits, inclusive.
    expect(
      (await m.client.call(api.community.groups.create, { form: createGroupForm({ name: 'abc' }) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await m.client.call(api.community.groups.create, { form: createGroupForm({ name: 'y'.repeat(36) }) }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a taken name, whatever its case, with 409 GROUP_NAME_TAKEN', async () => {
    const m = await member(server, 'taker', { join: 'database' });
    await createGroup(m.client, 'Copper Miners');
    for (const name of ['Copper Miners', 'COPPER MINERS', '  copper miners']) {
      const response = await m.client.call(api.community.groups.create, { form: createGroupForm({ name }) });
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
    }
    const [row] = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(groups)
      .where(sql`lower(${groups.name}) = 'copper miners'`);
    expect(row?.n).toBe(1);
  });

  it('answers one of two racing creates with 409 GROUP_NAME_TAKEN', async () => {
    const a = await member(server, 'racera', { join: 'database' });
    const b = await member(server, 'racerb', { join: 'database' });
    const responses = await Promise.all([
      a.client.call(api.community.groups.create, { form: createGroupForm({ name: 'Race Condition Club' }) }),
      b.client.call(api.community.groups.create, { form: createGroupForm({ name: 'race condition club' }) }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
  });

  it('gives names that slug alike their own slugs: -2, -3 …', async () => {
    const m = await member(server, 'slugger', { join: 'database' });
    const first = await createGroup(m.client, 'Nordic Tech!');
    const second = await createGroup(m.client, 'Nordic  Tech?');
    const third = await createGroup(m.client, 'nordic-tech');
    expect([first.slug, second.slug, third.slug]).toEqual(['nordic-tech', 'nordic-tech-2', 'nordic-tech-3']);
    expect((await bySlug(m.client, 'nordic-tech-2')).id).toBe(second.id);
  });

  it('never gives a group the slug of a static path', async () => {
    const m = await member(server, 'widgeteer', { join: 'database' });
    const widget = await createGroup(m.client, 'Widget');
    const validate = await createGroup(m.client, 'Validate Name');
    expect(widget.slug).toBe('widget-2');
    expect(validate.slug).toBe('validate-name-2');
    expect((await bySlug(m.client, 'widget-2')).name).toBe('Widget');
  });

  it('refuses a description over 1000 characters with 422 TEXT_TOO_LONG', async () => {
    const m = await member(server, 'longdesc', { join: 'database' });
    const tooLong = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Verbose Group', description: 'é'.repeat(1001) }),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ code: 'TEXT_TOO_LONG' });
    const control = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Verbose Group', description: 'a\u0000b' }),
    });
    expect(control.statusCode).toBe(422);
    expect(control.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    const atLimit = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Verbose Group', description: 'é'.repeat(1000) }),
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it('answers 400 for unknown fields, a wrong kind, bad JSON or a missing part', async () => {
    const m = await member(server, 'strict', { join: 'database' });
    const unknown = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Strict Group', isAdmin: true }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const kind = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Strict Group', kind: 'SECRET' }),
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const badJson = new FormData();
    badJson.append('createGroupRequest', '{"name":');
    expect((await m.client.call(api.community.groups.create, { form: badJson })).statusCode).toBe(400);

    const missing = new FormData();
    missing.append('somethingElse', 'x');
    const noPart = await m.client.call(api.community.groups.create, { form: missing });
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const json = await m.client.call(api.community.groups.create, {
      body: { createGroupRequest: { name: 'Strict Group' } },
    });
    expect(json.statusCode).toBe(415);
    // Nothing of the refused attempts was created.
    expect(
      (await m.client.call(api.community.groups.bySlug, { params: { group: 'strict-group' } })).statusCode,
    ).toBe(404);
  });
});

describe('validate group name', () => {
  const validate = (client: TestClient, groupName: string) =>
    client.call(api.community.groups.validateName, { body: { groupName } });

  it('answers VALID, ALREADY_EXISTS or INVALID', async () => {
    const m = await member(server, 'checker', { join: 'database' });
    await createGroup(m.client, 'Bergen Bulls');
    const results: Record<string, string> = {};
    for (const name of ['Bergen Bears', 'bergen bulls', '  Bergen Bulls', 'ab', '    ', 'z'.repeat(37)]) {
      const response = await validate(m.client, name);
      expect(response.statusCode).toBe(200);
      results[name] = (response.json() as { result: string }).result;
    }
    expect(results).toEqual({
      'Bergen Bears': 'VALID',
      'bergen bulls': 'ALREADY_EXISTS',
      '  Bergen Bulls': 'ALREADY_EXISTS',
      ab: 'INVALID',
      '    ': 'INVALID',
      [`${'z'.repeat(37)}`]: 'INVALID',
    });
  });

  it('needs a login, but not a community profile', async () => {
    const anonymous = await validate(server.client(), 'Anything Goes');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const guest = await customer(server);
    expect((await validate(guest.client, 'Anything Goes')).json()).toEqual({ result: 'VALID' });
  });

  it('refuses unknown fields with 400', async () => {
    const m = await member(server, 'checker2', { join: 'database' });
    const response = await m.client.callUnchecked(api.community.groups.validateName, {
      body: { groupName: 'abc', x: 1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is rate limited per member (nameCheck) with 429 and Retry-After', async () => {
    const m = await member(server, 'spammer', { join: 'database' });
    const start = clock.now();
    // Fill the member's window directly rather than with 300 calls.
    const windowMs = ABUSE_LIMITS.nameCheck.windowMs;
    const windowStart = new Date(Math.floor(start.getTime() / windowMs) * windowMs);
    await server.ctx.db.execute(sql`
      insert into rate_limits (key, window_start, count, expires_at)
      values (${`nameCheck:member:${m.userId}`}, ${windowStart.toISOString()}, ${ABUSE_LIMITS.nameCheck.perMember},
              ${new Date(windowStart.getTime() + windowMs).toISOString()})`);
    const response = await validate(m.client, 'One Too Many');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('join and leave', () => {
  let creator: Member;
  let group: GroupView;
  beforeAll(async () => {
    creator = await member(server, 'harbourmaster', { join: 'database' });
    group = await createGroup(creator.client, 'Harbour Traders');
  });

  it('joins once however often it is asked, and leaves the same way', async () => {
    const ola = await member(server, 'ola', { join: 'database' });
    expect(
      (await ola.client.call(api.community.groups.join, { params: { groupId: group.id } })).statusCode,
    ).toBe(204);
    expect(
      (await ola.client.call(api.community.groups.join, { params: { groupId: group.id } })).statusCode,
    ).toBe(204);
    expect(await memberCount(group.id)).toBe(2);
    expect(await membershipRows(group.id)).toBe(2);
    expect(await bySlug(ola.client, group.slug)).toMatchObject({
      isMember: true,
      isCreator: false,
      memberCount: 2,
    });

    expect(
      (await ola.client.call(api.community.groups.leave, { params: { groupId: group.id } })).statusCode,
    ).toBe(204);
    expect(
      (await ola.client.call(api.community.groups.leave, { params: { groupId: group.id } })).statusCode,
    ).toBe(204);
    expect(await memberCount(group.id)).toBe(1);
    expect(await membershipRows(group.id)).toBe(1);
    expect(await bySlug(ola.client, group.slug)).toMatchObject({ isMember: false, memberCount: 1 });
  });

  it('counts concurrent joins of one member once', async () => {
    const eager = await member(server, 'eager', { join: 'database' });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        eager.client
          .call(api.community.groups.join, { params: { groupId: group.id } })
          .then((r) => r.statusCode),
      ),
    );
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(await memberCount(group.id)).toBe(await membershipRows(group.id));
    await eager.client.call(api.community.groups.leave, { params: { groupId: group.id } });
  });

  it('counts a join as activity in the group', async () => {
    const g = await createGroup(creator.client, 'Activity Check');
    clock.advance(60_000);
    const joiner = await member(server, 'joiner', { join: 'database' });
    await joiner.client.call(api.community.groups.join, { params: { groupId: g.id } });
    expect((await bySlug(joiner.client, g.slug)).latestActivityAt).toBe(clock.now().toISOString());
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    const m = await member(server, 'lost', { join: 'database' });
    const unknown = await m.client.call(api.community.groups.join, {
      params: { groupId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const leaveUnknown = await m.client.call(api.community.groups.leave, {
      params: { groupId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(leaveUnknown.statusCode).toBe(404);
    expect(
      (await m.client.call(api.community.groups.join, { params: { groupId: 'not-a-uuid' } })).statusCode,
    ).toBe(400);
  });

  it('lets the creator leave and come back without losing the group', async () => {
    const g = await createGroup(creator.client, 'Creator Leaves');
    expect(
      (await creator.client.call(api.community.groups.leave, { params: { groupId: g.id } })).statusCode,
    ).toBe(204);
    expect(await bySlug(creator.client, g.slug)).toMatchObject({
      isMember: false,
      isCreator: true,
      memberCount: 0,
    });
    expect(
      (await creator.client.call(api.community.groups.join, { params: { groupId: g.id } })).statusCode,
    ).toBe(204);
    expect(await bySlug(creator.client, g.slug)).toMatchObject({ isMember: true, memberCount: 1 });
  });
});

describe('edit group', () => {
  const edit = (client: TestClient, groupId: string, body: Record<string, unknown>) =>
    client.callUnchecked(api.community.groups.edit, { params: { group: groupId }, body });

  it('lets the creator rename and redescribe; the slug stays', async () => {
    const c = await member(server, 'editor', { join: 'database' });
    const g = await createGroup(c.client, 'Old Name Here', 'old');
    const response = await edit(c.client, g.id, { name: 'New Name Here', description: 'new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: g.id,
      name: 'New Name Here',
      description: 'new',
      slug: g.slug,
      isCreator: true,
      isMember: true,
    });
    expect(await bySlug(c.client, g.slug)).toMatchObject({ name: 'New Name Here', description: 'new' });
  });

  it('changes only the description when the name is unchanged (even with a leading space)', async () => {
    const c = await member(server, 'describer', { join: 'database' });
    const g = await createGroup(c.client, 'Same Name Club', 'a');
    const response = await edit(c.client, g.id, { name: ' Same Name Club', description: 'b' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Same Name Club', description: 'b' });
  });

  it('allows a change of case only: the name is its own', async () => {
    const c = await member(server, 'recaser', { join: 'database' });
    const g = await createGroup(c.client, 'lower case club');
    const response = await edit(c.client, g.id, { name: 'Lower Case Club', description: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Lower Case Club' });
  });

  it('refuses an edit without changes with 422 NO_CHANGES', async () => {
    const c = await member(server, 'nochange', { join: 'database' });
    const g = await createGroup(c.client, 'Static Group', 'same');
    for (const body of [
      { name: 'Static Group', description: 'same' },
      { name: '  Static Group', description: ' same ' },
    ]) {
      const response = await edit(c.client, g.id, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'NO_CHANGES' });
    }
  });

  it('refuses a taken name with 409 GROUP_NAME_TAKEN and an invalid one with 422 GROUP_NAME_INVALID', async () => {
    const c = await member(server, 'renamer', { join: 'database' });
    await createGroup(c.client, 'Taken Already');
    const g = await createGroup(c.client, 'Wants Rename', 'x');
    const taken = await edit(c.client, g.id, { name: 'TAKEN already', description: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
    const invalid = await edit(c.client, g.id, { name: 'no', description: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'GROUP_NAME_INVALID' });
    const long = await edit(c.client, g.id, { name: 'Wants Rename', description: 'd'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'TEXT_TOO_LONG' });
    expect(await bySlug(c.client, g.slug)).toMatchObject({ name: 'Wants Rename', description: 'x' });
  });

  it('refuses unknown fields and missing fields with 400', async () => {
    const c = await member(server, 'strictedit', { join: 'database' });
    const g = await createGroup(c.client, 'Strict Edit');
    expect(
      (await edit(c.client, g.id, { name: 'Strict Edit 2', description: '', kind: 'PRIVATE' })).statusCode,
    ).toBe(400);
    expect((await edit(c.client, g.id, { name: 'Strict Edit 2' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown group', async () => {
    const c = await member(server, 'editlost', { join: 'database' });
    const response = await edit(c.client, '00000000-0000-4000-8000-000000000000', {
      name: 'abc',
      description: '',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('delete group', () => {
  it('deletes the group with its members and contents', async () => {
    const c = await member(server, 'deleter', { join: 'database' });
    const g = await createGroup(c.client, 'Short Lived');
    const joiner = await member(server, 'deljoiner', { join: 'database' });
    await joiner.client.call(api.community.groups.join, { params: { groupId: g.id } });
    const now = clock.now();
    const [root] = await server.ctx.db
      .insert(contents)
      .values({
        type: 'POST',
        profileId: c.profileId,
        message: 'hello group',
        groupId: g.id,
        urlSafe: 'hello-group',
        createdAt: now,
        postedAt: now,
        updatedAt: now,
      })
      .returning({ id: contents.id });
    await server.ctx.db.insert(contents).values({
      type: 'COMMENT',
      profileId: joiner.profileId,
      message: 'a comment',
      rootId: root!.id,
      parentId: root!.id,
      urlSafe: 'a-comment',
      createdAt: now,
      postedAt: now,
      updatedAt: now,
    });

    expect((await c.client.call(api.community.groups.delete, { params: { group: g.id } })).statusCode).toBe(
      204,
    );
    expect((await c.client.call(api.community.groups.bySlug, { params: { group: g.slug } })).statusCode).toBe(
      404,
    );
    expect(await membershipRows(g.id)).toBe(0);
    const left = await server.ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(sql`${contents.groupId} = ${g.id} or ${contents.rootId} = ${root!.id}`);
    expect(left).toEqual([]);
    // A second delete finds nothing.
    expect((await c.client.call(api.community.groups.delete, { params: { group: g.id } })).statusCode).toBe(
      404,
    );
    // The name is free again.
    expect(
      (await c.client.call(api.community.groups.create, { form: createGroupForm({ name: 'Short Lived' }) }))
        .statusCode,
    ).toBe(201);
  });
});

describe('permissions of every mutating call', () => {
  let creator: Member;
  let other: Member;
  let deactivated: Member;
  let noProfile: TestClient;
  let group: GroupView;
  const logoForm = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    return form;
  };

  beforeAll(async () => {
    creator = await member(server, 'owner', { join: 'database' });
    other = await member(server, 'other', { join: 'database' });
    deactivated = await deactivatedMember(server, 'sleeper');
    noProfile = (await customer(server)).client;
    group = await createGroup(creator.client, 'Permission Matrix');
    await other.client.call(api.community.groups.join, { params: { groupId: group.id } });
  });

  type Call = (client: TestClient) => Promise<{ statusCode: number; json(): unknown }>;
  const calls: Record<string, Call> = {
    'create group': (client) =>
      client.call(api.community.groups.create, { form: createGroupForm({ name: 'Matrix Made' }) }),
    join: (client) => client.call(api.community.groups.join, { params: { groupId: group.id } }),
    leave: (client) => client.call(api.community.groups.leave, { params: { groupId: group.id } }),
    edit: (client) =>
      client.call(api.community.groups.edit, {
        params: { group: group.id },
        body: { name: 'Matrix Renamed', description: 'x' },
      }),
    logo: async (client) =>
      client.call(api.community.groups.uploadLogo, { params: { groupId: group.id }, form: await logoForm() }),
    delete: (client) => client.call(api.community.groups.delete, { params: { group: group.id } }),
  };

  it.each(Object.keys(calls))('%s: logged out is 401 UNAUTHENTICATED', async (name) => {
    const response = await calls[name]!(server.client());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each(Object.keys(calls))('%s: a customer without a profile is 403 PROFILE_REQUIRED', async (name) => {
    const response = await calls[name]!(noProfile);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
  });

  it.each(Object.keys(calls))('%s: a deactivated profile is 403 PROFILE_DEACTIVATED', async (name) => {
    const response = await calls[name]!(deactivated.client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PROFILE_DEACTIVATED' });
  });

  it.each(['edit', 'logo', 'delete'])(
    '%s: a member who is not the creator is 403 NOT_GROUP_CREATOR',
    async (name) => {
      const response = await calls[name]!(other.client);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_GROUP_CREATOR' });
    },
  );

  it('leaves the group untouched after every refusal', async () => {
    const seen = await bySlug(creator.client, group.slug);
    expect(seen).toMatchObject({ name: 'Permission Matrix', memberCount: 2, logoUri: null });
    expect(
      (await server.client().call(api.community.groups.bySlug, { params: { group: 'matrix-made' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a member join and leave, and the creator edit and delete', async () => {
    expect((await calls.leave!(other.client)).statusCode).toBe(204);
    expect((await calls.join!(other.client)).statusCode).toBe(204);
    expect((await calls.edit!(creator.client)).statusCode).toBe(200);
    expect((await calls.delete!(creator.client)).statusCode).toBe(204);
  });
});

describe('reads', () => {
  let viewer: Member;
  const made: GroupView[] = [];
  beforeAll(async () => {
    const host = await member(server, 'host', { join: 'database' });
    viewer = await member(server, 'reader', { join: 'database' });
    // Seven groups, each a minute apart; the viewer joins all but the last as it opens.
    for (let i = 1; i <= 7; i++) {
      clock.advance(60_000);
      const g = await createGroup(host.client, `Reading Room ${i}`);
      made.push(g);
      if (i <= 6) await viewer.client.call(api.community.groups.join, { params: { groupId: g.id } });
    }
  });

  it('GET /groups/:slug is public; viewer fields only when logged in', async () => {
    const anonymous = await bySlug(server.client(), made[0]!.slug);
    expect(anonymous).toMatchObject({ name: 'Reading Room 1', isMember: false, isCreator: false });
    expect(await bySlug(viewer.client, made[0]!.slug)).toMatchObject({ isMember: true, isCreator: false });
    const missing = await server
      .client()
      .call(api.community.groups.bySlug, { params: { group: 'no-such-group' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('GET /groups/widget lists the caller’s groups, most recently active first, at most WIDGET_ITEMS', async () => {
    // A post lands in Reading Room 2: it becomes the most recently active.
    clock.advance(60_000);
    await server.ctx.db.transaction((tx) => touchGroupActivity(tx, made[1]!.id, clock.now()));
    // An older activity never moves the time back.
    await touchGroupActivity(server.ctx.db, made[1]!.id, new Date('2020-01-01T00:00:00Z'));

    const response = await viewer.client.call(api.community.groups.widget);
    expect(response.statusCode).toBe(200);
    const list = response.json() as GroupView[];
    expect(list).toHaveLength(WIDGET_ITEMS);
    expect(list.map((g) => g.name)).toEqual([
      'Reading Room 2',
      'Reading Room 6',
      'Reading Room 5',
      'Reading Room 4',
      'Reading Room 3',
    ]);
    expect(list[0]!.latestActivityAt).toBe(clock.now().toISOString());
    expect(list.every((g) => g.isMember)).toBe(true);
  });

  it('GET /groups/widget is empty when logged out or without a profile', async () => {
    const anonymous = await server.client().call(api.community.groups.widget);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual([]);
    const guest = await customer(server);
    expect((await guest.client.call(api.community.groups.widget)).json()).toEqual([]);
  });

  it('discover my-groups pages through the caller’s groups with a total', async () => {
    const first = await viewer.client.call(api.community.groups.discover, {
      query: { chip: 'my-groups', limit: '4', offset: '0' },
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { groups: GroupView[]; total: number };
    expect(page1.total).toBe(6);
    expect(page1.groups.map((g) => g.name)).toEqual([
      'Reading Room 2',
      'Reading Room 6',
      'Reading Room 5',
      'Reading Room 4',
    ]);
    const page2 = (
      await viewer.client.call(api.community.groups.discover, {
        query: { chip: 'my-groups', limit: '4', offset: '4' },
      })
    ).json() as { groups: GroupView[]; total: number };
    expect(page2.groups.map((g) => g.name)).toEqual(['Reading Room 3', 'Reading Room 1']);
    expect(page2.total).toBe(6);
  });

  it('discover my-groups is 401 when logged out, empty without a profile', async () => {
    const anonymous = await server
      .client()
      .call(api.community.groups.discover, { query: { chip: 'my-groups' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const guest = await customer(server);
    expect(
      (await guest.client.call(api.community.groups.discover, { query: { chip: 'my-groups' } })).json(),
    ).toEqual({
      groups: [],
      total: 0,
    });
  });

  it('discover most-active orders by latest activity, then member count, for anyone', async () => {
    // Two groups with the same activity time: the one with more members comes first.
    const a = await member(server, 'tiea', { join: 'database' });
    const b = await member(server, 'tieb', { join: 'database' });
    clock.advance(60_000);
    const small = await createGroup(a.client, 'Tie Small');
    const big = await createGroup(b.client, 'Tie Big');
    await a.client.call(api.community.groups.join, { params: { groupId: big.id } });
    // Both at exactly the same instant.
    await server.ctx.db
      .update(groups)
      .set({ latestActivityAt: clock.now() })
      .where(sql`${groups.id} in (${small.id}, ${big.id})`);

    const response = await server
      .client()
      .call(api.community.groups.discover, { query: { chip: 'most-active', limit: '3' } });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { groups: GroupView[]; total: number };
    expect(page.groups.map((g) => g.name)).toEqual(['Tie Big', 'Tie Small', 'Reading Room 2']);
    expect(page.groups.every((g) => !g.isMember && !g.isCreator)).toBe(true);
    // A visitor's total counts the groups they may find: the public ones.
    const [count] = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(groups)
      .where(eq(groups.kind, 'PUBLIC'));
    expect(page.total).toBe(count?.n);

    // Logged in, the viewer fields are filled in; most-active is the default chip.
    const mine = (await a.client.call(api.community.groups.discover, { query: { limit: '3' } })).json() as {
      groups: GroupView[];
    };
    expect(mine.groups.map((g) => [g.name, g.isMember, g.isCreator])).toEqual([
      ['Tie Big', true, false],
      ['Tie Small', true, true],
      ['Reading Room 2', false, false],
    ]);
  });

  it('discover refuses an unknown chip or an out-of-range limit with 400', async () => {
    const client = server.client();
    expect(
      (await client.callUnchecked(api.community.groups.discover, { query: { chip: 'everything' } }))
        .statusCode,
    ).toBe(400);
    expect((await client.call(api.community.groups.discover, { query: { limit: '0' } })).statusCode).toBe(
      400,
    );
    expect((await client.call(api.community.groups.discover, { query: { limit: '51' } })).statusCode).toBe(
      400,
    );
    expect((await client.call(api.community.groups.discover, { query: { offset: '-1' } })).statusCode).toBe(
      400,
    );
  });
});
