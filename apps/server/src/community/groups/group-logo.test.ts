import { api, type GroupView } from '@havn/contract';
import { UPLOAD_MAX_BYTES } from '@havn/domain';
import {
  createGroup,
  createGroupForm,
  member,
  startTestServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/community-platform.ts';
import { groups } from '../../db/schema/groups.ts';
import { logoKeyOf } from './group-logo.ts';

let server: TestServer;
let png: Uint8Array;
beforeAll(async () => {
  server = await startTestServer();
  png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#0a7d5a' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server.close();
});

const pngFile = () => ({ bytes: png, name: 'logo.png', type: 'image/png' });
const textAsPng = () => ({
  bytes: new TextEncoder().encode('not an image at all, only words\n'),
  name: 'logo.png',
  type: 'image/png',
});

async function putLogo(
  client: TestClient,
  groupId: string,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return client.call(api.community.groups.uploadLogo, { params: { groupId }, form: form });
}

async function uploadRows(): Promise<number> {
  return (await server.ctx.db.select({ key: uploads.key }).from(uploads)).length;
}

describe('group logos', () => {
  it('creates a group with a logo: re-encoded, stored, served, the same in logoUri and iconUrl', async () => {
    const m = await member(server, 'painter', { join: 'database' });
    const response = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Logo Lovers' }, pngFile()),
    });
    expect(response.statusCode).toBe(201);
    const group = response.json() as GroupView;
    expect(group.logoUri).toMatch(/^\/api\/media\/[a-z0-9]+\.webp$/);
    expect(group.iconUrl).toBe(group.logoUri);

    const image = await server.client().get(group.logoUri!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);

    const [upload] = await server.ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, logoKeyOf(group.logoUri)!));
    expect(upload).toMatchObject({ ownerId: m.userId, purpose: 'GROUP_LOGO' });
  });

  it('refuses a text file renamed to .png with 415 INVALID_FILE_FORMAT, and creates nothing', async () => {
    const m = await member(server, 'pretender', { join: 'database' });
    const before = await uploadRows();
    const response = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Fake Logo' }, textAsPng()),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
    expect(
      (await server.client().call(api.community.groups.bySlug, { params: { group: 'fake-logo' } }))
        .statusCode,
    ).toBe(404);
    expect(await uploadRows()).toBe(before);
  });

  it('refuses a logo over 1 MB with 413 FILE_TOO_LARGE', async () => {
    const m = await member(server, 'heavy', { join: 'database' });
    const big = { bytes: new Uint8Array(UPLOAD_MAX_BYTES + 1), name: 'big.png', type: 'image/png' };
    big.bytes.set(png);
    const response = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'Heavy Logo' }, big),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(
      (await server.client().call(api.community.groups.bySlug, { params: { group: 'heavy-logo' } }))
        .statusCode,
    ).toBe(404);
  });

  it('discards the stored logo when the create is refused after the upload (taken name)', async () => {
    const m = await member(server, 'second', { join: 'database' });
    await createGroup(m.client, 'Only Once');
    const before = await uploadRows();
    const response = await m.client.call(api.community.groups.create, {
      form: createGroupForm({ name: 'only once' }, pngFile()),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GROUP_NAME_TAKEN' });
    expect(await uploadRows()).toBe(before);
  });

  it('lets the creator replace the logo; the old image is gone', async () => {
    const m = await member(server, 'replacer', { join: 'database' });
    const created = (
      await m.client.call(api.community.groups.create, {
        form: createGroupForm({ name: 'Changing Faces' }, pngFile()),
      })
    ).json() as GroupView;
    const response = await putLogo(m.client, created.id, pngFile());
    expect(response.statusCode).toBe(200);
    const { logoUri } = response.json() as { logoUri: string };
    expect(logoUri).toMatch(/^\/api\/media\/[a-z0-9]+\.webp$/);
    expect(logoUri).not.toBe(created.logoUri);

    const group = (
      await m.client.call(api.community.groups.bySlug, { params: { group: created.slug } })
    ).json() as GroupView;
    expect(group).toMatchObject({ logoUri, iconUrl: logoUri });
    expect((await server.client().get(logoUri)).statusCode).toBe(200);
    expect((await server.client().get(created.logoUri!)).statusCode).toBe(404);
  });

  it('refuses a renamed text file as a new logo with 415 and keeps the old one', async () => {
    const m = await member(server, 'keeper', { join: 'database' });
    const created = (
      await m.client.call(api.community.groups.create, {
        form: createGroupForm({ name: 'Steady Face' }, pngFile()),
      })
    ).json() as GroupView;
    const response = await putLogo(m.client, created.id, textAsPng());
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
    const [row] = await server.ctx.db
      .select({ logoUri: groups.logoUri })
      .from(groups)
      .where(eq(groups.id, created.id));
    expect(row?.logoUri).toBe(created.logoUri);
  });

  it('answers 400 for a logo form without a file, 404 for an unknown group', async () => {
    const m = await member(server, 'empty', { join: 'database' });
    const g = await createGroup(m.client, 'No File Sent');
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await m.client.call(api.community.groups.uploadLogo, {
      params: { groupId: g.id },
      form,
    });
    expect(response.statusCode).toBe(400);
    const unknown = await putLogo(m.client, '00000000-0000-4000-8000-000000000000', pngFile());
    expect(unknown.statusCode).toBe(404);
  });

  it('removes the logo with the group', async () => {
    const m = await member(server, 'cleaner', { join: 'database' });
    const created = (
      await m.client.call(api.community.groups.create, {
        form: createGroupForm({ name: 'Gone Soon' }, pngFile()),
      })
    ).json() as GroupView;
    expect(
      (await m.client.call(api.community.groups.delete, { params: { group: created.id } })).statusCode,
    ).toBe(204);
    expect((await server.client().get(created.logoUri!)).statusCode).toBe(404);
  });
});
