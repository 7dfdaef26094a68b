import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';

const clock = new ManualClock('2026-06-30T12:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { marketHours: 'real' } });
});
afterAll(async () => {
  await server.close();
});

describe('the simulated market’s dividends', () => {
  it('announces each payer’s dividends four weeks ahead, yearly in the Nordics and quarterly in the US', async () => {
    const provider = server.ctx.marketData;
    const year = await provider.corporateActions('2026-01-01', '2026-12-31');
    const countBy = (notices: typeof year, currency: string) => {
      const counts = new Map<number, number>();
      for (const n of notices.filter((x) => x.cashPerShare!.currency === currency)) {
        counts.set(n.instrumentId, (counts.get(n.instrumentId) ?? 0) + 1);
      }
      return counts;
    };
    // Only what is announced by the end of June: a US payer's later quarters are not known yet.
    const usSoFar = countBy(year, 'USD');
    expect(usSoFar.size).toBeGreaterThan(0);
    for (const count of usSoFar.values()) expect([2, 3]).toContain(count);
    for (const notice of year) {
      expect(notice.type).toBe('DIVIDEND');
      expect(notice.announcedAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
      expect(notice.exDate! < notice.recordDate).toBe(true);
      expect(notice.recordDate < notice.payDate!).toBe(true);
      expect(Number(notice.cashPerShare!.amountPerShare)).toBeGreaterThan(0);
    }
    // A Nordic payer pays once a year: no stock has two Nordic dividends in one year.
    expect(Math.max(...countBy(year, 'SEK').values(), ...countBy(year, 'NOK').values())).toBe(1);
    // The same everywhere: asked again, the same events with the same ids.
    expect(await provider.corporateActions('2026-01-01', '2026-12-31')).toEqual(year);

    clock.set('2026-12-31T12:00:00Z');
    const later = await provider.corporateActions('2026-01-01', '2026-12-31');
    for (const count of countBy(later, 'USD').values()) expect(count).toBe(4);
    expect(later.length).toBeGreaterThan(year.length);
  });
});
