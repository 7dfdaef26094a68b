import { pricePayload, settleEventLog, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { EVENT_TYPES, instrumentTopic, publishEvent } from './publish.ts';
import { deleteExpiredEvents } from './retention.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('event log retention', () => {
  it('deletes events older than a week and keeps the rest', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    for (const daysAgo of [8, 7.01, 6.99, 0]) {
      await server.ctx.db.transaction((tx) =>
        publishEvent(
          tx,
          {
            topic: instrumentTopic(1001),
            type: EVENT_TYPES.priceUpdated,
            payload: pricePayload(1001, String(daysAgo)),
          },
          at(daysAgo),
        ),
      );
    }
    await settleEventLog(server);
    expect(await deleteExpiredEvents(server.ctx.db, now)).toBe(2);
    const left = await server.ctx.db.select().from(communityEvents);
    expect(left.map((e) => e.payload)).toEqual([pricePayload(1001, '6.99'), pricePayload(1001, '0')]);
    expect(await deleteExpiredEvents(server.ctx.db, now)).toBe(0);
  });
});
