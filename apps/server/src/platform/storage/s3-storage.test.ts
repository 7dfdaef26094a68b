import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from './storage.ts';

/**
 * A tiny S3 on 127.0.0.1: path-style objects in a Map, refusing anything that is not signed with
 * SigV4 with our key and secret for our region and service. Enough to show the adapter speaks S3, not that S3 works.
 */
interface SeenRequest {
  method: string;
  url: string;
  authorization: string;
  contentSha256: string | undefined;
  body: Buffer;
}

const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: SeenRequest[] = [];
let fake: Server;
let storage: Storage;

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=HAVNTESTKEY\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;

const SECRET = 'not-a-real-secret';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the SigV4 signature from what arrived (AWS's algorithm, written out independently). */
function signatureIsValid(request: IncomingMessage): boolean {
  const match = SIGV4.exec(request.headers.authorization ?? '');
  const date = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (!match || typeof date !== 'string' || typeof payloadHash !== 'string') return false;
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(match[0])![1]!;
  const signature = /Signature=([0-9a-f]+)/.exec(match[0])![1]!;
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date.slice(0, 8)}/eu-north-1/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${SECRET}`, date.slice(0, 8));
  for (const part of ['eu-north-1', 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const authorization = request.headers.authorization ?? '';
    const contentSha256 = request.headers['x-amz-content-sha256'];
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization,
      contentSha256: typeof contentSha256 === 'string' ? contentSha256 : undefined,
      body,
    });
    const hashMatches = contentSha256 === 'UNSIGNED-PAYLOAD' || contentSha256 === sha256(body);
    if (!signatureIsValid(request) || !hashMatches) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const path = request.url ?? '';
    if (request.method === 'PUT') {
      objects.set(path, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  storage = createStorage({
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}/`,
    bucket: 'havn-uploads',
    region: 'eu-north-1',
    accessKeyId: 'HAVNTESTKEY',
    secretAccessKey: SECRET,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  objects.clear();
});

describe('the S3-compatible storage', () => {
  it('puts, gets and deletes an object at a path-style URL with signed requests', async () => {
    const key = '0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp';
    const body = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put(key, body, 'image/webp');

    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/havn-uploads/${key}`);
    expect(put.authorization).toMatch(SIGV4);
    expect(put.authorization).toContain('x-amz-content-sha256');
    expect(put.contentSha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(put.body.equals(body)).toBe(true);

    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/webp');
    expect(got?.body.equals(body)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: `/havn-uploads/${key}` });
    expect(seen.at(-1)!.authorization).toMatch(SIGV4);

    await storage.delete(key);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/havn-uploads/${key}` });
    expect(seen.at(-1)!.authorization).toMatch(SIGV4);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a missing object and never sends an unsafe key to the bucket', async () => {
    expect(await storage.get('ffffffffffffffffffffffffffffffff.webp')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(await storage.get('../other-bucket/secret.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(seen).toHaveLength(1);
  });

  it('fails loudly when the bucket refuses (a wrong secret is not a missing image)', async () => {
    const { port } = fake.address() as AddressInfo;
    const wrongKey = createStorage({
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'havn-uploads',
      region: 'eu-north-1',
      accessKeyId: 'HAVNTESTKEY',
      secretAccessKey: 'a-wrong-secret',
    });
    await expect(wrongKey.put('aaaa.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    await expect(wrongKey.get('aaaa.webp')).rejects.toThrow(/403/);
  });
});
