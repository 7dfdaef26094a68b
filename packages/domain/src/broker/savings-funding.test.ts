import { describe, expect, it } from 'vitest';
import { bankDaysBetween } from './bank-days.ts';
import { runDateOf } from './direct-debit-dates.ts';
import {
  ETF_BUFFER_PERCENT,
  FUNDING_LEAD_DAYS,
  type FundingPlan,
  fundingDayFor,
  isFundingDayInTime,
  savingsFunding,
  savingsPlanKind,
  willLackCash,
} from './savings-funding.ts';
import { planRunDate } from './savings-plans.ts';

const fundPlan = (
  amount: string,
  dayOfMonth: number,
  source: FundingPlan['source'] = 'CASH',
): FundingPlan => ({
  amount,
  dayOfMonth,
  source,
  allocations: [{ instrumentId: 1, percent: 100, type: 'FUND' }],
});
const etfPlan = (amount: string, dayOfMonth: number): FundingPlan => ({
  amount,
  dayOfMonth,
  source: 'CASH',
  allocations: [{ instrumentId: 2, percent: 100, type: 'ETF' }],
});

describe('funding monthly savings', () => {
  it('a SEK 2,000 fund plan on the 25th with nothing arriving: transfer SEK 2,000 on the 18th', () => {
    expect(savingsFunding({ plans: [fundPlan('2000.00', 25)], deposits: [], currency: 'SEK' })).toEqual({
      planned: '2000.00',
      etfBuffer: '0.00',
      need: '2000.00',
      incoming: '0.00',
      gap: '2000.00',
      covered: false,
      suggestedAmount: '2000.00',
      earliestPlanDay: 25,
      suggestedDay: 18,
    });
  });

  it('an ETF plan of SEK 1,000 asks plan + 10 % (Nordnet), less what a SEK 500 deposit brings', () => {
    const funding = savingsFunding({
      plans: [etfPlan('1000.00', 25)],
      deposits: [{ amount: '500.00' }],
      currency: 'SEK',
    });
    expect(ETF_BUFFER_PERCENT).toBe(10);
    expect(funding).toMatchObject({
      planned: '1000.00',
      etfBuffer: '100.00',
      need: '1100.00',
      incoming: '500.00',
      gap: '600.00',
      suggestedAmount: '600.00',
    });
  });

  it('buffers only the ETF part of a mixed plan, rounded up to the cent, and asks whole crowns', () => {
    // SEK 333.33 split 60/40: the fund SEK 200.00 (the rest goes to the largest share), the ETF 133.33;
    // its buffer 13.333 rounds up to 13.34; the transfer 346.67 rounds up to 347.
    const mixed: FundingPlan = {
      amount: '333.33',
      dayOfMonth: 10,
      source: 'CASH',
      allocations: [
        { instrumentId: 1, percent: 60, type: 'FUND' },
        { instrumentId: 2, percent: 40, type: 'ETF' },
      ],
    };
    expect(savingsFunding({ plans: [mixed], deposits: [], currency: 'SEK' })).toMatchObject({
      etfBuffer: '13.34',
      need: '346.67',
      gap: '346.67',
      suggestedAmount: '347.00',
      suggestedDay: 3,
    });
  });

  it('says covered when the deposits bring enough, and suggests no amount (an extra one is still allowed)', () => {
    const funding = savingsFunding({
      plans: [fundPlan('1000.00', 25), fundPlan('500.00', 15)],
      deposits: [{ amount: '1000.00' }, { amount: '750.00' }],
      currency: 'SEK',
    });
    expect(funding).toMatchObject({ need: '1500.00', incoming: '1750.00', gap: '0.00', covered: true });
    expect(funding.suggestedAmount).toBeNull();
    expect(funding.suggestedDay).toBe(8);
  });

  it('counts a plan paid by direct debit on both sides, and times the transfer by the cash plans', () => {
    const funding = savingsFunding({
      plans: [fundPlan('800.00', 3, 'DIRECT_DEBIT'), fundPlan('1200.00', 20)],
      // The direct-debit plan's own deposit.
      deposits: [{ amount: '800.00' }],
      currency: 'EUR',
    });
    expect(funding).toMatchObject({ need: '2000.00', gap: '1200.00', suggestedAmount: '1200.00' });
    expect(funding.earliestPlanDay).toBe(20);
    expect(funding.suggestedDay).toBe(13);
  });

  it('without plans: nothing needed, no day', () => {
    expect(savingsFunding({ plans: [], deposits: [], currency: 'NOK' })).toMatchObject({
      need: '0.00',
      covered: true,
      suggestedAmount: null,
      suggestedDay: null,
    });
  });

  it.each([
    [28, 21],
    [8, 1],
    [7, 28],
    [1, 22],
  ])('a plan on the %i is funded on the %i (the month before when early)', (planDay, transferDay) => {
    expect(fundingDayFor(planDay)).toBe(transferDay);
  });

  it('tells a day chosen too close to the plan day from one in time', () => {
    expect(isFundingDayInTime(18, 25)).toBe(true);
    expect(isFundingDayInTime(1, 25)).toBe(true);
    expect(isFundingDayInTime(19, 25)).toBe(false);
    expect(isFundingDayInTime(25, 25)).toBe(false);
    expect(isFundingDayInTime(28, 25)).toBe(true);
    // Into the month before: the 24th is a week before the 3rd, the 27th is not.
    expect(isFundingDayInTime(24, 3)).toBe(true);
    expect(isFundingDayInTime(27, 3)).toBe(false);
    for (let planDay = 1; planDay <= 28; planDay++) {
      expect(isFundingDayInTime(fundingDayFor(planDay), planDay)).toBe(true);
    }
  });

  it('leaves at least two bank days between the collection and the purchase, every month of 2026–2027', () => {
    expect(FUNDING_LEAD_DAYS).toBe(7);
    for (const country of ['SE', 'NO', 'DK', 'FI']) {
      for (let year = 2026; year <= 2027; year++) {
        for (let m = 1; m <= 12; m++) {
          const month = `${year}-${String(m).padStart(2, '0')}`;
          const before = m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
          for (let planDay = 1; planDay <= 28; planDay++) {
            const transferDay = fundingDayFor(planDay);
            const collected = runDateOf(country, transferDay < planDay ? month : before, transferDay);
            const bought = planRunDate(country, month, planDay, 'CASH');
            const gap = bankDaysBetween(
              country,
              'UTC',
              new Date(`${collected}T12:00:00Z`),
              new Date(`${bought}T12:00:00Z`),
            );
            expect(gap, `${country} ${month}: ${collected} → ${bought}`).toBeGreaterThanOrEqual(2);
          }
        }
      }
    }
  });

  it('tells which kind a plan is: ETFs only, else funds', () => {
    expect(savingsPlanKind(['ETF', 'ETF'])).toBe('etfs');
    expect(savingsPlanKind(['FUND', 'ETF'])).toBe('funds');
    expect(savingsPlanKind(['FUND'])).toBe('funds');
    expect(savingsPlanKind([])).toBe('funds');
  });

  it('will lack cash when the free cash and a month of deposits fall short of a month', () => {
    const funding = savingsFunding({
      plans: [fundPlan('2000.00', 25)],
      deposits: [{ amount: '500.00' }],
      currency: 'SEK',
    });
    expect(willLackCash(funding, '1499.99')).toBe(true);
    expect(willLackCash(funding, '1500.00')).toBe(false);
  });
});
