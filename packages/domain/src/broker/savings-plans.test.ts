import { describe, expect, it } from 'vitest';
import { allocationAmounts, checkSavingsPlan, isSavingsInstrument, nextPlanRun } from './savings-plans.ts';

const sweden = { country: 'SE', timeZone: 'Europe/Stockholm' };

describe('savings plans', () => {
  it('split 100 % in whole percentages over different funds, at least the smallest fund purchase', () => {
    const two = [
      { instrumentId: 1, percent: 60 },
      { instrumentId: 2, percent: 40 },
    ];
    expect(checkSavingsPlan({ amount: '500', allocations: two }, 'SEK')).toBeNull();
    expect(checkSavingsPlan({ amount: '99', allocations: two }, 'SEK')).toEqual({
      code: 'AMOUNT_TOO_SMALL',
      minimum: '100',
    });
    expect(
      checkSavingsPlan({ amount: '500', allocations: [{ instrumentId: 1, percent: 90 }] }, 'SEK')?.code,
    ).toBe('ALLOCATION_NOT_100');
    expect(
      checkSavingsPlan(
        {
          amount: '500',
          allocations: [
            { instrumentId: 1, percent: 99.5 },
            { instrumentId: 2, percent: 0.5 },
          ],
        },
        'SEK',
      )?.code,
    ).toBe('ALLOCATION_NOT_100');
    expect(
      checkSavingsPlan(
        {
          amount: '500',
          allocations: [
            { instrumentId: 1, percent: 50 },
            { instrumentId: 1, percent: 50 },
          ],
        },
        'SEK',
      )?.code,
    ).toBe('INVALID_SAVINGS_PLAN');
    expect(checkSavingsPlan({ amount: '500', allocations: [] }, 'SEK')?.code).toBe('INVALID_SAVINGS_PLAN');
  });

  it('buy funds and ETFs, not shares', () => {
    expect(isSavingsInstrument('FUND')).toBe(true);
    expect(isSavingsInstrument('ETF')).toBe(true);
    expect(isSavingsInstrument('STOCK')).toBe(false);
  });

  it('split the amount to the öre, the rounding left over going to the largest share', () => {
    const thirds = [
      { instrumentId: 1, percent: 33 },
      { instrumentId: 2, percent: 34 },
      { instrumentId: 3, percent: 33 },
    ];
    expect(allocationAmounts('100.01', thirds, 'SEK')).toEqual([
      { instrumentId: 1, amount: '33.00' },
      { instrumentId: 2, amount: '34.01' },
      { instrumentId: 3, amount: '33.00' },
    ]);
  });

  it('run on their day, or the next bank day, from the day after they are made', () => {
    // Made Tuesday 24 November 2026 for the 25th: runs tomorrow.
    expect(nextPlanRun(sweden, 25, new Date('2026-11-24T10:00:00Z'))).toEqual({
      month: '2026-11',
      runDate: '2026-11-25',
    });
    // For the 24th, made on the 24th: next month, past Christmas to Monday the 28th.
    expect(nextPlanRun(sweden, 24, new Date('2026-11-24T10:00:00Z'))).toEqual({
      month: '2026-12',
      runDate: '2026-12-28',
    });
    // Saturday 28 November: the next bank day, Monday the 30th.
    expect(nextPlanRun(sweden, 28, new Date('2026-11-20T10:00:00Z')).runDate).toBe('2026-11-30');
    // Paid by direct debit: two bank days after the debit's day.
    expect(nextPlanRun(sweden, 25, new Date('2026-11-24T10:00:00Z'), null, 'DIRECT_DEBIT').runDate).toBe(
      '2026-11-27',
    );
    // After November's run was made: December.
    expect(nextPlanRun(sweden, 28, new Date('2026-11-30T10:00:00Z'), '2026-11').month).toBe('2026-12');
  });
});
