import { api } from '@havn/contract';
import { dataOf, listen, openStream, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { instrumentTopic } from '../stream/publish.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server);
});
afterAll(async () => {
  await server.close();
});

describe('readiness', () => {
  it('is 200 while the process serves and its database answers', async () => {
    const response = await server.client().get(api.platform.ready.path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('turns 503 the moment draining starts; streams are sent elsewhere; liveness stays 200', async () => {
    const opened = await openStream(base, { topics: [instrumentTopic(1001)] });
    expect(opened.status, opened.body).toBe(200);
    const stream = opened.reader!;
    await stream.next((f) => f.event === 'ready');

    server.app.lifecycle.startDraining();

    const ready = await server.client().get(api.platform.ready.path);
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toContain('application/problem+json');
    expect(ready.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    // Every answer while draining moves a keep-alive client off this process.
    expect(ready.headers.connection).toBe('close');

    const health = await server.client().get(api.platform.health.path);
    expect(health.statusCode).toBe(200);

    // The open stream is told when to come back (an EventSource reads `retry:`), then ends.
    const retry = await stream.next((f) => f.retry !== undefined);
    const reconnect = await stream.next((f) => f.event === 'reconnect');
    const { reason, delayMs } = dataOf<{ reason: string; delayMs: number }>(reconnect);
    expect(reason).toBe('SERVER_DRAINING');
    expect(Number(retry.retry)).toBe(delayMs);
    expect(delayMs).toBeGreaterThanOrEqual(0);
    expect(delayMs).toBeLessThan(2000);
    await stream.waitForEnd();

    // A new stream is refused with a retryable 503, not held open on a process that is leaving.
    const refused = await openStream(base, { topics: [instrumentTopic(1001)] });
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('readiness without a database', () => {
  it('is 503 when the database does not answer', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    const app = await buildApp({ ...server.ctx, db: unreachable, log: server.ctx.log });
    try {
      const response = await app.inject({ method: 'GET', url: api.platform.ready.path });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
    }
  });
});
