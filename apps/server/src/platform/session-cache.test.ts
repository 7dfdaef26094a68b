import { api } from '@havn/contract';
import { member, startTestServer, startTwoServers, type TestServer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { profiles } from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';
import { SessionCache } from './session-cache.ts';

/** The session as a caller holding this cookie sees it: its status and, when 200, who. */
async function sessionAs(server: TestServer, cookie: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: api.identity.session.path,
    headers: { cookie },
  });
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? (response.json() as Record<string, unknown>) : null,
  };
}

describe('session lookups kept in memory', () => {
  let server: TestServer;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (sql) => queries.push(sql) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks the database nothing to know who calls, once it has asked', async () => {
    const carl = await member(server, 'Cache Carl');
    const cookie = carl.client.cookieHeader;
    expect((await sessionAs(server, cookie)).status).toBe(200);
    queries.length = 0;
    const again = await sessionAs(server, cookie);
    expect(again.body).toMatchObject({ communityProfile: { username: 'Cache Carl' } });
    expect(queries).toEqual([]);
  });

  it('sees a logout on the next read', async () => {
    const dora = await member(server, 'Cache Dora');
    const cookie = dora.client.cookieHeader;
    expect((await sessionAs(server, cookie)).status).toBe(200);
    await dora.client.callOk(api.identity.logout);
    expect((await sessionAs(server, cookie)).status).toBe(401);
  });

  it('sees a deactivated community profile on the next read', async () => {
    const erik = await member(server, 'Cache Erik');
    const cookie = erik.client.cookieHeader;
    expect((await sessionAs(server, cookie)).body).toMatchObject({
      communityProfile: { username: 'Cache Erik' },
    });
    await erik.client.callOk(api.community.profiles.inactivate);
    expect((await sessionAs(server, cookie)).body?.communityProfile).toBeNull();
  });

  it('forgets what a write it never made changed, once the database announces it', async () => {
    const frida = await member(server, 'Cache Frida');
    const cookie = frida.client.cookieHeader;
    expect((await sessionAs(server, cookie)).status).toBe(200);
    // As another process, or an operator's tool, would: straight in the database.
    await server.ctx.db.update(users).set({ email: 'frida@example.test' }).where(eq(users.id, frida.userId));
    await server.ctx.db
      .update(profiles)
      .set({ username: 'Frida Renamed' })
      .where(eq(profiles.userId, frida.userId));
    await expect
      .poll(async () => (await sessionAs(server, cookie)).body?.communityProfile)
      .toMatchObject({ username: 'Frida Renamed' });
  });
});

// Each process keeps its own lookups; a change made through one is announced to the other.
describe.skipIf(!testDatabaseUrl())('session lookups kept by two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('a logout through one server ends the session on the other', async () => {
    const gus = await member(first, 'Two Gus');
    const cookie = gus.client.cookieHeader;
    expect((await sessionAs(second, cookie)).status).toBe(200);
    expect((await sessionAs(second, cookie)).status).toBe(200);
    await gus.client.callOk(api.identity.logout);
    await expect.poll(async () => (await sessionAs(second, cookie)).status, { timeout: 2000 }).toBe(401);
  });

  it('a profile deactivated through one server is gone from the other', async () => {
    const hedda = await member(first, 'Two Hedda');
    const cookie = hedda.client.cookieHeader;
    expect((await sessionAs(second, cookie)).body).toMatchObject({
      communityProfile: { username: 'Two Hedda' },
    });
    await hedda.client.callOk(api.community.profiles.inactivate);
    await expect
      .poll(async () => (await sessionAs(second, cookie)).body?.communityProfile, { timeout: 2000 })
      .toBeNull();
  });
});

describe('catching up after a write', () => {
  it('sends one mark at a time: the writes that finish while it is out share the next', async () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const sent: string[] = [];
    // The LISTEN session hears a mark once its statement has run: here, on the next turn.
    const announce = async (marks: { channel: string; mark: string }[]) => {
      for (const { mark } of marks) {
        sent.push(mark);
        setTimeout(() => cache.heard(mark), 5);
      }
    };
    const first = cache.caughtUp(announce);
    const later = [cache.caughtUp(announce), cache.caughtUp(announce), cache.caughtUp(announce)];
    expect(sent).toHaveLength(1);
    await first;
    await Promise.all(later);
    // Each later write's mark went out after it asked: one for the three.
    expect(sent).toHaveLength(2);
  });
});
