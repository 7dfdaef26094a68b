import { api, type MyReport } from '@havn/contract';
import {
  type Customer,
  customer,
  type Member,
  member,
  moderator,
  postBy,
  report,
  setProfileStatus,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { REPORT_EXCERPT_MAX } from './views.ts';

const clock = new ManualClock('2026-03-10T09:00:00.000Z');
let server: TestServer;
let erik: Member;
let mona: Customer;

beforeAll(async () => {
  server = await startTestServer({ clock });
  erik = await member(server, 'erik', { join: 'database' });
  mona = await moderator(server, 'mona');
});
afterAll(async () => {
  await server.close();
});

type Page = { reports: MyReport[]; nextCursor: string | null };

describe('My reports', () => {
  it('answers a logged-out visitor with 401 and a customer without a profile with 403', async () => {
    expect((await server.client().call(api.community.moderation.myReports)).statusCode).toBe(401);
    const { client } = await customer(server, 'noprofile');
    const response = await client.call(api.community.moderation.myReports);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
  });

  it('starts empty', async () => {
    const fresh = await member(server, 'fresh', { join: 'database' });
    const response = await fresh.client.call(api.community.moderation.myReports);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reports: [], nextCursor: null });
  });

  it('shows each report with its status and outcome, newest first', async () => {
    const sara = await member(server, 'sara', { join: 'database' });
    const kept = await postBy(server, erik, 'Rates will fall, mark my words.');
    const removed = await postBy(server, erik, 'DM me for guaranteed signals!');
    const open = await postBy(server, erik, 'Line one\n\nline   two');

    const keptReport = await report(sara.client, kept, 'Misleading.');
    clock.advance(1000);
    const removedReport = await report(sara.client, removed, 'Spam and a scam.');
    clock.advance(1000);
    const openReport = await report(sara.client, open, 'Not sure.');
    clock.advance(60_000);
    await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: keptReport },
      body: { action: 'KEEP' },
    });
    await mona.client.call(api.community.moderation.resolveReport, {
      params: { reportId: removedReport },
      body: { action: 'REMOVE' },
    });

    const response = await sara.client.call(api.community.moderation.myReports);
    expect(response.statusCode).toBe(200);
    const { reports, nextCursor } = response.json() as Page;
    expect(nextCursor).toBeNull();
    expect(reports).toEqual([
      {
        id: openReport,
        contentId: open,
        excerpt: 'Line one line two',
        reportComment: 'Not sure.',
        status: 'OPEN',
        createdAt: '2026-03-10T09:00:02.000Z',
        resolvedAt: null,
      },
      {
        id: removedReport,
        contentId: removed,
        excerpt: null,
        reportComment: 'Spam and a scam.',
        status: 'REMOVED',
        createdAt: '2026-03-10T09:00:01.000Z',
        resolvedAt: '2026-03-10T09:01:02.000Z',
      },
      {
        id: keptReport,
        contentId: kept,
        excerpt: 'Rates will fall, mark my words.',
        reportComment: 'Misleading.',
        status: 'KEPT',
        createdAt: '2026-03-10T09:00:00.000Z',
        resolvedAt: '2026-03-10T09:01:02.000Z',
      },
    ]);
  });

  it("shows only the caller's own reports", async () => {
    const ann = await member(server, 'ann', { join: 'database' });
    const bo = await member(server, 'bo', { join: 'database' });
    const target = await postBy(server, erik);
    const annsReport = await report(ann.client, target);
    await report(bo.client, target);
    const { reports } = (await ann.client.call(api.community.moderation.myReports)).json() as Page;
    expect(reports.map((r) => r.id)).toEqual([annsReport]);
  });

  it('cuts a long message to a short excerpt', async () => {
    const long = await member(server, 'long', { join: 'database' });
    const target = await postBy(server, erik, `${'Lorem ipsum dolor sit amet. '.repeat(20)}`);
    await report(long.client, target);
    const [mine] = ((await long.client.call(api.community.moderation.myReports)).json() as Page).reports;
    expect(Array.from(mine!.excerpt!).length).toBeLessThanOrEqual(REPORT_EXCERPT_MAX);
    expect(mine!.excerpt).toMatch(/^Lorem ipsum dolor sit amet\. Lorem.*…$/);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const pager = await member(server, 'pager', { join: 'database' });
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Two reports in the same millisecond: the id breaks the tie, so none is skipped or repeated.
      if (i !== 3) clock.advance(1000);
      made.push(await report(pager.client, await postBy(server, erik, `Post ${i}`)));
    }
    const first = (
      await pager.client.call(api.community.moderation.myReports, { query: { limit: '2' } })
    ).json() as Page;
    expect(first.reports).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const seen = first.reports.map((r) => r.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await pager.client.call(api.community.moderation.myReports, { query: { limit: '2', cursor } })
      ).json() as Page;
      seen.push(...page.reports.map((r) => r.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made));
    // made[2] and made[3] share a time; their order between themselves is the id's.
    expect(seen[0]).toBe(made[4]);
    expect(new Set(seen.slice(1, 3))).toEqual(new Set([made[2], made[3]]));
    expect(seen.slice(3)).toEqual([made[1], made[0]]);
  });

  it('answers a cursor it did not hand out with 400 and a limit over 50 with 400', async () => {
    const odd = await member(server, 'odd', { join: 'database' });
    expect(
      (await odd.client.call(api.community.moderation.myReports, { query: { cursor: 'garbage' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await odd.client.call(api.community.moderation.myReports, { query: { limit: '51' } })).statusCode,
    ).toBe(400);
  });

  it('still shows a deactivated member what became of their reports', async () => {
    const leaver = await member(server, 'leaver', { join: 'database' });
    const target = await postBy(server, erik);
    const reportId = await report(leaver.client, target);
    await setProfileStatus(server, leaver.profileId, 'DEACTIVATED');
    const response = await leaver.client.call(api.community.moderation.myReports);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Page).reports.map((r) => r.id)).toEqual([reportId]);
  });
});
