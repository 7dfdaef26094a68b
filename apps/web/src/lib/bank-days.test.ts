import { describe, expect, it } from 'vitest';
import { askBankDays } from './bank-days.ts';

// Tuesday 24 November 2026, 10:00 in Stockholm.
const TUESDAY_MORNING = '2026-11-24T09:00:00.000Z';
const swedishFund = { type: 'FUND' as const, market: 'XSTO', country: 'SE' };

describe('the bank-day calendar asked from a page', () => {
  it('times a fund order by its cut-off: 13:00 in Stockholm, then the next bank day', async () => {
    expect(await askBankDays({ kind: 'fundOrderTiming', fund: swedishFund, now: TUESDAY_MORNING })).toEqual({
      cutOff: '2026-11-24T12:00:00.000Z',
      tradeDate: '2026-11-24',
      timeZone: 'Europe/Stockholm',
    });
    // Friday 27 November at 14:00: past the cut-off, so Monday's.
    const friday = await askBankDays({
      kind: 'fundOrderTiming',
      fund: swedishFund,
      now: '2026-11-27T13:00:00Z',
    });
    expect(friday).toMatchObject({ cutOff: '2026-11-30T12:00:00.000Z', tradeDate: '2026-11-30' });
  });

  it('answers a plan’s next run day, after the month it last ran, the next bank day when closed', async () => {
    const plan = { kind: 'planRun', currency: 'SEK', source: 'CASH', now: TUESDAY_MORNING } as const;
    expect(await askBankDays({ ...plan, dayOfMonth: 25, after: null })).toBe('2026-11-25');
    // 24 December closes Swedish banks, and the 25th and 26th are holidays: Monday the 28th.
    expect(await askBankDays({ ...plan, dayOfMonth: 24, after: '2026-11' })).toBe('2026-12-28');
  });
});
