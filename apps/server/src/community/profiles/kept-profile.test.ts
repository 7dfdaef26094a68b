import { api } from '@havn/contract';
import {
  type Member,
  member,
  startTestServer,
  startTwoServers,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { profiles } from '../../db/schema/profiles.ts';

/**
 * A member's profile row is kept per process beside their session (profile-access.ts): the rules that
 * read it (a deactivated member may not write) must see every change on the next call, in the process
 * that made it and in any other.
 */

async function firstInstrument(server: TestServer): Promise<number> {
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  return row!.id;
}

const postAs = (client: TestClient, instrumentId: number) =>
  client.call(api.community.content.create, {
    body: {
      type: 'POST',
      message: 'Still here?',
      attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
    },
  });

describe('the kept profile in one process', () => {
  let server: TestServer;
  let instrumentId: number;
  beforeAll(async () => {
    server = await startTestServer();
    instrumentId = await firstInstrument(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('follows the member’s own deactivation and reactivation on the very next call', async () => {
    const ada = await member(server, 'Kept Ada');
    expect((await postAs(ada.client, instrumentId)).statusCode).toBe(201);
    await ada.client.callOk(api.community.profiles.inactivate);
    const refused = await postAs(ada.client, instrumentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PROFILE_DEACTIVATED' });
    await ada.client.callOk(api.community.profiles.reactivate);
    expect((await postAs(ada.client, instrumentId)).statusCode).toBe(201);
  });

  it('follows a change written behind its back once the database announces it', async () => {
    const bea = await member(server, 'Kept Bea');
    expect((await postAs(bea.client, instrumentId)).statusCode).toBe(201);
    await server.ctx.db.update(profiles).set({ status: 'DEACTIVATED' }).where(eq(profiles.id, bea.profileId));
    await expect.poll(async () => (await postAs(bea.client, instrumentId)).statusCode).toBe(403);
  });
});

describe.skipIf(!testDatabaseUrl())('the kept profile in two processes on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let instrumentId: number;
  let cal: Member;
  let close = async () => {};
  beforeAll(async () => {
    ({ first, second, close } = await startTwoServers());
    instrumentId = await firstInstrument(first);
    cal = await member(first, 'Kept Cal');
  });
  afterAll(() => close());

  it('refuses a post through the other process once the member deactivated through the first', async () => {
    // The same browser, answered by the other process.
    const onSecond = second.client();
    for (const [name, value] of cal.client.cookies) onSecond.cookies.set(name, value);
    expect((await postAs(onSecond, instrumentId)).statusCode).toBe(201);
    await cal.client.callOk(api.community.profiles.inactivate);
    await expect.poll(async () => (await postAs(onSecond, instrumentId)).statusCode).toBe(403);
    await cal.client.callOk(api.community.profiles.reactivate);
    await expect.poll(async () => (await postAs(onSecond, instrumentId)).statusCode).toBe(201);
  });
});
