import { api } from '@havn/contract';
import { type Member, member, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { instruments } from '../../db/schema/instruments.ts';

// What one post on an instrument costs the database, statement by statement (issue 17): the count is
// the figure the post path is held to, and the list is printed so a change shows what it added.
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let alice: Member;
let instrumentId: number;
let counting = false;
let statements: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    clock,
    onQuery: (sql) => {
      if (counting) statements.push(sql.replace(/\s+/g, ' ').slice(0, 140));
    },
  });
  const [row] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
  instrumentId = row!.id;
  alice = await member(server, 'Counted Poster');
});
afterAll(async () => {
  await server.close();
});

/** A post on the instrument with an Idempotency-Key: a fresh one, or `key` to send it again. */
const post = (message: string, key: string = crypto.randomUUID()) =>
  alice.client.call(api.community.content.create, {
    body: { type: 'POST', message, attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }] },
    headers: { 'idempotency-key': key },
  });

describe('a post costs a bounded number of statements', () => {
  it('writes a post on an instrument with its Idempotency-Key', async () => {
    expect((await post('Warming up the session.')).statusCode).toBe(201);
    statements = [];
    counting = true;
    const response = await post('Volvo looks cheap after the report.');
    counting = false;
    expect(response.statusCode, response.body).toBe(201);
    console.info(`a post: ${statements.length} statements\n${statements.join('\n')}`);
    // The event log's sequencer runs on this process when it hears the post's events pending: its
    // statement is the log's, whichever request is under way, and not the post's. Nobody has a stream
    // open here, so the bus reads no events back (pg-event-bus.ts).
    const own = statements.filter((s) => !/community_events_sequence/.test(s));
    // The post (its abuse limit, key, item, events and announcement) and the feed's catch-up mark,
    // which the writes finishing together share (platform/route.ts). Six and a mark before.
    expect(own.length, own.join('\n')).toBeLessThanOrEqual(2);
  });

  it('answers with the bytes the contract would send, and a repeat with the same bytes', async () => {
    // The new post's answer is the JSON its key keeps, sent without the contract encoding it again.
    const key = crypto.randomUUID();
    const send = () => post('Sent as JSON once: Ericsson after the report.', key);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const schema = api.community.content.create.success.body;
    expect(first.body).toBe(JSON.stringify(schema.parse(JSON.parse(first.body))));
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('answers a repeat with the same key from the key, writing nothing', async () => {
    const key = crypto.randomUUID();
    const send = () => post('Said once, sent twice.', key);
    const first = await send();
    statements = [];
    counting = true;
    const again = await send();
    counting = false;
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const feed = await alice.client.call(api.community.content.feed, {
      query: { instrumentId, limit: 25 },
    });
    const copies = feed.data().threads.filter((t) => t.message === 'Said once, sent twice.');
    expect(copies).toHaveLength(1);
  });

  it('keeps the post, not its answer: a repeat after an edit or a deletion answers with the post as it is', async () => {
    const key = crypto.randomUUID();
    const send = () => post('Nordea before the dividend.', key);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as string;
    const edited = await alice.client.call(api.community.content.update, {
      params: { contentId: id },
      body: { message: 'Nordea after the dividend.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await send();
    expect(afterEdit.statusCode).toBe(201);
    expect(afterEdit.headers['idempotent-replayed']).toBe('true');
    expect(afterEdit.json()).toEqual(edited.json());
    expect(afterEdit.json()).toMatchObject({ id, message: 'Nordea after the dividend.', status: 'EDITED' });

    const deleted = await alice.client.call(api.community.content.remove, { params: { contentId: id } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const afterDelete = await send();
    expect(afterDelete.statusCode).toBe(201);
    expect(afterDelete.json()).toMatchObject({ id, status: 'DELETED' });
    // Still one post, whatever was replayed.
    const feed = await alice.client.call(api.community.content.feed, { query: { instrumentId, limit: 50 } });
    expect(feed.data().threads.filter((t) => t.id === id).length).toBeLessThanOrEqual(1);
  });

  it('answers with the item as it is read back, though the answer was built before the write', async () => {
    const written = await post('Built before it was written.');
    expect(written.statusCode).toBe(201);
    const feed = await alice.client.call(api.community.content.feed, {
      query: { instrumentId, limit: 25 },
    });
    const read = feed.data().threads.find((t) => t.id === written.json().id);
    expect(read).toEqual(written.json());
  });
});
