import { api } from '@havn/contract';
import { endpointUrl, type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../db/schema/instruments.ts';

let counting = false;
let queries = 0;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    onQuery: () => {
      if (counting) queries += 1;
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** How many SQL statements one feed page costs. */
async function feedPageCost(instrumentId: number, cookie: string): Promise<number> {
  const url = endpointUrl(api.community.content.feed, { query: { instrumentId } });
  // Once uncounted first: a session unused for a minute is touched on its next request (one UPDATE),
  // which a slow run would otherwise count against whichever page came first.
  await server.app.inject({ method: 'GET', url, headers: { cookie } });
  queries = 0;
  counting = true;
  const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
  counting = false;
  expect(response.statusCode).toBe(200);
  return queries;
}

describe('a feed page costs a bounded number of queries (no N+1)', () => {
  it('costs the same for 2 threads as for 25 threads full of comments, polls, likes and authors', async () => {
    const [small, big] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(2);
    const reader = await member(server, 'Counting Reader');
    const writers: Member[] = [];
    for (let i = 0; i < 6; i += 1) writers.push(await member(server, `Writer ${i}`));
    const postOn = (instrumentId: number, i: number) =>
      writers[i % writers.length]!.client.call(api.community.content.create, {
        body: {
          type: i % 3 === 0 ? 'POLL' : 'POST',
          message: `Thread ${i}`,
          ...(i % 3 === 0 ? { options: ['Yes', 'No'] } : {}),
          attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
        },
      });
    for (let i = 0; i < 2; i += 1) await postOn(small!.id, i);
    for (let i = 0; i < 25; i += 1) {
      const root = (await postOn(big!.id, i)).json() as { id: string };
      for (let c = 0; c < 3; c += 1) {
        await writers[(i + c + 1) % writers.length]!.client.call(api.community.content.create, {
          body: {
            type: 'COMMENT',
            message: `Comment ${c}`,
            parentId: root.id,
          },
        });
      }
      await reader.client.call(api.community.content.react, {
        body: {
          itemId: root.id,
          itemType: i % 3 === 0 ? 'POLL' : 'COMMENT',
          reactionType: 'LIKE',
        },
      });
    }

    const cookie = reader.client.cookieHeader;
    const few = await feedPageCost(small!.id, cookie);
    const many = await feedPageCost(big!.id, cookie);
    expect(many).toBe(few);
    // A kept page: the feed's version with the reader's follows, mutes, likes and votes in one
    // statement; who the reader is comes from memory.
    expect(many).toBeLessThanOrEqual(1);
    // A visitor's kept page asks the database nothing.
    expect(await feedPageCost(big!.id, '')).toBe(0);
  });
});
