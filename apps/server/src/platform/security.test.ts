import { api } from '@havn/contract';
import { customers, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { publicOrigin: 'https://havn.example' } });
});
afterAll(async () => {
  await server.close();
});

describe('the cross-site guard', () => {
  it('takes the allowed origin from PUBLIC_ORIGIN, not from a forged Host header', async () => {
    const forged = await server.client().call(api.identity.register, {
      body: customers.ola,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toContain('application/problem+json');
    expect(forged.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const login = await server.client().call(api.identity.login, {
      body: { username: customers.ola.username, password: customers.ola.password },
    });
    expect(login.statusCode).toBe(401);

    const genuine = await server.client().call(api.identity.register, {
      body: customers.ola,
      headers: { host: 'evil.example', origin: 'https://havn.example' },
    });
    expect(genuine.statusCode).toBe(201);
  });
});

describe('the framing headers', () => {
  it('say one thing: CSP frame-ancestors none and no contradicting X-Frame-Options', async () => {
    for (const response of [
      await server.client().call(api.platform.health),
      await server.client().get('/api/nothing-here'),
    ]) {
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    }
  });
});
