import { connect } from 'node:net';
import { member, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What Node's HTTP parser refuses never reaches a route (app.inject skips the parser): these requests
// go over a real socket to a server listening on loopback.
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body: JSON.parse(body) as unknown };
}

describe('requests Node cannot read', () => {
  it('answers headers past the limit (a runaway cookie) with 431 HEADERS_TOO_LARGE as problem+json', async () => {
    const answer = parsed(
      await exchange(
        `GET /api/auth/session HTTP/1.1\r\nHost: localhost\r\nCookie: havn_session=${'A'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toContain('content-type: application/problem+json');
    expect(answer.body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
  });

  it('answers bytes that are not HTTP with 400 BAD_REQUEST as problem+json', async () => {
    const answer = parsed(await exchange('NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('an empty body labelled JSON', () => {
  const json = { 'content-type': 'application/json' };

  it('is no body: a call that takes none goes on (follow, unfollow)', async () => {
    const follower = await member(server, 'emptyfollower', { join: 'database' });
    const followed = await member(server, 'emptyfollowed', { join: 'database' });
    const path = `/api/community/v1/profiles/${followed.profileId}/follow`;
    const follow = await follower.client.post(path, '', json);
    expect(follow.statusCode).toBeLessThan(300);
    const unfollow = await follower.client.delete(path, '', json);
    expect(unfollow.statusCode).toBe(204);
  });

  it('is refused where a body is needed, saying so (400 VALIDATION_FAILED), and writes nothing', async () => {
    const writer = await member(server, 'emptywriter', { join: 'database' });
    const response = await writer.client.post('/api/community/v1/contents', '', json);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('still refuses JSON that is not JSON, and a prototype-poisoning key', async () => {
    const writer = await member(server, 'badjson', { join: 'database' });
    const broken = await writer.client.post('/api/community/v1/contents', '{"type":', json);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const poisoned = await writer.client.post('/api/community/v1/contents', '{"__proto__":{"x":1}}', json);
    expect(poisoned.statusCode).toBe(400);
  });
});
