import { api } from '@havn/contract';
import { customers, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Outside plain-http localhost the session cookie is Secure and `__Host-` prefixed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { publicOrigin: 'https://havn.example', secureCookies: true } });
});
afterAll(async () => {
  await server.close();
});

describe('the session cookie on a public https origin', () => {
  it('is __Host-havn_session, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const response = await server.client().call(api.identity.register, {
      body: customers.ola,
      headers: {
        origin: 'https://havn.example',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(201);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-havn_session=[A-Za-z0-9_-]{22};/);
    expect(header).toContain('Secure');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Domain=');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
