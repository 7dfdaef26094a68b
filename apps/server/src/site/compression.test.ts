import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { listen, openStream, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A web build of our own making: an index page and a hashed asset with the .br and .gz the build
// writes beside it, so the test holds the server to what it sends for each Accept-Encoding.
const asset = `export const words = ${JSON.stringify('Havn shows the market. '.repeat(400))};\n`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'havn-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Havn</title></head><body>${'<div></div>'.repeat(300)}</body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), asset);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(asset));
  writeFileSync(path.join(dist, 'assets', 'tiny-1a2b3c.js'), 'export {};\n');
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(url: string, acceptEncoding?: string, accept = '*/*') {
  return server.app.inject({
    method: 'GET',
    url,
    headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

describe('compressed delivery', () => {
  it('sends the precompressed asset the browser accepts, Brotli first, and the plain one otherwise', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(asset);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
  });

  it('compresses a page and a large API answer, and leaves a small answer as it is', async () => {
    const page = await get('/en', 'gzip', 'text/html');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Havn</title>');

    const openapi = await get('/api/openapi.json', 'br');
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.rawPayload).toString())).toHaveProperty('paths');

    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the event stream, which must flush event by event', async () => {
    const base = await listen(server);
    const stream = await openStream(base);
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await stream.reader!.next((frame) => frame.event === 'ready');
    stream.reader!.close();
  });
});
