import { api } from '@havn/contract';
import { customers, registerCustomer, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';

// Two server processes on one PostgreSQL share sessions and rate limits: nothing lives in process memory.
// PGlite is one process by nature, so this runs where a real PostgreSQL is configured (CI).
describe.skipIf(!testDatabaseUrl())('two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ config: { databaseUrl: first.ctx.config.databaseUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts a session made by the other server', async () => {
    const browser = first.client();
    await registerCustomer(browser, customers.ola);
    const response = await second.app.inject({
      method: 'GET',
      url: api.identity.session.path,
      headers: { cookie: browser.cookieHeader },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'ola' });
  });

  it('counts failed logins across both servers', async () => {
    await registerCustomer(first.client(), {
      username: 'shared-target',
      password: 'a long enough pass',
      country: 'se',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const server = i % 2 === 0 ? first : second;
      const r = await server
        .client()
        .call(api.identity.login, { body: { username: 'shared-target', password: `wrong-${i}-pass` } });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
