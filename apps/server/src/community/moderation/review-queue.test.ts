import { api, type ModerationAction, type ModerationReport, type QueryOf } from '@havn/contract';
import {
  type Customer,
  customer,
  type Member,
  member,
  moderator,
  postBy,
  report,
  startTestServer,
  storedContent,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { users } from '../../db/schema/users.ts';

const clock = new ManualClock('2026-03-10T09:00:00.000Z');
let server: TestServer;
let erik: Member;
let sara: Member;
let lisa: Member;
let mona: Customer;

beforeAll(async () => {
  server = await startTestServer({ clock });
  erik = await member(server, 'erik', { join: 'database' });
  sara = await member(server, 'sara', { join: 'database' });
  lisa = await member(server, 'lisa', { join: 'database' });
  mona = await moderator(server, 'mona');
});
afterAll(async () => {
  await server.close();
});

/** Every OPEN report in the queue, page by page. */
async function wholeQueue(
  client: Customer['client'],
  status: QueryOf<typeof api.community.moderation.reviewQueue>['status'] = 'OPEN',
): Promise<ModerationReport[]> {
  const all: ModerationReport[] = [];
  let cursor: string | null = null;
  do {
    const query = { status, limit: 50, ...(cursor ? { cursor } : {}) };
    const page = (await client.call(api.community.moderation.reviewQueue, { query })).json() as {
      reports: ModerationReport[];
      nextCursor: string | null;
    };
    all.push(...page.reports);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('who may moderate', () => {
  it('answers a logged-out visitor with 401 on every moderator call', async () => {
    const visitor = server.client();
    const contentId = await postBy(server, erik);
    const reportId = await report(sara.client, contentId);
    for (const response of [
      await visitor.call(api.community.moderation.reviewQueue),
      await visitor.call(api.community.moderation.resolveReport, {
        params: { reportId },
        body: { action: 'KEEP' },
      }),
      await visitor.call(api.community.moderation.moderationActions, { query: { contentId } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers members and customers with 403 NOT_MODERATOR, and the report stays open', async () => {
    const contentId = await postBy(server, erik);
    const reportId = await report(sara.client, contentId);
    const plain = await customer(server, 'plain');
    for (const who of [sara, erik, plain]) {
      for (const response of [
        await who.client.call(api.community.moderation.reviewQueue),
        await who.client.call(api.community.moderation.resolveReport, {
          params: { reportId },
          body: { action: 'REMOVE' },
        }),
        await who.client.call(api.community.moderation.moderationActions, { query: { contentId } }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'NOT_MODERATOR' });
      }
    }
    expect(await storedContent(server, contentId)).toMatchObject({ status: 'LIVE' });
    expect((await wholeQueue(mona.client)).map((r) => r.id)).toContain(reportId);
  });

  it('lets moderators and admins in with 200', async () => {
    expect((await mona.client.call(api.community.moderation.reviewQueue)).statusCode).toBe(200);
    const admin = await customer(server, 'admin');
    await server.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
    expect((await admin.client.call(api.community.moderation.reviewQueue)).statusCode).toBe(200);
  });
});

describe('the review queue', () => {
  it('shows each open report with its content, author and reporter, oldest first', async () => {
    const contentId = await postBy(server, erik, 'Buy now, guaranteed 300% by Friday!');
    clock.advance(1000);
    const first = await report(sara.client, contentId, 'Guaranteed returns are a scam.');
    clock.advance(1000);
    const second = await report(lisa.client, contentId, 'Market manipulation.');

    const queue = await wholeQueue(mona.client);
    const ids = queue.map((r) => r.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const times = queue.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);

    expect(queue.find((r) => r.id === first)).toEqual({
      id: first,
      status: 'OPEN',
      reportComment: 'Guaranteed returns are a scam.',
      country: 'se',
      createdAt: expect.any(String),
      resolvedAt: null,
      content: {
        id: contentId,
        type: 'POST',
        message: 'Buy now, guaranteed 300% by Friday!',
        status: 'LIVE',
      },
      author: { profileId: erik.profileId, username: erik.username, status: 'ACTIVE' },
      reporter: { profileId: sara.profileId, username: sara.username },
    });
  });

  it('pages with a cursor, oldest first, without gaps or repeats', async () => {
    const reporter = await member(server, 'pager', { join: 'database' });
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      made.push(await report(reporter.client, await postBy(server, erik, `Paged post ${i}`)));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = { limit: 2, ...(cursor ? { cursor } : {}) };
      const response = await mona.client.call(api.community.moderation.reviewQueue, { query });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { reports: ModerationReport[]; nextCursor: string | null };
      expect(page.reports.length).toBeLessThanOrEqual(2);
      seen.push(...page.reports.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id))).toEqual(made);
  });

  it('answers a cursor it did not hand out with 400', async () => {
    const response = await mona.client.call(api.community.moderation.reviewQueue, {
      query: { cursor: 'bm90LWEtY3Vyc29y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers an unknown status with 400', async () => {
    expect(
      (
        await mona.client.callUnchecked(api.community.moderation.reviewQueue, {
          query: { status: 'PENDING' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('resolving a report', () => {
  it('REMOVE deletes the content, resolves every open report on it, and hides the message', async () => {
    const contentId = await postBy(server, erik, 'Insider tip: merger announced tomorrow.');
    const bySara = await report(sara.client, contentId, 'Insider trading.');
    const byLisa = await report(lisa.client, contentId, 'Illegal tip.');
    const otherContent = await postBy(server, erik, 'A perfectly normal post.');
    const elsewhere = await report(sara.client, otherContent, 'Not sure about this one.');

    clock.advance(60_000);
    const response = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: bySara },
      body: {
        action: 'REMOVE',
        note: 'Market abuse regulation, article 10.',
      },
    });
    expect(response.statusCode).toBe(200);
    const resolved = response.json() as ModerationReport;
    expect(resolved).toMatchObject({
      id: bySara,
      status: 'REMOVED',
      resolvedAt: clock.now().toISOString(),
      content: { id: contentId, status: 'DELETED', message: null },
    });

    // The message stays in the database for the audit; the views never show it.
    expect(await storedContent(server, contentId)).toEqual({
      status: 'DELETED',
      message: 'Insider tip: merger announced tomorrow.',
    });
    const open = await wholeQueue(mona.client);
    expect(open.map((r) => r.id)).not.toContain(bySara);
    expect(open.map((r) => r.id)).not.toContain(byLisa);
    expect(open.map((r) => r.id)).toContain(elsewhere);
    const removed = await wholeQueue(mona.client, 'REMOVED');
    expect(
      removed
        .filter((r) => r.content.id === contentId)
        .map((r) => r.id)
        .sort(),
    ).toEqual([bySara, byLisa].sort());
    expect(removed.find((r) => r.id === byLisa)).toMatchObject({
      status: 'REMOVED',
      resolvedAt: clock.now().toISOString(),
      content: { message: null },
    });

    // Lisa's report is closed too: deciding it again is a conflict, and the item cannot be reported anew.
    const lisasAgain = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: byLisa },
      body: { action: 'KEEP' },
    });
    expect(lisasAgain.statusCode).toBe(409);
    expect(lisasAgain.json()).toMatchObject({ code: 'CONFLICT' });
    const reportDeleted = await lisa.client.call(api.community.moderation.reportContent, {
      params: { contentId },
      body: {
        reportComment: 'Again',
        country: 'se',
      },
    });
    expect(reportDeleted.statusCode).toBe(422);
    expect(reportDeleted.json()).toMatchObject({ code: 'CONTENT_DELETED' });
  });

  it('KEEP resolves only that report as KEPT and leaves the content alone', async () => {
    const contentId = await postBy(server, erik, 'I think the central bank will cut rates.');
    const bySara = await report(sara.client, contentId, 'Wrong opinion.');
    const byLisa = await report(lisa.client, contentId, 'Misleading.');
    const response = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: bySara },
      body: { action: 'KEEP' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: bySara,
      status: 'KEPT',
      resolvedAt: expect.any(String),
      content: { status: 'LIVE', message: 'I think the central bank will cut rates.' },
    });
    expect(await storedContent(server, contentId)).toMatchObject({ status: 'LIVE' });
    const open = await wholeQueue(mona.client);
    expect(open.map((r) => r.id)).toContain(byLisa);
    expect(open.map((r) => r.id)).not.toContain(bySara);
  });

  it('answers a report that is already resolved with 409 CONFLICT and writes nothing more', async () => {
    const contentId = await postBy(server, erik);
    const reportId = await report(sara.client, contentId);
    expect(
      (
        await mona.client.call(api.community.moderation.resolveReport, {
          params: { reportId },
          body: { action: 'KEEP' },
        })
      ).statusCode,
    ).toBe(200);
    const retry = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId },
      body: { action: 'KEEP' },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'CONFLICT' });
    const change = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId },
      body: { action: 'REMOVE' },
    });
    expect(change.statusCode).toBe(409);
    expect(await storedContent(server, contentId)).toMatchObject({ status: 'LIVE' });
    const trail = (
      await mona.client.call(api.community.moderation.moderationActions, { query: { contentId } })
    ).json().actions as ModerationAction[];
    expect(trail).toHaveLength(1);
  });

  it('decides a report once when two moderators answer at the same time', async () => {
    const contentId = await postBy(server, erik);
    const reportId = await report(sara.client, contentId);
    const nils = await moderator(server, 'nils');
    const responses = await Promise.all([
      mona.client.call(api.community.moderation.resolveReport, {
        params: { reportId },
        body: { action: 'KEEP' },
      }),
      nils.client.call(api.community.moderation.resolveReport, {
        params: { reportId },
        body: { action: 'REMOVE' },
      }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const trail = (
      await mona.client.call(api.community.moderation.moderationActions, { query: { contentId } })
    ).json().actions as ModerationAction[];
    expect(trail).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 200)!.json() as ModerationReport;
    expect(await storedContent(server, contentId)).toMatchObject({
      status: winner.status === 'REMOVED' ? 'DELETED' : 'LIVE',
    });
  });

  it('answers an unknown report with 404 NOT_FOUND', async () => {
    const response = await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: '5f1f0b8e-8d4a-4f55-9a55-0c7d2c1e9b11' },
      body: {
        action: 'KEEP',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['an unknown action', { action: 'BAN' }],
    ['a missing action', { note: 'hm' }],
    ['an unknown field', { action: 'KEEP', status: 'KEPT' }],
  ])('refuses %s with 400', async (_, payload) => {
    const reportId = await report(sara.client, await postBy(server, erik));
    const response = await mona.client.callUnchecked(api.community.moderation.resolveReport, {
      params: { reportId },
      body: payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the audit trail', () => {
  it('records every decision once, with moderator, report, action and note, oldest first', async () => {
    const contentId = await postBy(server, erik, 'Borderline post.');
    const first = await report(sara.client, contentId, 'Borderline.');
    clock.advance(1000);
    await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: first },
      body: { action: 'KEEP', note: '  Within the rules.  ' },
    });
    clock.advance(1000);
    const second = await report(sara.client, contentId, 'Still borderline, and now edited.');
    clock.advance(1000);
    const nora = await moderator(server, 'nora');
    await nora.client.call(api.community.moderation.resolveReport, {
      params: { reportId: second },
      body: { action: 'REMOVE' },
    });

    const response = await mona.client.call(api.community.moderation.moderationActions, {
      query: { contentId },
    });
    expect(response.statusCode).toBe(200);
    const { actions } = response.json() as { actions: ModerationAction[] };
    expect(actions).toEqual([
      {
        id: expect.any(String),
        contentId,
        reportId: first,
        action: 'KEEP',
        note: 'Within the rules.',
        moderator: { id: mona.userId, username: expect.any(String) },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        contentId,
        reportId: second,
        action: 'REMOVE',
        note: '',
        moderator: { id: nora.userId, username: expect.any(String) },
        createdAt: expect.any(String),
      },
    ]);
    expect(actions[0]!.createdAt < actions[1]!.createdAt).toBe(true);
  });

  it('is empty for content nobody has moderated', async () => {
    const contentId = await postBy(server, erik);
    const response = await mona.client.call(api.community.moderation.moderationActions, {
      query: { contentId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ actions: [] });
  });

  it('answers a content id that is not a uuid with 400', async () => {
    expect(
      (await mona.client.call(api.community.moderation.moderationActions, { query: { contentId: 'nope' } }))
        .statusCode,
    ).toBe(400);
  });
});
