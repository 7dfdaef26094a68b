import {
  dataOf,
  eventually,
  listen,
  openStream,
  postPayload,
  publishLogged,
  type SseReader,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { rowsOf } from '../../db/rows.ts';
import { EVENT_TYPES, instrumentTopic } from './publish.ts';

// Two server processes on one PostgreSQL deliver each other's events through LISTEN/NOTIFY. PGlite is
// one process by nature, so this runs where a real PostgreSQL is configured (CI).
describe.skipIf(!testDatabaseUrl())('the event stream across two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let firstBase: string;
  let secondBase: string;
  const open: SseReader[] = [];

  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({
      config: { databaseUrl: first.ctx.config.databaseUrl },
      captureLogs: true,
    });
    firstBase = await listen(first);
    secondBase = await listen(second);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function subscribe(base: string, topics: string[]): Promise<SseReader> {
    const opened = await openStream(base, { topics });
    expect(opened.status, opened.body).toBe(200);
    open.push(opened.reader!);
    await opened.reader!.next((f) => f.event === 'ready');
    return opened.reader!;
  }

  async function publishThrough(server: TestServer, topic: string, payload = postPayload()): Promise<number> {
    const [id] = await publishLogged(server, [{ topic, type: EVENT_TYPES.contentCreated, payload }]);
    return id!;
  }

  it('delivers an event written through one server to subscribers on both', async () => {
    const topic = instrumentTopic(1001);
    const onSecond = await subscribe(secondBase, [topic]);
    const onFirst = await subscribe(firstBase, [topic]);
    const fromFirst = postPayload();
    const id = await publishThrough(first, topic, fromFirst);
    for (const reader of [onSecond, onFirst]) {
      const got = await reader.nextEvent();
      expect(got.id).toBe(String(id));
      expect(dataOf(got)).toMatchObject({ topic, payload: fromFirst });
    }
    const back = await publishThrough(second, topic);
    expect((await onFirst.nextEvent()).id).toBe(String(back));
  });

  it('replays on one server what was written through the other', async () => {
    const topic = instrumentTopic(1002);
    const seen = await publishThrough(first, topic);
    const missed = await publishThrough(first, topic);
    const opened = await openStream(secondBase, { topics: [topic], lastEventId: seen });
    open.push(opened.reader!);
    expect((await opened.reader!.next()).id).toBe(String(missed));
  });

  it('reconnects a dropped LISTEN connection and delivers what it missed meanwhile', async () => {
    const topic = instrumentTopic(1003);
    const reader = await subscribe(secondBase, [topic]);
    // Both servers listen three times (the event bus, the session cache, the feed cache); end every
    // LISTEN session but this test's own connection.
    const killed = await first.ctx.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    expect(rowsOf(killed)).toHaveLength(6);
    const id = await publishThrough(first, topic);
    const got = await reader.nextEvent(10_000);
    expect(got.id).toBe(String(id));
    // Each of the three heard the drop (platform/keep-listening.ts), and the bus listens again (below).
    const said = (text: string) => second.logs.some((l) => String(l.msg) === text);
    for (const name of ['event bus', 'session cache', 'feed cache']) {
      expect(said(`${name}: the LISTEN connection dropped; reconnecting`), name).toBe(true);
    }
    // And live delivery works again afterwards.
    await eventually(async () => {
      const next = await publishThrough(first, topic);
      expect((await reader.nextEvent(1000)).id).toBe(String(next));
    }, 10_000);
  });
});
