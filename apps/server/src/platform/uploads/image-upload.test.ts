import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { api } from '@havn/contract';
import { AVATAR_FILE_TYPES, type AvatarFileType } from '@havn/domain';
import { customers, registerCustomer, startTestServer, type TestServer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/community-platform.ts';
import { registerErrorHandling } from '../errors.ts';
import { COLOURS, checker, dcx, pcx, quadrants, wbmp, xbm, xpm } from './decoders/test-encoders.ts';
import { type ImagePolicyName, readImageForm } from './image-upload.ts';
import { registerMultipart } from './multipart.ts';

/*
 * readImageForm is called by the profile and group endpoints; here a small Fastify app of its own
 * (multipart and error handling registered as the real app does) calls it with the TestServer's
 * context, and the images it stores are read back through the real app's media route.
 */
let server: TestServer;
let uploader: FastifyInstance;
let astridId: string;

beforeAll(async () => {
  server = await startTestServer();
  astridId = (await registerCustomer(server, customers.astrid)).id;
  uploader = await buildUploader();
});

async function buildUploader(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await registerMultipart(app);
  app.post<{ Params: { policy: ImagePolicyName } }>('/upload/:policy', async (request) => {
    const owner = request.headers['x-owner'];
    return readImageForm(
      server.ctx,
      request,
      request.params.policy,
      typeof owner === 'string' ? owner : astridId,
    );
  });
  await app.ready();
  return app;
}
afterAll(async () => {
  await uploader.close();
  await server.close();
});

type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body written by hand, so names and Content-Types are exactly what we say. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----havn-test-boundary-7d1f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('data' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
    else if (part.contentType) head += `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(policy: ImagePolicyName, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return uploader.inject({
    method: 'POST',
    url: `/upload/${policy}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const filePart = (data: Buffer, filename = 'avatar.png', contentType = 'image/png'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 96, alpha: 1 } } });

interface UploadResult {
  fields: Record<string, string>;
  image: { key: string; uri: string } | null;
}

async function storedImage(uri: string) {
  const response = await server.client().get(uri);
  expect(response.statusCode).toBe(200);
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

async function uploadRows() {
  return server.ctx.db.select().from(uploads);
}

async function storedFiles(): Promise<string[]> {
  const { storage } = server.ctx.config;
  if (storage.kind !== 'local') throw new Error('the test server stores on local disk');
  return readdir(storage.dir).catch(() => []);
}

/** A PNG whose header declares `side`×`side` pixels over a few bytes of data: a pixel flood. */
function pngDeclaring(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('accepted images', () => {
  it('re-encodes a PNG avatar to WebP under a random key and serves it from the media route', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const response = await upload('avatar', [filePart(png)]);
    expect(response.statusCode).toBe(200);
    const { fields, image } = response.json() as UploadResult;
    expect(fields).toEqual({});
    expect(image?.key).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(image?.uri).toBe(`/api/media/${image?.key}`);

    const { response: served, meta } = await storedImage(image!.uri);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });

    const [row] = await server.ctx.db.select().from(uploads).where(eq(uploads.key, image!.key));
    expect(row).toMatchObject({
      ownerId: astridId,
      purpose: 'AVATAR',
      contentType: 'image/webp',
      bytes: served.rawPayload.length,
    });
  });

  it('gives every upload of the same file its own key', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const first = (await upload('avatar', [filePart(png)])).json() as UploadResult;
    const second = (await upload('avatar', [filePart(png)])).json() as UploadResult;
    expect(first.image?.key).not.toBe(second.image?.key);
  });

  it('strips EXIF from a JPEG and turns its pixels by the EXIF orientation', async () => {
    const jpeg = await solid(400, 200)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'Astrid', ImageDescription: 'Home, 59.33N 18.06E' } },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload('avatar', [filePart(jpeg, 'holiday.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(200);
    const { meta } = await storedImage((response.json() as UploadResult).image!.uri);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
  });

  it('accepts a GIF and a TIFF avatar', async () => {
    for (const [data, name] of [
      [await solid(32, 32).gif().toBuffer(), 'a.gif'],
      [await solid(32, 32).tiff().toBuffer(), 'a.tiff'],
    ] as const) {
      const response = await upload('avatar', [filePart(data, name, 'application/octet-stream')]);
      expect(response.statusCode, name).toBe(200);
      const { meta } = await storedImage((response.json() as UploadResult).image!.uri);
      expect(meta.format).toBe('webp');
    }
  });

  it('shrinks an avatar to fit 1024×1024 and a group logo to fit 512×512', async () => {
    const wide = await solid(3000, 1500).png().toBuffer();
    const avatar = (await upload('avatar', [filePart(wide)])).json() as UploadResult;
    expect((await storedImage(avatar.image!.uri)).meta).toMatchObject({ width: 1024, height: 512 });
    const logo = await upload('groupLogo', [filePart(wide)]);
    expect(logo.statusCode).toBe(200);
    const { meta } = await storedImage((logo.json() as UploadResult).image!.uri);
    expect(meta).toMatchObject({ width: 512, height: 256 });
    const [row] = await server.ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, (logo.json() as UploadResult).image!.key));
    expect(row?.purpose).toBe('GROUP_LOGO');
  });

  it('accepts WebP for group logos but not for avatars (spec section 5 lists no WebP avatars)', async () => {
    const webp = await solid(64, 64).webp().toBuffer();
    expect((await upload('groupLogo', [filePart(webp, 'logo.webp', 'image/webp')])).statusCode).toBe(200);
    const avatar = await upload('avatar', [filePart(webp, 'me.webp', 'image/webp')]);
    expect(avatar.statusCode).toBe(415);
    expect(avatar.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
  });
});

describe('refused files', () => {
  it('refuses a text file named avatar.png and sent as image/png', async () => {
    const text = Buffer.from('this is not an image, whatever its name says\n'.repeat(20));
    const response = await upload('avatar', [filePart(text, 'avatar.png', 'image/png')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
  });

  // Every type of the domain's list (the one the web's picker offers) is decoded.
  const encoders: Record<AvatarFileType, () => Promise<Buffer>> = {
    jpg: () => solid(16, 16).jpeg().toBuffer(),
    png: () => solid(16, 16).png().toBuffer(),
    gif: () => solid(16, 16).gif().toBuffer(),
    tif: () => solid(16, 16).tiff().toBuffer(),
    pcx: async () => pcx(quadrants(16, 16, COLOURS), 'rgb24'),
    dcx: async () => dcx([pcx(quadrants(16, 16, COLOURS), 'vga256')]),
    wbmp: async () => wbmp(checker(16, 16)),
    xbm: async () => xbm(checker(16, 16)),
    xpm: async () => xpm(quadrants(16, 16, COLOURS)),
  };
  for (const [type, { extensions, mime }] of Object.entries(AVATAR_FILE_TYPES)) {
    for (const extension of extensions) {
      it(`accepts a tiny ${extension} avatar, as the picker promises`, async () => {
        const data = await encoders[type as AvatarFileType]();
        const response = await upload('avatar', [filePart(data, `a.${extension}`, mime)]);
        expect(response.statusCode).toBe(200);
        const { meta } = await storedImage((response.json() as UploadResult).image!.uri);
        expect(meta).toMatchObject({ format: 'webp', width: 16, height: 16 });
      });
    }
  }

  it('refuses a TIFF group logo', async () => {
    const tiff = await solid(32, 32).tiff().toBuffer();
    const response = await upload('groupLogo', [filePart(tiff, 'logo.tiff', 'image/tiff')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FILE_FORMAT',
      detail: 'Invalid file format. Please use JPEG, PNG, GIF, or WebP.',
    });
  });

  it('refuses a file one byte over 1 MB and stores and records nothing', async () => {
    const rowsBefore = (await uploadRows()).length;
    const filesBefore = await storedFiles();
    const oversize = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(1_048_577)]).subarray(
      0,
      1_048_577,
    );
    const response = await upload('avatar', [filePart(oversize)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers a 5 MB upload over a real socket with 413 at once and leaves no connection hanging', async () => {
    const app = await buildUploader();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(5_000_000, 1)], { type: 'image/png' }), 'huge.png');
    form.append('username', 'after-the-file');
    const response = await fetch(`${url}/upload/avatar`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    // A request body left half read would keep its connection busy and close() waiting for it.
    const closed = await Promise.race([
      app.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5000)),
    ]);
    expect(closed).toBe('closed');
  });

  it('takes a file of exactly 1 MB past the size check (and then judges its type)', async () => {
    const response = await upload('avatar', [filePart(Buffer.alloc(1_048_576, 0x41), 'big.png')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE_FORMAT' });
  });

  it('refuses a pixel flood from its header, before decoding, as too large', async () => {
    const flood = pngDeclaring(50_000);
    expect(flood.length).toBeLessThan(200);
    const started = performance.now();
    const response = await upload('avatar', [filePart(flood)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    // Decoding 2.5 gigapixels would take far longer (and far more memory) than reading a header.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the form', () => {
  it('returns the text fields, and no image when there is no file', async () => {
    const response = await upload('avatar', [
      { name: 'username', value: 'astrid_invests' },
      { name: 'avatarUri', value: 'preset:teal-3' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { username: 'astrid_invests', avatarUri: 'preset:teal-3' },
      image: null,
    });
  });

  it('reads a JSON part sent as a Blob or as a typed field as its JSON text, beside the image', async () => {
    const request = JSON.stringify({
      name: 'Nordic dividends',
      description: 'Steady payers',
      kind: 'PUBLIC',
    });
    const png = await solid(20, 20).png().toBuffer();
    const blob = await upload('groupLogo', [
      {
        name: 'createGroupRequest',
        filename: 'blob',
        contentType: 'application/json',
        data: Buffer.from(request),
      },
      filePart(png),
    ]);
    expect(blob.statusCode).toBe(200);
    const result = blob.json() as UploadResult;
    expect(JSON.parse(result.fields.createGroupRequest!)).toEqual(JSON.parse(request));
    expect(result.image?.key).toMatch(/\.webp$/);

    const typed = await upload('groupLogo', [
      { name: 'createGroupRequest', value: request, contentType: 'application/json' },
    ]);
    expect(typed.statusCode).toBe(200);
    expect(JSON.parse((typed.json() as UploadResult).fields.createGroupRequest!)).toEqual(
      JSON.parse(request),
    );
  });

  it('treats an empty file input (no name, no bytes) as no file', async () => {
    const response = await upload('avatar', [filePart(Buffer.alloc(0), '', 'application/octet-stream')]);
    expect(response.statusCode).toBe(200);
    expect((response.json() as UploadResult).image).toBeNull();
  });

  it('refuses a request that is not multipart', async () => {
    const response = await uploader.inject({
      method: 'POST',
      url: '/upload/avatar',
      payload: { username: 'astrid' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a field over 10 kB, too many fields, and a second file', async () => {
    const long = await upload('avatar', [{ name: 'bio', value: 'x'.repeat(10_241) }]);
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const many = await upload(
      'avatar',
      Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const png = await solid(8, 8).png().toBuffer();
    const rowsBefore = (await uploadRows()).length;
    const twice = await upload('avatar', [filePart(png), filePart(png)]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await uploadRows()).length).toBe(rowsBefore);
  });

  it('refuses a malformed multipart body', async () => {
    const response = await uploader.inject({
      method: 'POST',
      url: '/upload/avatar',
      payload: Buffer.from('--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'),
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('counts uploads against the member’s abuse limit: the 31st in an hour is a 429', async () => {
    const ola = (await registerCustomer(server, customers.ola)).id;
    const png = await solid(4, 4).png().toBuffer();
    for (let i = 0; i < 30; i += 1) {
      expect((await upload('avatar', [filePart(png)], { 'x-owner': ola })).statusCode).toBe(200);
    }
    const refused = await upload('avatar', [filePart(png)], { 'x-owner': ola });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    // A form without a file is not an upload and is not counted.
    expect((await upload('avatar', [{ name: 'a', value: 'b' }], { 'x-owner': ola })).statusCode).toBe(200);
  });
});

describe('GET /api/media/:key', () => {
  it('is a 404 for unknown keys and for keys that try to leave the folder', async () => {
    for (const key of [
      '0123456789abcdef0123456789abcdef.webp',
      '..%2Fetc%2Fpasswd',
      '..%2F..%2F..%2Fpackage.json',
      '%2E%2E%2Fpglite',
      'AB.webp',
      'x.webp.type',
    ]) {
      const response = await server.client().call(api.platform.media, { params: { key } });
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
