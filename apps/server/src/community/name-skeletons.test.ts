import { api } from '@havn/contract';
import { nameSkeleton } from '@havn/domain/community/name-skeleton';
import {
  createGroup,
  createGroupForm,
  customer,
  member,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../db/schema/groups.ts';
import { profiles } from '../db/schema/profiles.ts';
import { backfillNameSkeletons } from './name-skeletons.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function joinForm(username: string): FormData {
  const form = new FormData();
  form.set('username', username);
  form.set('acceptedTerms', 'true');
  form.set('avatarUri', 'preset:teal-1');
  return form;
}

// The attacks issue 12 found: invisible, direction-changing, flooding and mixed-script names.
const INVALID_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['a zero-width space', 'Sigrid\u200BN'],
  ['a variation selector', 'Sigrid N\uFE0F'],
  ['a combining-mark flood', 'Sigrid N\u0301\u0302\u0303\u0304\u0305\u0306'],
  ['a Hangul filler', 'Sigrid\u3164N'],
  ['Cyrillic inside Latin', '\u0410strid Q'],
];

// A bidi override is refused in every request's text before any rule of names (as NUL is): 422
// CONTROL_CHARACTERS from the checks; the forms' own rules refuse it as a name too.
describe('names that would show in another order than they read', () => {
  const reordered = 'Safe \u202Egnp.exe';

  it('refuses a username with a bidi override: the check 422 CONTROL_CHARACTERS, the form 422', async () => {
    const { client } = await customer(server);
    const check = await client.call(api.community.profiles.validateUsername, {
      body: { username: reordered },
    });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    const created = await client.call(api.community.profiles.create, { form: joinForm(reordered) });
    expect(created.statusCode).toBe(422);
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });

  it('refuses a group name with a bidi override: the check 422 CONTROL_CHARACTERS, the form 422', async () => {
    const m = await member(server, 'reorderer', { join: 'database' });
    const check = await m.client.call(api.community.groups.validateName, { body: { groupName: reordered } });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    const created = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: reordered }),
    });
    expect(created.statusCode).toBe(422);
  });
});

describe('usernames that cannot impersonate', () => {
  it.each(INVALID_NAMES)(
    'refuses %s: validate says INVALID, create says 422 USERNAME_INVALID',
    async (_, name) => {
      const { client } = await customer(server);
      const check = await client.call(api.community.profiles.validateUsername, { body: { username: name } });
      expect(check.json()).toEqual({ result: 'INVALID' });
      const created = await client.call(api.community.profiles.create, { form: joinForm(name) });
      expect(created.statusCode).toBe(422);
      expect(created.json()).toMatchObject({ code: 'USERNAME_INVALID' });
      expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
    },
  );

  it.each([
    ['a whole-script Cyrillic look-alike', '\u0420\u0430\u0441\u0435 \u041E\u0440\u0455'],
    ['a different case', 'PACE OPS'],
    ['a zero for an O', 'Pace 0ps'],
  ])('takes %s of an existing member', async (_, name) => {
    await member(server, 'Pace Ops').catch(() => undefined);
    const { client } = await customer(server);
    const check = await client.call(api.community.profiles.validateUsername, { body: { username: name } });
    expect(check.json()).toEqual({ result: 'ALREADY_EXISTS' });
    const created = await client.call(api.community.profiles.create, { form: joinForm(name) });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});

// The product's and the staff's names, however they are spelt: compatibility forms, small capitals.
const PRODUCT_NAMES = [
  ['fullwidth letters', '\uFF48\uFF41\uFF56\uFF4E'],
  ['a small capital', '\u029Cavn'],
  ['the brand with a title', 'Havn Official Support'],
  ['a staff word', 'Compliance'],
  ['a look-alike of a staff word', 'adrnin'],
] as const;

describe("the product's own names", () => {
  it.each(PRODUCT_NAMES)('keeps %s from usernames: UNAVAILABLE, and 422 on create', async (_, name) => {
    const { client } = await customer(server);
    const check = await client.call(api.community.profiles.validateUsername, { body: { username: name } });
    expect(check.json()).toEqual({ result: 'UNAVAILABLE' });
    const created = await client.call(api.community.profiles.create, { form: joinForm(name) });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'USERNAME_INVALID' });
  });

  it.each([
    ...PRODUCT_NAMES,
    ['the brand alone', 'Havn'],
    ['the brand as a word', 'Official ·Havn·'],
  ] as const)('keeps %s from group names: taken', async (_, name) => {
    const m = await member(server, 'brander', { join: 'database' });
    const check = await m.client.call(api.community.groups.validateName, { body: { groupName: name } });
    expect(check.json()).toMatchObject({ result: 'ALREADY_EXISTS' });
    const created = await m.client.call(api.community.groups.create, { form: createGroupForm({ name }) });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
  });

  it('leaves a group its word for a harbour: "havn" beginning a longer word is free', async () => {
    const m = await member(server, 'harbour', { join: 'database' });
    const check = await m.client.call(api.community.groups.validateName, {
      body: { groupName: 'Havnens investorer' },
    });
    expect(check.json()).toMatchObject({ result: 'VALID' });
  });
});

describe('group names that cannot impersonate', () => {
  it.each(INVALID_NAMES)('refuses %s with 422 GROUP_NAME_INVALID', async (_, name) => {
    const m = await member(server, 'groupie', { join: 'database' });
    const check = await m.client.call(api.community.groups.validateName, { body: { groupName: name } });
    expect(check.json()).toMatchObject({ result: 'INVALID' });
    const created = await m.client.call(api.community.groups.create, { form: createGroupForm({ name }) });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'GROUP_NAME_INVALID' });
  });

  it.each([
    ['trailing spaces', 'Nordic Dividends  '],
    ['leading spaces', '   Nordic Dividends'],
    ['a doubled inner space', 'Nordic  Dividends'],
    ['a zero for an o', 'N0rdic Dividends'],
  ])('takes a name that differs only by %s', async (_, name) => {
    const owner = await member(server, 'founder', { join: 'database' });
    await createGroup(owner.client, 'Nordic Dividends').catch(() => undefined);
    const m = await member(server, 'copycat', { join: 'database' });
    const check = await m.client.call(api.community.groups.validateName, { body: { groupName: name } });
    expect(check.json()).toMatchObject({ result: 'ALREADY_EXISTS' });
    const created = await m.client.call(api.community.groups.create, { form: createGroupForm({ name }) });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
  });

  it('takes a whole-script Cyrillic look-alike, and refuses Latin mixed with Cyrillic outright', async () => {
    const owner = await member(server, 'escaper', { join: 'database' });
    await createGroup(owner.client, 'Escape Pace');
    const cyrillic = '\u0415\u0455\u0441\u0430\u0440\u0435 \u0420\u0430\u0441\u0435';
    const whole = await owner.client.call(api.community.groups.create, {
      form: createGroupForm({ name: cyrillic }),
    });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
    const mixed = await owner.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Escape \u0420ace' }),
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ code: 'GROUP_NAME_INVALID' });
  });

  it('refuses renaming a group to a look-alike of another, and allows a different name', async () => {
    const m = await member(server, 'renamer', { join: 'database' });
    await createGroup(m.client, 'Poppa Escape');
    const mine = await createGroup(m.client, 'Silver Queens');
    const edit = (name: string) =>
      m.client.call(api.community.groups.edit, {
        params: { group: mine.id },
        body: { name, description: '' },
      });
    const lookalike = await edit('\u0420\u043E\u0440\u0440\u0430 \u0415\u0455\u0441\u0430\u0440\u0435 ');
    expect(lookalike.statusCode).toBe(409);
    expect(lookalike.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
    expect((await edit('Gold Queens')).statusCode).toBe(200);
  });
});

describe('backfilling skeletons', () => {
  it('gives names stored without one their skeleton, so look-alikes of them are taken', async () => {
    const m = await member(server, 'legacy', { join: 'database' });
    const group = await createGroup(m.client, 'Old Timers Club');
    await server.ctx.db.update(groups).set({ nameSkeleton: null }).where(eq(groups.id, group.id));
    await server.ctx.db.update(profiles).set({ usernameSkeleton: null }).where(eq(profiles.id, m.profileId));
    await backfillNameSkeletons(server.ctx);
    const [row] = await server.ctx.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row?.nameSkeleton).toBe(nameSkeleton('old timers club'));
    const [profile] = await server.ctx.db.select().from(profiles).where(eq(profiles.id, m.profileId));
    expect(profile?.usernameSkeleton).not.toBeNull();
    const created = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: '0ld Timers Club ' }),
    });
    expect(created.statusCode).toBe(409);
  });
});
