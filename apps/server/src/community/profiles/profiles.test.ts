import { api, type Endpoint, type ProfileView } from '@havn/contract';
import { DELETED_PROFILE_ID } from '@havn/domain';
import {
  type CallInput,
  customer,
  type Member,
  member,
  startTestServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../db/schema/instruments.ts';
import {
  form,
  type ImageFile,
  mediaKey,
  myProfile,
  pngFile,
  putAvatar,
  textAsPng,
  uploadCount,
} from './test-fixtures.ts';

let server: TestServer;
let png: ImageFile;
let instrumentId: number;

beforeAll(async () => {
  server = await startTestServer();
  png = await pngFile();
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  instrumentId = row!.id;
});
afterAll(async () => {
  await server.close();
});

const join = (username: string, country = 'se') => member(server, username, { country });

interface ContentItem {
  id: string;
  profile: ProfileView;
}
interface ShareableAccount {
  accountId: string;
  accountNumber: string;
  accountType: string;
  alias: string | null;
  shared: boolean;
}

const post = (client: TestClient, message: string) =>
  client.call(api.community.content.create, {
    body: {
      type: 'POST',
      message,
      attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
    },
  });
const threadRoot = async (client: TestClient, contentId: string) =>
  (
    (await client.call(api.community.content.thread, { params: { contentId } })).json() as {
      root: ContentItem;
    }
  ).root;

describe('reading profiles', () => {
  it('GET /profiles/me is 404 NOT_FOUND for a customer without a profile and 401 logged out', async () => {
    const { client } = await customer(server);
    const response = await client.call(api.community.profiles.me);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await server.client().call(api.community.profiles.me)).statusCode).toBe(401);
  });

  it('GET /profiles/:slug shows a member to anyone, and 404 NOT_FOUND for an unknown slug', async () => {
    const m = await join('Open Book');
    const response = await server
      .client()
      .call(api.community.profiles.bySlug, { params: { slug: 'open-book' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: m.profileId,
      slug: 'open-book',
      username: 'Open Book',
      status: 'ACTIVE',
      relationship: { following: false, followedBy: false, muted: false },
    });
    const unknown = await server
      .client()
      .call(api.community.profiles.bySlug, { params: { slug: 'nobody-by-that-name' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows a logged-in viewer their relationship: following, followedBy, muted', async () => {
    const viewer = await join('Curious Viewer');
    const other = await join('Watched One');
    const look = async () =>
      (
        (
          await viewer.client.call(api.community.profiles.bySlug, { params: { slug: 'watched-one' } })
        ).json() as ProfileView
      ).relationship;
    expect(await look()).toEqual({ following: false, followedBy: false, muted: false });
    expect(
      (await viewer.client.call(api.community.profiles.follow, { params: { profileId: other.profileId } }))
        .statusCode,
    ).toBe(204);
    expect(await look()).toEqual({ following: true, followedBy: false, muted: false });
    expect(
      (await other.client.call(api.community.profiles.follow, { params: { profileId: viewer.profileId } }))
        .statusCode,
    ).toBe(204);
    expect(await look()).toEqual({ following: true, followedBy: true, muted: false });
    expect(
      (await viewer.client.call(api.community.profiles.mute, { params: { profileId: other.profileId } }))
        .statusCode,
    ).toBe(204);
    expect(await look()).toEqual({ following: true, followedBy: true, muted: true });
    // The other side sees its own view of the same pair.
    const back = (
      await other.client.call(api.community.profiles.bySlug, { params: { slug: 'curious-viewer' } })
    ).json() as ProfileView;
    expect(back.relationship).toEqual({ following: true, followedBy: true, muted: false });
    // A visitor sees no relationship at all.
    const visitor = (
      await server.client().call(api.community.profiles.bySlug, { params: { slug: 'watched-one' } })
    ).json() as ProfileView;
    expect(visitor.relationship).toEqual({ following: false, followedBy: false, muted: false });
  });
});

describe('deactivating and reactivating', () => {
  it('hides a deactivated member: 404 by slug, content shown with the all-zero placeholder', async () => {
    const author = await join('Going Away');
    const reader = await join('Stays Here');
    const item = (await post(author.client, 'My last words before a break.')).json() as ContentItem;
    expect(item.profile.id).toBe(author.profileId);

    const off = await author.client.call(api.community.profiles.inactivate);
    expect(off.statusCode).toBe(204);
    expect(off.body).toBe('');
    // Idempotent: deactivating again changes nothing.
    expect((await author.client.call(api.community.profiles.inactivate)).statusCode).toBe(204);

    for (const client of [reader.client, server.client()]) {
      const bySlug = await client.call(api.community.profiles.bySlug, { params: { slug: 'going-away' } });
      expect(bySlug.statusCode).toBe(404);
      expect(bySlug.json()).toMatchObject({ code: 'NOT_FOUND' });
      const root = await threadRoot(client, item.id);
      expect(root.profile).toMatchObject({
        id: DELETED_PROFILE_ID,
        username: '',
        slug: '',
        avatarUri: null,
        status: 'DEACTIVATED',
      });
    }
    const feed = (
      await reader.client.call(api.community.content.feed, { query: { instrumentId } })
    ).json() as {
      threads: ContentItem[];
    };
    const inFeed = feed.threads.find((t) => t.id === item.id);
    expect(inFeed?.profile.id).toBe(DELETED_PROFILE_ID);
    expect(JSON.stringify(feed)).not.toContain(author.profileId);

    // The member still sees their own profile and their own name on their content.
    const mine = await myProfile(author.client);
    expect(mine).toMatchObject({ id: author.profileId, username: 'Going Away', status: 'DEACTIVATED' });
    expect((await threadRoot(author.client, item.id)).profile.id).toBe(author.profileId);
  });

  it('refuses writes from a deactivated member with 403 PROFILE_DEACTIVATED', async () => {
    const m = await join('Quiet Now');
    const other = await join('Still Loud');
    const item = (await post(other.client, 'Anyone there?')).json() as ContentItem;
    await m.client.call(api.community.profiles.inactivate);
    const attempts = [
      await post(m.client, 'Can I still post?'),
      await m.client.call(api.community.content.create, {
        body: { type: 'COMMENT', message: 'hi', parentId: item.id },
      }),
      await m.client.call(api.community.content.react, {
        body: {
          itemId: item.id,
          itemType: 'COMMENT',
          reactionType: 'LIKE',
        },
      }),
      await m.client.call(api.community.profiles.follow, { params: { profileId: other.profileId } }),
      await m.client.call(api.community.profiles.description, { body: { description: 'back soon' } }),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PROFILE_DEACTIVATED' });
    }
  });

  it('reactivates: 200 with the profile, everything visible again; 409 PROFILE_ALREADY_ACTIVE after', async () => {
    const m = await join('Comes Back');
    const item = (await post(m.client, 'Before the break')).json() as ContentItem;
    await m.client.call(api.community.profiles.inactivate);

    const on = await m.client.call(api.community.profiles.reactivate);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      id: m.profileId,
      username: 'Comes Back',
      slug: 'comes-back',
      status: 'ACTIVE',
    });
    expect(
      (await server.client().call(api.community.profiles.bySlug, { params: { slug: 'comes-back' } }))
        .statusCode,
    ).toBe(200);
    expect((await threadRoot(server.client(), item.id)).profile.id).toBe(m.profileId);
    expect((await post(m.client, 'After the break')).statusCode).toBe(201);

    const again = await m.client.call(api.community.profiles.reactivate);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROFILE_ALREADY_ACTIVE' });
  });

  it('answers 404 NOT_FOUND to inactivate and reactivate without a profile', async () => {
    const { client } = await customer(server);
    for (const action of [api.community.profiles.inactivate, api.community.profiles.reactivate]) {
      const response = await client.call(action);
      expect(response.statusCode, action.path).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('PUT /profiles/me/avatar', () => {
  it('sets a preset avatar: 200 with the new avatarUri, seen by others', async () => {
    const m = await join('Preset Person');
    const response = await putAvatar(m.client, { avatarUri: 'preset:green-7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: m.profileId, avatarUri: 'preset:green-7' });
    const seen = (
      await server.client().call(api.community.profiles.bySlug, { params: { slug: 'preset-person' } })
    ).json() as ProfileView;
    expect(seen.avatarUri).toBe('preset:green-7');
  });

  it('uploads an avatar and removes each replaced upload: the old key answers 404', async () => {
    const m = await join('Face Changer');
    const before = await uploadCount(server);
    const first = await putAvatar(m.client, {}, png);
    expect(first.statusCode).toBe(200);
    const firstUri = (first.json() as ProfileView).avatarUri!;
    expect(firstUri).toMatch(/^\/api\/media\//);
    expect((await server.client().get(firstUri)).statusCode).toBe(200);
    expect((await myProfile(m.client)).avatarUri).toBe(firstUri);

    const second = await putAvatar(m.client, {}, await pngFile('#ff00aa'));
    expect(second.statusCode).toBe(200);
    const secondUri = (second.json() as ProfileView).avatarUri!;
    expect(secondUri).not.toBe(firstUri);
    expect((await server.client().get(secondUri)).statusCode).toBe(200);
    expect(
      (await server.client().call(api.platform.media, { params: { key: mediaKey(firstUri) } })).statusCode,
    ).toBe(404);
    expect(await uploadCount(server)).toBe(before + 1);

    const preset = await putAvatar(m.client, { avatarUri: 'preset:pink-1' });
    expect(preset.json()).toMatchObject({ avatarUri: 'preset:pink-1' });
    expect((await server.client().get(secondUri)).statusCode).toBe(404);
    expect(await uploadCount(server)).toBe(before);
  });

  it('refuses a bad avatar and keeps the old one', async () => {
    const m = await join('Keeps Face');
    const uri = ((await putAvatar(m.client, {}, png)).json() as ProfileView).avatarUri!;

    const text = await putAvatar(m.client, {}, textAsPng());
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
    const badPreset = await putAvatar(m.client, { avatarUri: 'preset:red-1' });
    expect(badPreset.statusCode).toBe(422);
    expect(badPreset.json()).toMatchObject({ code: 'INVALID_AVATAR' });
    const nothing = await putAvatar(m.client, {});
    expect(nothing.statusCode).toBe(422);
    const json = await m.client.call(api.community.profiles.avatar, { body: { avatarUri: 'preset:teal-3' } });
    expect(json.statusCode).toBe(415);

    expect((await myProfile(m.client)).avatarUri).toBe(uri);
    expect((await server.client().get(uri)).statusCode).toBe(200);
  });
});

describe('PUT /profiles/me/description', () => {
  const setBio = (m: Member, description: string) =>
    m.client.call(api.community.profiles.description, { body: { description } });

  it('saves the bio trimmed: 200 with the profile, shown to others', async () => {
    const m = await join('Bio Writer');
    const response = await setBio(m, '  Long-term investor.\n\tDividends and index funds.  \n');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: m.profileId,
      description: 'Long-term investor.\n\tDividends and index funds.',
    });
    const seen = (
      await server.client().call(api.community.profiles.bySlug, { params: { slug: 'bio-writer' } })
    ).json() as ProfileView;
    expect(seen.description).toBe('Long-term investor.\n\tDividends and index funds.');
    expect(((await setBio(m, '   ')).json() as ProfileView).description).toBe('');
  });

  it('allows 500 characters (counted as characters, after trimming) and refuses 501 with 422 TEXT_TOO_LONG', async () => {
    const m = await join('Bio Limits');
    expect((await setBio(m, 'x'.repeat(500))).statusCode).toBe(200);
    expect((await setBio(m, `  ${'y'.repeat(500)}  `)).statusCode).toBe(200);
    expect((await setBio(m, '📈'.repeat(500))).statusCode).toBe(200);
    const long = await setBio(m, 'z'.repeat(501));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'TEXT_TOO_LONG', detail: 'Maximum 500 characters' });
    expect((await myProfile(m.client)).description).toBe('📈'.repeat(500));
  });

  it('refuses control characters with 422 CONTROL_CHARACTERS and unknown or missing fields with 400', async () => {
    const m = await join('Bio Checker');
    await setBio(m, 'kept');
    for (const bad of ['bell\u0007', 'nul\u0000', 'esc\u001b[31m']) {
      const response = await setBio(m, bad);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    }
    const unknown = await m.client.callUnchecked(api.community.profiles.description, {
      body: { description: 'x', rating: 3 },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await m.client.callUnchecked(api.community.profiles.description, { body: {} })).statusCode).toBe(
      400,
    );
    expect((await myProfile(m.client)).description).toBe('kept');
  });
});

describe('shareable accounts', () => {
  it('lists the real brokerage account opened at registration, not shared, and toggles it', async () => {
    const m = await join('Portfolio Sharer');
    const brokerage = (await m.client.call(api.accountsAndMoney.listAccounts)).json() as {
      accid: string;
      accountNumber: string;
    }[];
    expect(brokerage).toHaveLength(1);

    const list = await m.client.call(api.community.profiles.shareableAccounts);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        accountId: brokerage[0]!.accid,
        accountNumber: brokerage[0]!.accountNumber,
        accountType: 'ISK',
        alias: null,
        shared: false,
      },
    ]);

    const on = await m.client.call(api.community.profiles.toggleShared, {
      body: {
        accountId: brokerage[0]!.accid,
        shared: true,
      },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ accountId: brokerage[0]!.accid, shared: true });
    const after = (
      await m.client.call(api.community.profiles.shareableAccounts)
    ).json() as ShareableAccount[];
    expect(after.map((a) => a.shared)).toEqual([true]);

    await m.client.call(api.community.profiles.toggleShared, {
      body: { accountId: brokerage[0]!.accid, shared: false },
    });
    const off = (await m.client.call(api.community.profiles.shareableAccounts)).json() as ShareableAccount[];
    expect(off.map((a) => a.shared)).toEqual([false]);
  });

  it("shows a Norwegian member's ASK account", async () => {
    const m = await join('Fjell Sparer', 'no');
    const list = (await m.client.call(api.community.profiles.shareableAccounts)).json() as ShareableAccount[];
    expect(list.map((a) => a.accountType)).toEqual(['ASK']);
  });

  it("refuses someone else's account with 404 and leaves it unshared; unknown fields are 400", async () => {
    const m = await join('Nosy Sharer');
    const owner = await join('Account Owner');
    const [theirs] = (
      await owner.client.call(api.community.profiles.shareableAccounts)
    ).json() as ShareableAccount[];
    const response = await m.client.call(api.community.profiles.toggleShared, {
      body: {
        accountId: theirs!.accountId,
        shared: true,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unknownId = await m.client.call(api.community.profiles.toggleShared, {
      body: { accountId: '999999', shared: true },
    });
    expect(unknownId.statusCode).toBe(404);
    expect(
      ((await owner.client.call(api.community.profiles.shareableAccounts)).json() as ShareableAccount[])[0]!
        .shared,
    ).toBe(false);

    const [mine] = (
      await m.client.call(api.community.profiles.shareableAccounts)
    ).json() as ShareableAccount[];
    const unknown = await m.client.callUnchecked(api.community.profiles.toggleShared, {
      body: {
        accountId: mine!.accountId,
        shared: true,
        alias: 'x',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await m.client.callUnchecked(api.community.profiles.toggleShared, {
          body: { accountId: mine!.accountId },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs a profile: 403 PROFILE_REQUIRED', async () => {
    const { client } = await customer(server);
    const list = await client.call(api.community.profiles.shareableAccounts);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
  });
});

describe('permissions on every mutating profile call', () => {
  type Send = (
    client: TestClient,
    headers?: Record<string, string>,
  ) => Promise<{ statusCode: number; body: string; json(): unknown }>;
  interface Call {
    name: string;
    send: Send;
    /** What a customer without a profile gets: the named refusal, or the call's own answer. */
    withoutProfile: { status: number; code?: string };
    /** What a deactivated member gets. */
    deactivated: { status: number; code?: string };
  }

  let target: Member;
  let calls: Call[];
  const json =
    <E extends Endpoint>(endpoint: E, input: () => CallInput<E> = () => ({})): Send =>
    (client, headers = {}) =>
      client.call(endpoint, { ...input(), headers });
  const multipart =
    (endpoint: Endpoint, fields: Record<string, string>): Send =>
    (client, headers = {}) =>
      client.call(endpoint, { form: form(fields), headers });
  const required = { status: 403, code: 'PROFILE_REQUIRED' };
  const deactivated = { status: 403, code: 'PROFILE_DEACTIVATED' };

  beforeAll(async () => {
    target = await join('Permission Target');
    const id = () => target.profileId;
    calls = [
      {
        name: 'create profile',
        send: multipart(api.community.profiles.create, {
          username: 'Matrix Joiner',
          acceptedTerms: 'true',
          avatarUri: 'preset:teal-1',
        }),
        withoutProfile: { status: 201 },
        deactivated: { status: 409, code: 'PROFILE_EXISTS' },
      },
      {
        name: 'validate username',
        send: json(api.community.profiles.validateUsername, () => ({ body: { username: 'Some Name' } })),
        withoutProfile: { status: 200 },
        deactivated: { status: 200 },
      },
      {
        name: 'reactivate',
        send: json(api.community.profiles.reactivate),
        withoutProfile: { status: 404, code: 'NOT_FOUND' },
        deactivated: { status: 200 },
      },
      {
        name: 'inactivate',
        send: json(api.community.profiles.inactivate),
        withoutProfile: { status: 404, code: 'NOT_FOUND' },
        deactivated: { status: 204 },
      },
      {
        name: 'avatar',
        send: multipart(api.community.profiles.avatar, { avatarUri: 'preset:pink-2' }),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'description',
        send: json(api.community.profiles.description, () => ({ body: { description: 'hello' } })),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'follow',
        send: json(api.community.profiles.follow, () => ({ params: { profileId: id() } })),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'unfollow',
        send: json(api.community.profiles.unfollow, () => ({ params: { profileId: id() } })),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'mute',
        send: json(api.community.profiles.mute, () => ({ params: { profileId: id() } })),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'unmute',
        send: json(api.community.profiles.unmute, () => ({ params: { profileId: id() } })),
        withoutProfile: required,
        deactivated,
      },
      {
        name: 'toggle shared portfolio',
        send: json(api.community.profiles.toggleShared, () => ({
          body: { accountId: '10001', shared: true },
        })),
        withoutProfile: required,
        deactivated,
      },
    ];
  });

  const expectAnswer = (
    response: { statusCode: number; body: string; json(): unknown },
    expected: { status: number; code?: string },
    label: string,
  ) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(expected.status);
    if (expected.code) expect(response.json(), label).toMatchObject({ code: expected.code });
  };

  it('answers a logged-out visitor 401 UNAUTHENTICATED', async () => {
    for (const call of calls) {
      expectAnswer(await call.send(server.client()), { status: 401, code: 'UNAUTHENTICATED' }, call.name);
    }
  });

  it('answers a customer without a profile 403 PROFILE_REQUIRED where the call needs one', async () => {
    for (const call of calls) {
      // A fresh customer for each call: creating a profile would change the answers after it.
      expectAnswer(await call.send((await customer(server)).client), call.withoutProfile, call.name);
    }
  });

  it('answers a deactivated member 403 PROFILE_DEACTIVATED where the call needs an active profile', async () => {
    for (const call of calls) {
      const m = await join(`Away ${call.name.replace(/[^a-z ]/gi, '')}`.slice(0, 30));
      expect((await m.client.call(api.community.profiles.inactivate)).statusCode).toBe(204);
      expectAnswer(await call.send(m.client), call.deactivated, call.name);
    }
  });

  it('refuses every cross-site mutation with 403, changing nothing', async () => {
    const m = await join('Cross Site Victim');
    const evil = { origin: 'https://evil.example' };
    for (const call of calls) {
      const response = await call.send(m.client, evil);
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(403);
    }
    const outsider = (await customer(server)).client;
    expect((await calls[0]!.send(outsider, evil)).statusCode).toBe(403);
    expect((await outsider.call(api.community.profiles.me)).statusCode).toBe(404);

    const me = await myProfile(m.client);
    expect(me).toMatchObject({ status: 'ACTIVE', description: '', avatarUri: 'preset:teal-1' });
    const seen = (
      await m.client.call(api.community.profiles.bySlug, { params: { slug: 'permission-target' } })
    ).json() as ProfileView;
    expect(seen.relationship).toEqual({ following: false, followedBy: false, muted: false });
  });
});
