import { api, type ProfileView } from '@havn/contract';
import type { TestClient, TestServer } from '@havn/testkit';
import sharp from 'sharp';
import { uploads } from '../../db/schema/community-platform.ts';

/**
 * The profile tests' own helpers: image files and the multipart forms a browser sends. Customers and
 * members come from the testkit's seeds.
 */

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

/** Joining the community as a browser sends it. */
export function createProfile(client: TestClient, fields: Record<string, string>, file?: ImageFile) {
  return client.call(api.community.profiles.create, { form: form(fields, file) });
}

/** A new avatar as a browser sends it. */
export function putAvatar(client: TestClient, fields: Record<string, string>, file?: ImageFile) {
  return client.call(api.community.profiles.avatar, { form: form(fields, file) });
}

export function myProfile(client: TestClient): Promise<ProfileView> {
  return client.callOk(api.community.profiles.me);
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
