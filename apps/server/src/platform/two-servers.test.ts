import { api } from '@havn/contract';
import { customers, registerCustomer, startTwoServers, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';

// Two server processes on one PostgreSQL share sessions and rate limits: what a process keeps in memory
// (session lookups, feed pages) is forgotten or re-checked on the database's word.
// PGlite is one process by nature, so this runs where a real PostgreSQL is configured (CI).
describe.skipIf(!testDatabaseUrl())('two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('accepts a session made by the other server', async () => {
    const browser = first.client();
    await registerCustomer(first, customers.ola, browser);
    const response = await second.app.inject({
      method: 'GET',
      url: api.identity.session.path,
      headers: { cookie: browser.cookieHeader },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'ola' });
  });

  it('counts failed logins from one address across both servers', async () => {
    await registerCustomer(first, {
      username: 'shared-target',
      password: 'a long enough pass',
      country: 'se',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const server = i % 2 === 0 ? first : second;
      // One browser behind one address, its requests spread over both processes by the balancer.
      const r = await server.app.inject({
        method: 'POST',
        url: api.identity.login.path,
        remoteAddress: '127.9.9.9',
        payload: { username: 'shared-target', password: `wrong-${i}-pass` },
      });
      statuses.push(r.statusCode);
    }
    // Three failures are free, the fourth locks the account for this address for a second: the
    // fifth and sixth are refused whichever process they reach.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
