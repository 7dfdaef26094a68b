import { api, type ProfileView } from '@havn/contract';
import { customer, member, startTestServer, type TestServer } from '@havn/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProfile,
  type ImageFile,
  mediaKey,
  myProfile,
  pngFile,
  textAsPng,
  uploadCount,
} from './test-fixtures.ts';

let server: TestServer;
let png: ImageFile;

beforeAll(async () => {
  server = await startTestServer();
  png = await pngFile();
});
afterAll(async () => {
  await server.close();
});

const joinFields = (username: string, avatarUri = 'preset:green-3') => ({
  username,
  acceptedTerms: 'true',
  avatarUri,
});

describe('POST /profiles: joining the community', () => {
  it('creates a profile with a preset avatar: 201 {profileId}, then visible as mine and by slug', async () => {
    const { client } = await customer(server);
    const response = await createProfile(client, joinFields('Fjord Saver', 'preset:pink-10'));
    expect(response.statusCode).toBe(201);
    const { profileId } = response.json() as { profileId: string };
    expect(profileId).toMatch(/^[0-9a-f-]{36}$/);

    const mine = await myProfile(client);
    expect(mine).toMatchObject({
      id: profileId,
      username: 'Fjord Saver',
      slug: 'fjord-saver',
      avatarUri: 'preset:pink-10',
      country: 'se',
      description: '',
      rating: 0,
      followerCount: 0,
      followingCount: 0,
      status: 'ACTIVE',
    });
    const bySlug = await server
      .client()
      .call(api.community.profiles.bySlug, { params: { slug: 'fjord-saver' } });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: profileId, username: 'Fjord Saver' });
  });

  it('stores an uploaded PNG as the avatar: a /api/media/ path that serves the image', async () => {
    const { client } = await customer(server);
    const response = await createProfile(client, { username: 'Picture Perfect', acceptedTerms: 'true' }, png);
    expect(response.statusCode).toBe(201);
    const { avatarUri } = await myProfile(client);
    expect(avatarUri).toMatch(/^\/api\/media\/[A-Za-z0-9._-]+$/);

    const image = await server.client().get(avatarUri!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
    expect(mediaKey(avatarUri!)).not.toContain('me.png');
  });

  it('refuses a text file renamed to .png with 415 INVALID_FILE_FORMAT and creates nothing', async () => {
    const { client } = await customer(server);
    const before = await uploadCount(server);
    const response = await createProfile(
      client,
      { username: 'Sneaky Text', acceptedTerms: 'true' },
      textAsPng(),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
    expect(
      (await server.client().call(api.community.profiles.bySlug, { params: { slug: 'sneaky-text' } }))
        .statusCode,
    ).toBe(404);
    expect(await uploadCount(server)).toBe(before);
  });

  it('leaves no upload behind when the create is refused after the image was stored', async () => {
    await member(server, 'Already Mine');
    const { client } = await customer(server);
    const before = await uploadCount(server);
    const taken = await createProfile(client, { username: 'already mine', acceptedTerms: 'true' }, png);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    const noTerms = await createProfile(client, { username: 'Not Agreed Yet' }, png);
    expect(noTerms.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    expect(await uploadCount(server)).toBe(before);
  });

  it('needs accepted terms: 422 TERMS_NOT_ACCEPTED when missing or not "true"', async () => {
    const { client } = await customer(server);
    for (const acceptedTerms of [undefined, 'false', 'yes', '']) {
      const fields: Record<string, string> = { username: 'Terms Reader', avatarUri: 'preset:teal-2' };
      if (acceptedTerms !== undefined) fields.acceptedTerms = acceptedTerms;
      const response = await createProfile(client, fields);
      expect(response.statusCode, String(acceptedTerms)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    }
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });

  it.each([
    ['too short', 'ab'],
    ['31 characters', 'a'.repeat(31)],
    ['consecutive spaces', 'a  b'],
    ['ending with a space', 'abc '],
    ['a disallowed character', 'a_b'],
    ['only spaces', '     '],
    ['only symbols', '+-.'],
    ['empty', ''],
  ])('refuses an invalid username (%s) with 422 USERNAME_INVALID', async (_, username) => {
    const { client } = await customer(server);
    const response = await createProfile(client, joinFields(username));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'USERNAME_INVALID' });
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });

  it('accepts the edges of the rules: 3 and 30 characters, letters, digits, + - . and single spaces', async () => {
    for (const username of ['abc', 'b'.repeat(30), 'Ola N. Nordmann-Berg+2', 'Åsa Öberg']) {
      const { client } = await customer(server);
      const response = await createProfile(client, joinFields(username));
      expect(response.statusCode, username).toBe(201);
      expect((await myProfile(client)).username).toBe(username);
    }
  });

  it.each(['Havn Support', 'admin', 'Moderator', 'havn', 'S.u.p.p.o.r.t'])(
    'refuses the reserved name %j with 422',
    async (username) => {
      const { client } = await customer(server);
      const response = await createProfile(client, joinFields(username));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'USERNAME_INVALID' });
    },
  );

  it('refuses a username taken in any case with 409 USERNAME_TAKEN', async () => {
    await member(server, 'Nordic Value');
    for (const username of ['Nordic Value', 'nordic value', 'NORDIC VALUE']) {
      const { client } = await customer(server);
      const response = await createProfile(client, joinFields(username));
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
      expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
    }
  });

  it('gives a different username that slugifies the same a free slug: nordic-value → nordic-value-2', async () => {
    // 'Nordic Value' (joined above) holds nordic-value.
    const original = (
      await server.client().call(api.community.profiles.bySlug, { params: { slug: 'nordic-value' } })
    ).json() as ProfileView;
    expect(original.username).toBe('Nordic Value');

    const dashed = (await customer(server)).client;
    expect((await createProfile(dashed, joinFields('Nordic-Value'))).statusCode).toBe(201);
    expect((await myProfile(dashed)).slug).toBe('nordic-value-2');
    const dotted = (await customer(server)).client;
    expect((await createProfile(dotted, joinFields('nordic.value'))).statusCode).toBe(201);
    expect((await myProfile(dotted)).slug).toBe('nordic-value-3');

    const second = (
      await server.client().call(api.community.profiles.bySlug, { params: { slug: 'nordic-value-2' } })
    ).json() as ProfileView;
    expect(second.username).toBe('Nordic-Value');
    expect(
      (
        (
          await server.client().call(api.community.profiles.bySlug, { params: { slug: 'nordic-value' } })
        ).json() as ProfileView
      ).id,
    ).toBe(original.id);
  });

  it('creates profiles whose names slugify alike at the same time, each with its own slug', async () => {
    const clients = await Promise.all([1, 2, 3].map(async () => (await customer(server)).client));
    const names = ['Twin Peaks', 'Twin-Peaks', 'Twin.Peaks'];
    const responses = await Promise.all(clients.map((c, i) => createProfile(c, joinFields(names[i]!))));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const slugs = await Promise.all(clients.map(async (c) => (await myProfile(c)).slug));
    expect(new Set(slugs)).toEqual(new Set(['twin-peaks', 'twin-peaks-2', 'twin-peaks-3']));
  });

  it('folds Nordic letters into the slug rather than dropping them', async () => {
    const { client } = await customer(server);
    expect((await createProfile(client, joinFields('Øystein Ærø'))).statusCode).toBe(201);
    const { slug } = await myProfile(client);
    expect(slug).toBe('oystein-aero');
    expect(
      (await server.client().call(api.community.profiles.bySlug, { params: { slug } })).json(),
    ).toMatchObject({
      username: 'Øystein Ærø',
    });
  });

  it('never gives a slug that the /profiles/me route would shadow', async () => {
    const { client } = await customer(server);
    expect((await createProfile(client, joinFields('Me.'))).statusCode).toBe(201);
    const { slug, id } = await myProfile(client);
    expect(slug).not.toBe('me');
    const bySlug = await server.client().call(api.community.profiles.bySlug, { params: { slug } });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id, username: 'Me.' });
  });

  it('refuses a second profile for the same customer with 409 PROFILE_EXISTS, even when deactivated', async () => {
    const m = await member(server, 'Only One Me');
    const again = await createProfile(m.client, joinFields('Another Me'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROFILE_EXISTS' });
    expect((await m.client.call(api.community.profiles.inactivate)).statusCode).toBe(204);
    const whileAway = await createProfile(m.client, joinFields('Third Me'));
    expect(whileAway.statusCode).toBe(409);
    expect(whileAway.json()).toMatchObject({ code: 'PROFILE_EXISTS' });
    expect((await myProfile(m.client)).username).toBe('Only One Me');
    expect(
      (await server.client().call(api.community.profiles.bySlug, { params: { slug: 'another-me' } }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    'preset:red-1',
    'preset:teal-11',
    'preset:green-0',
    'https://evil.example/a.png',
    '/api/media/abc.webp',
  ])('refuses the avatarUri %j with 422 INVALID_AVATAR', async (avatarUri) => {
    const { client } = await customer(server);
    const response = await createProfile(client, joinFields('Bad Avatar', avatarUri));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_AVATAR' });
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });

  it('refuses a logged-out visitor with 401 and a body that is not multipart with 415', async () => {
    const visitor = server.client();
    const loggedOut = await createProfile(visitor, joinFields('Ghost Writer'));
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { client } = await customer(server);
    const json = await client.call(api.community.profiles.create, { body: joinFields('Json Sender') });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });

  it('refuses a cross-site create with 403 and creates nothing', async () => {
    const { client } = await customer(server);
    client.headers = { origin: 'https://evil.example' };
    const response = await createProfile(client, joinFields('Cross Site'));
    client.headers = {};
    expect(response.statusCode).toBe(403);
    expect((await client.call(api.community.profiles.me)).statusCode).toBe(404);
  });
});

describe('POST /profiles/validate-username', () => {
  const check = async (username: string) => {
    const { client } = await customer(server);
    const response = await client.call(api.community.profiles.validateUsername, { body: { username } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { result: string }).result;
  };

  it('answers VALID for a free name and ALREADY_EXISTS for a taken one in any case', async () => {
    await member(server, 'Taken Name');
    expect(await check('Free Name 1')).toBe('VALID');
    expect(await check('Taken Name')).toBe('ALREADY_EXISTS');
    expect(await check('tAKEN nAME')).toBe('ALREADY_EXISTS');
  });

  it.each(['ab', 'a'.repeat(31), 'a  b', 'abc ', 'a_b', '   ', ''])(
    'answers INVALID for %j',
    async (username) => {
      expect(await check(username)).toBe('INVALID');
    },
  );

  it('answers UNAVAILABLE for a reserved name', async () => {
    expect(await check('Havn Support')).toBe('UNAVAILABLE');
    expect(await check('ADMIN')).toBe('UNAVAILABLE');
  });

  it('agrees with create: a VALID name can be taken, then it is ALREADY_EXISTS', async () => {
    const { client } = await customer(server);
    expect(
      (
        (
          await client.call(api.community.profiles.validateUsername, { body: { username: 'Agreed Name' } })
        ).json() as {
          result: string;
        }
      ).result,
    ).toBe('VALID');
    expect((await createProfile(client, joinFields('Agreed Name'))).statusCode).toBe(201);
    expect(await check('agreed name')).toBe('ALREADY_EXISTS');
  });

  it('refuses an unknown body field with 400, and a logged-out visitor with 401', async () => {
    const { client } = await customer(server);
    const unknown = await client.callUnchecked(api.community.profiles.validateUsername, {
      body: { username: 'abc', extra: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    const visitor = await server
      .client()
      .call(api.community.profiles.validateUsername, { body: { username: 'abc' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
