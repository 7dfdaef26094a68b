import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './in-flight.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** Sends a GET and gives up after `abortAfterMs`, as a load generator stopping mid-run does. */
function abandonedGet(port: number, path: string, abortAfterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path });
    req.on('error', () => resolve());
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, abortAfterMs);
  });
}

async function listening(): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('requests in flight', () => {
  it('waits for a handler whose client already hung up', async () => {
    app = Fastify();
    const inFlight = trackRequestsInFlight(app);
    let finish: () => void = () => {};
    const handlerDone = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.get('/slow', async () => {
      await handlerDone;
      return { ok: true };
    });
    const port = await listening();
    await abandonedGet(port, '/slow', 50);

    let drained = false;
    const waiting = inFlight.drained(5_000).then(() => {
      drained = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(drained).toBe(false);
    finish();
    await waiting;
    expect(drained).toBe(true);
  });

  it('counts a hijacked reply (the event stream) done when its connection closes', async () => {
    app = Fastify();
    const inFlight = trackRequestsInFlight(app);
    app.get('/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
    });
    const port = await listening();
    await abandonedGet(port, '/stream', 50);
    const started = Date.now();
    await inFlight.drained(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
