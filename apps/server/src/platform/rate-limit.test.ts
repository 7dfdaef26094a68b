import { ABUSE_LIMITS } from '@havn/domain';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { enforceAbuseLimit, peekRateLimit } from './rate-limit.ts';

const clock = new ManualClock('2026-11-02T09:00:30Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

const { perMember, perIp, windowMs } = ABUSE_LIMITS.report;
const ctx = () => ({ db: server.ctx.db, clock });
const attempt = (member: string, ip: string) =>
  enforceAbuseLimit(ctx(), 'report', member, ip).then(
    () => 'allowed',
    (error: { code?: string; headers?: Record<string, string> }) => error.code,
  );

describe('an abuse limit', () => {
  it('refuses a member past their limit, without counting the refused hit against their address', async () => {
    for (let n = 0; n < perMember; n += 1) expect(await attempt('member-a', '10.0.0.1')).toBe('allowed');
    expect(await attempt('member-a', '10.0.0.1')).toBe('RATE_LIMITED');
    expect(await attempt('member-a', '10.0.0.1')).toBe('RATE_LIMITED');
    expect(await peekRateLimit(server.ctx.db, 'report:ip:10.0.0.1', windowMs, clock.now())).toBe(perMember);
  });

  it('refuses everyone at an address past its limit, with the window’s rest as Retry-After', async () => {
    const ip = '10.0.0.2';
    for (let n = 0; n < perIp; n += 1) {
      expect(await attempt(`member-${n % 5}`, ip)).toBe('allowed');
    }
    const refused = await enforceAbuseLimit(ctx(), 'report', 'someone-new', ip).catch(
      (error: { code: string; headers: Record<string, string> }) => error,
    );
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number((refused as { headers: Record<string, string> }).headers['retry-after']);
    const windowEnd = (Math.floor(clock.now().getTime() / windowMs) + 1) * windowMs;
    expect(retryAfter).toBe((windowEnd - clock.now().getTime()) / 1000);
    // Another address is not affected, and the next window starts afresh.
    expect(await attempt('someone-new', '10.0.0.3')).toBe('allowed');
    clock.advance(windowMs);
    expect(await attempt('someone-new', ip)).toBe('allowed');
  });
});
