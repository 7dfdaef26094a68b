import { api, type ResponseOf } from '@havn/contract';
import { createGroup, type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { instruments } from '../../db/schema/instruments.ts';

/**
 * Ingrid posts about Volvo B, in her public group and in her private one; Nils comments. The visitor
 * home shows the threads with the most comments first, never a private group's.
 */
const clock = new ManualClock('2026-11-10T09:00:00Z');
let server: TestServer;
let ingrid: Member;
let nils: Member;
let volvoId: number;

type Threads = ResponseOf<typeof api.community.content.discoverThreads>['threads'];

const create = async (who: Member, body: Record<string, unknown>) => {
  clock.advance(60_000);
  const res = await who.client.call(api.community.content.create, { body: body as never });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
};
const post = (who: Member, message: string, where: { type: 'INSTRUMENT_ID' | 'GROUP_ID'; value: string }) =>
  create(who, { type: 'POST', message, attributes: [where] });
const comment = (who: Member, parentId: string, message: string) =>
  create(who, { type: 'COMMENT', message, parentId });

beforeAll(async () => {
  server = await startTestServer({ clock });
  const [volvo] = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(and(eq(instruments.market, 'XSTO'), eq(instruments.symbol, 'VOLV B')));
  volvoId = volvo!.id;
  ingrid = await member(server, 'Ingrid Lively');
  nils = await member(server, 'Nils Lively');
});
afterAll(async () => {
  await server.close();
});

describe('the liveliest threads', () => {
  it('lists public threads with the most comments first, each with the instrument or group it belongs to', async () => {
    const club = await createGroup(ingrid.client, 'Lively Dividend Club');
    const secret = await createGroup(ingrid.client, 'Lively Inner Circle', '', 'PRIVATE');
    const joined = await nils.client.call(api.community.groups.join, { params: { groupId: club.id } });
    expect(joined.statusCode).toBe(204);
    const quiet = await post(ingrid, 'Volvo B, anyone?', { type: 'INSTRUMENT_ID', value: String(volvoId) });
    const busy = await post(ingrid, 'Dividends this winter', { type: 'GROUP_ID', value: club.id });
    const hidden = await post(ingrid, 'Members only', { type: 'GROUP_ID', value: secret.id });
    await comment(nils, busy, 'Following!');
    await comment(nils, busy, 'Me too.');
    await comment(nils, quiet, 'Yes.');
    for (const text of ['One', 'Two', 'Three']) await comment(ingrid, hidden, text);
    const newest = await post(nils, 'First post', { type: 'INSTRUMENT_ID', value: String(volvoId) });

    const res = await server.client().call(api.community.content.discoverThreads, { query: { limit: 5 } });
    expect(res.statusCode).toBe(200);
    const threads = (res.json() as { threads: Threads }).threads;
    expect(threads.map((t) => t.thread.id)).toEqual([busy, quiet, newest]);
    expect(threads[0]).toMatchObject({
      thread: { message: 'Dividends this winter', totalChildCount: 2, children: [] },
      instrument: null,
      group: { id: club.id, slug: club.slug, name: 'Lively Dividend Club' },
    });
    expect(threads[1]).toMatchObject({
      instrument: { id: volvoId, name: 'Volvo B', symbol: 'VOLV B' },
      group: null,
    });
  });

  it('answers three by default and refuses more than ten', async () => {
    const three = await server.client().call(api.community.content.discoverThreads);
    expect((three.json() as { threads: Threads }).threads).toHaveLength(3);
    const tooMany = await server
      .client()
      .callUnchecked(api.community.content.discoverThreads, { query: { limit: '11' } });
    expect(tooMany.statusCode).toBe(400);
  });
});
