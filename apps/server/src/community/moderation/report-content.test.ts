import { api } from '@havn/contract';
import { ABUSE_LIMITS, TEXT_LIMITS } from '@havn/domain';
import {
  customer,
  type Member,
  member,
  moderator,
  postBy,
  report,
  setProfileStatus,
  startTestServer,
  storedContent,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

const body = { reportComment: 'Spreading false rumours about the CEO.', country: 'se' };

describe('reporting content', () => {
  let server: TestServer;
  let erik: Member;
  let sara: Member;
  let post: string;

  beforeAll(async () => {
    server = await startTestServer({ clock: new ManualClock('2026-03-10T09:00:00.000Z') });
    erik = await member(server, 'erik', { join: 'database' });
    sara = await member(server, 'sara', { join: 'database' });
    post = await postBy(server, erik);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('who may report', () => {
    it('answers a logged-out visitor with 401', async () => {
      const response = await server
        .client()
        .call(api.community.moderation.reportContent, { params: { contentId: post }, body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('asks a customer without a profile to join: 403 PROFILE_REQUIRED', async () => {
      const { client } = await customer(server, 'noprofile');
      const response = await client.call(api.community.moderation.reportContent, {
        params: { contentId: post },
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
    });

    it('asks a deactivated reporter to reactivate: 403 PROFILE_DEACTIVATED', async () => {
      const { client } = await member(server, 'sleeper', { join: 'database', status: 'DEACTIVATED' });
      const response = await client.call(api.community.moderation.reportContent, {
        params: { contentId: post },
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PROFILE_DEACTIVATED' });
    });

    it('refuses the author reporting their own content with 403 FORBIDDEN', async () => {
      const response = await erik.client.call(api.community.moderation.reportContent, {
        params: { contentId: post },
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('accepts a report from another member with 201 and an OPEN report', async () => {
      const anna = await member(server, 'anna', { join: 'database' });
      const response = await anna.client.call(api.community.moderation.reportContent, {
        params: { contentId: post },
        body,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), status: 'OPEN' });
    });

    it("refuses to report a deactivated author's content with 403 FORBIDDEN", async () => {
      const gone = await member(server, 'gone', { join: 'database' });
      const orphan = await postBy(server, gone, 'Written before I left.');
      await setProfileStatus(server, gone.profileId, 'DEACTIVATED');
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: orphan },
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      const mine = await sara.client.call(api.community.moderation.myReports);
      expect(mine.json().reports.map((r: { contentId: string }) => r.contentId)).not.toContain(orphan);
    });

    it('needs a profile to report, even as a moderator', async () => {
      const { client } = await moderator(server, 'modnoprofile');
      const response = await client.call(api.community.moderation.reportContent, {
        params: { contentId: post },
        body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
    });
  });

  describe('what may be reported', () => {
    it('answers an unknown content id with 404 NOT_FOUND', async () => {
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: '5f1f0b8e-8d4a-4f55-9a55-0c7d2c1e9b11' },
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers a content id that is not a uuid with 400', async () => {
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: 'not-a-uuid' },
        body,
      });
      expect(response.statusCode).toBe(400);
    });

    it('refuses deleted content with 422 CONTENT_DELETED', async () => {
      const deleted = await postBy(server, erik, 'Gone already.', { status: 'DELETED' });
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: deleted },
        body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'CONTENT_DELETED' });
    });

    it('takes a report of a trade event like one of a post, and not from its own member', async () => {
      const trade = await postBy(server, erik, '', { type: 'TRADE' });
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: trade },
        body,
      });
      expect(response.statusCode).toBe(201);
      const mine = (
        await sara.client.call(api.community.moderation.myReports, { query: { limit: '50' } })
      ).json() as { reports: { contentId: string }[] };
      expect(JSON.stringify(mine)).toContain(trade);
      const own = await erik.client.call(api.community.moderation.reportContent, {
        params: { contentId: trade },
        body,
      });
      expect(own.statusCode).toBe(403);
    });
  });

  describe('the report itself', () => {
    it.each([
      ['an empty comment', '', 'TEXT_EMPTY'],
      ['a blank comment', '  \n\t\u200B ', 'TEXT_EMPTY'],
      ['a comment over 500 characters', 'x'.repeat(TEXT_LIMITS.report + 1), 'TEXT_TOO_LONG'],
      ['a comment with control characters', 'bad\u0007bell', 'CONTROL_CHARACTERS'],
    ])('refuses %s with 422 %s', async (_, reportComment, code) => {
      const target = await postBy(server, erik);
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: target },
        body: { reportComment, country: 'se' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code });
    });

    it('accepts a comment of exactly 500 characters, counting an emoji once', async () => {
      const target = await postBy(server, erik);
      const reportComment = `${'x'.repeat(TEXT_LIMITS.report - 1)}😀`;
      const response = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: target },
        body: { reportComment, country: 'se' },
      });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['a missing comment', { country: 'se' }],
      ['a missing country', { reportComment: 'Spam.' }],
      ['a country that is not two letters', { reportComment: 'Spam.', country: 'swe' }],
      ['an unknown field', { reportComment: 'Spam.', country: 'se', status: 'KEPT' }],
    ])('refuses %s with 400', async (_, payload) => {
      const target = await postBy(server, erik);
      const response = await sara.client.callUnchecked(api.community.moderation.reportContent, {
        params: { contentId: target },
        body: payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('stores the country in lower case and the comment as written', async () => {
      const target = await postBy(server, erik);
      await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: target },
        body: { reportComment: 'Scam link', country: 'NO' },
      });
      const mod = await moderator(server, 'mod-country');
      const queue = await mod.client.call(api.community.moderation.reviewQueue, { query: { limit: '50' } });
      expect(queue.json().reports).toContainEqual(
        expect.objectContaining({
          reportComment: 'Scam link',
          country: 'no',
          content: expect.objectContaining({ id: target }),
        }),
      );
    });
  });

  describe('one open report per member per item', () => {
    it('answers a second open report with 409 ALREADY_REPORTED and keeps one', async () => {
      const target = await postBy(server, erik);
      await report(sara.client, target);
      const again = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: target },
        body,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_REPORTED' });
      const mine = (
        await sara.client.call(api.community.moderation.myReports, { query: { limit: '50' } })
      ).json();
      expect(mine.reports.filter((r: { contentId: string }) => r.contentId === target)).toHaveLength(1);
    });

    it('keeps one report when the same member reports twice at once', async () => {
      const target = await postBy(server, erik);
      const olle = await member(server, 'olle', { join: 'database' });
      const responses = await Promise.all([
        olle.client.call(api.community.moderation.reportContent, { params: { contentId: target }, body }),
        olle.client.call(api.community.moderation.reportContent, { params: { contentId: target }, body }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'ALREADY_REPORTED' });
      const mine = (await olle.client.call(api.community.moderation.myReports)).json();
      expect(mine.reports).toHaveLength(1);
    });

    it('lets other members report the same item', async () => {
      const target = await postBy(server, erik);
      await report(sara.client, target);
      const lisa = await member(server, 'lisa', { join: 'database' });
      expect(
        (
          await lisa.client.call(api.community.moderation.reportContent, {
            params: { contentId: target },
            body,
          })
        ).statusCode,
      ).toBe(201);
    });

    it('allows a new report once the earlier one has been resolved', async () => {
      const target = await postBy(server, erik);
      const first = await report(sara.client, target);
      const mod = await moderator(server, 'mod-again');
      const kept = await mod.client.call(api.community.moderation.resolveReport, {
        params: { reportId: first },
        body: { action: 'KEEP' },
      });
      expect(kept.statusCode).toBe(200);
      const second = await sara.client.call(api.community.moderation.reportContent, {
        params: { contentId: target },
        body,
      });
      expect(second.statusCode).toBe(201);
      expect(second.json().id).not.toBe(first);
      // And the rule holds again for the new open report.
      expect(
        (
          await sara.client.call(api.community.moderation.reportContent, {
            params: { contentId: target },
            body,
          })
        ).statusCode,
      ).toBe(409);
    });
  });

  it('changes nothing in the content when reported', async () => {
    const target = await postBy(server, erik, 'Still here.');
    await report(sara.client, target);
    expect(await storedContent(server, target)).toEqual({ status: 'LIVE', message: 'Still here.' });
  });
});

describe('the daily report limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ clock: new ManualClock('2026-03-10T09:00:00.000Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`answers the ${ABUSE_LIMITS.report.perMember + 1}st report in a day with 429 and Retry-After`, async () => {
    const author = await member(server, 'prolific', { join: 'database' });
    const reporter = await member(server, 'zealous', { join: 'database' });
    const perDay = ABUSE_LIMITS.report.perMember;
    const targets: string[] = [];
    for (let i = 0; i <= perDay; i += 1) targets.push(await postBy(server, author, `Post number ${i}`));

    for (const target of targets.slice(0, perDay)) {
      expect(
        (
          await reporter.client.call(api.community.moderation.reportContent, {
            params: { contentId: target },
            body,
          })
        ).statusCode,
      ).toBe(201);
    }
    const over = await reporter.client.call(api.community.moderation.reportContent, {
      params: { contentId: targets[perDay]! },
      body,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ABUSE_LIMITS.report.windowMs / 1000);

    // The refused report was not stored, and another member is not held back by this one's limit.
    const mine = (
      await reporter.client.call(api.community.moderation.myReports, { query: { limit: '50' } })
    ).json();
    expect(mine.reports).toHaveLength(perDay);
    const other = await member(server, 'calm', { join: 'database' });
    expect(
      (
        await other.client.call(api.community.moderation.reportContent, {
          params: { contentId: targets[perDay]! },
          body,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('does not count refused reports against the limit', async () => {
    const author = await member(server, 'writer', { join: 'database' });
    const reporter = await member(server, 'careful', { join: 'database' });
    const target = await postBy(server, author);
    await report(reporter.client, target);
    for (let i = 0; i < ABUSE_LIMITS.report.perMember + 5; i += 1) {
      expect(
        (
          await reporter.client.call(api.community.moderation.reportContent, {
            params: { contentId: target },
            body,
          })
        ).statusCode,
      ).toBe(409);
    }
    const fresh = await postBy(server, author);
    expect(
      (
        await reporter.client.call(api.community.moderation.reportContent, {
          params: { contentId: fresh },
          body,
        })
      ).statusCode,
    ).toBe(201);
  });
});
