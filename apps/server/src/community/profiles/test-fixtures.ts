import { api, COMMUNITY, type ProfileView } from '@havn/contract';
import { multipartBody, postMultipart, type TestClient, type TestServer } from '@havn/testkit';
import sharp from 'sharp';
import { uploads } from '../../db/schema/community-platform.ts';

/**
 * Seeds for the profile API tests. Unlike the groups fixtures these go through the real endpoints:
 * the profile calls are what is under test.
 */

export const PROFILES = `${COMMUNITY}/profiles`;

let customers = 0;

/** A fresh customer (registered, logged in, its own IP) without a community profile. */
export async function customer(server: TestServer, country = 'se'): Promise<TestClient> {
  customers += 1;
  const client = server.client();
  const response = await client.call(api.identity.register, {
    body: {
      username: `customer${customers}`,
      password: 'a long enough password',
      country,
    },
  });
  if (response.statusCode !== 201) throw new Error(`seed: register failed: ${response.body}`);
  return client;
}

export interface ImageFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A small real PNG, made the way a browser upload would carry it. */
export async function pngFile(colour = '#0a7d5a'): Promise<ImageFile> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: 'me.png', type: 'image/png' };
}

/** A text file renamed to .png: the name and type lie, the bytes do not. */
export function textAsPng(): ImageFile {
  return {
    bytes: new TextEncoder().encode('just some words, not an image\n'),
    name: 'me.png',
    type: 'image/png',
  };
}

export function form(fields: Record<string, string>, file?: ImageFile): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

/** POST /profiles as a browser sends it. */
export function createProfile(client: TestClient, fields: Record<string, string>, file?: ImageFile) {
  return postMultipart(client, 'POST', PROFILES, form(fields, file));
}

/** PUT /profiles/me/avatar as a browser sends it. */
export function putAvatar(client: TestClient, fields: Record<string, string>, file?: ImageFile) {
  return postMultipart(client, 'PUT', `${PROFILES}/me/avatar`, form(fields, file));
}

/** A multipart request with extra headers (a cross-site Origin, say). */
export async function multipartWith(
  client: TestClient,
  method: 'POST' | 'PUT',
  url: string,
  data: FormData,
  headers: Record<string, string>,
) {
  const body = await multipartBody(data);
  return client.request(method, url, body.payload, { ...body.headers, ...headers });
}

export async function myProfile(client: TestClient): Promise<ProfileView> {
  const response = await client.call(api.community.profiles.me);
  if (response.statusCode !== 200) throw new Error(`no profile: ${response.statusCode} ${response.body}`);
  return response.json() as ProfileView;
}

export async function uploadCount(server: TestServer): Promise<number> {
  return (await server.ctx.db.select({ key: uploads.key }).from(uploads)).length;
}

/** The stored key of an uploaded avatar's uri, `/api/media/<key>`. */
export function mediaKey(uri: string): string {
  const match = /^\/api\/media\/([^/]+)$/.exec(uri);
  if (!match) throw new Error(`not a media uri: ${uri}`);
  return match[1]!;
}
