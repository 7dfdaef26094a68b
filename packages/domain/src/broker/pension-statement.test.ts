import { describe, expect, it } from 'vitest';
import { estimatedFundCost, pensionStatementFigures, statementYearInRange } from './pension-statement.ts';

const days = (...returns: string[]) => returns.map((dailyReturn) => ({ dailyReturn }));

describe('a pension account’s yearly statement', () => {
  it('an IPS in 2026: 20,000 paid in by the customer of the 25,000 cap, a 5,000 move in, value up to 130,000', () => {
    const figures = pensionStatementFigures({
      accountType: 'IPS',
      year: 2026,
      currency: 'NOK',
      startValue: '100000.00',
      endValue: '130000.00',
      flows: [
        { type: 'DEPOSIT', amount: '15000.00' },
        { type: 'TRANSFER', amount: '5000.00' },
        { type: 'PENSION_MOVE', amount: '5000.00' },
      ],
      days: days('0', '0.05', '-0.02'),
      feesBooked: '29.00',
      taxBooked: null,
    });
    expect(figures).toEqual({
      startValue: '100000.00',
      endValue: '130000.00',
      paidIn: { customer: '20000.00', employer: '0.00', total: '20000.00' },
      movedIn: '5000.00',
      payouts: '0.00',
      // 130,000 − 100,000 − 20,000 paid in − 5,000 moved in.
      returnAmount: '5000.00',
      // 1.05 × 0.98 − 1 = 2.9 %.
      returnPercent: '2.90',
      fees: '29.00',
      tax: null,
      contributionCap: { cap: '25000.00', used: '20000.00', room: '5000.00' },
      payoutAge: 62,
    });
  });

  it('an occupational pension: money in is the employer’s, and no cap applies', () => {
    const figures = pensionStatementFigures({
      accountType: 'OCCUPATIONAL_PENSION',
      year: 2026,
      currency: 'SEK',
      startValue: '0',
      endValue: '48000.5',
      flows: [{ type: 'DEPOSIT', amount: '50000' }],
      days: days('0', '-0.04'),
      feesBooked: '0',
      taxBooked: '120.00',
    });
    expect(figures.paidIn).toEqual({ customer: '0.00', employer: '50000.00', total: '50000.00' });
    expect(figures.returnAmount).toBe('-1999.50');
    expect(figures.returnPercent).toBe('-4.00');
    expect(figures.contributionCap).toBeNull();
    expect(figures.tax).toBe('120.00');
    expect(figures.payoutAge).toBe(55);
  });

  it('a ratepension in payout: a withdrawal is a payout, counted against the contributions; the cap never goes below none used', () => {
    const figures = pensionStatementFigures({
      accountType: 'RATEPENSION',
      year: 2025,
      currency: 'DKK',
      startValue: '200000.00',
      endValue: '190000.00',
      flows: [
        { type: 'WITHDRAWAL', amount: '-20000.00' },
        { type: 'WITHDRAWAL', amount: '-1000.00' },
        // The bank returned the second withdrawal: not a contribution, the payout undone.
        { type: 'WITHDRAWAL', amount: '1000.00' },
        { type: 'DEPOSIT', amount: '5000.00' },
      ],
      days: days('0'),
      feesBooked: '0',
      taxBooked: null,
    });
    expect(figures.payouts).toBe('20000.00');
    expect(figures.paidIn.customer).toBe('5000.00');
    // 190,000 − 200,000 − (5,000 − 20,000) = 5,000.
    expect(figures.returnAmount).toBe('5000.00');
    // The cap counts the year's contributions, as `refusePastCap` does: a payout makes no room.
    expect(figures.contributionCap).toEqual({ cap: '65500.00', used: '5000.00', room: '60500.00' });
  });

  it('refuses an account that is not a pension', () => {
    expect(() =>
      pensionStatementFigures({
        accountType: 'ISK',
        year: 2026,
        currency: 'SEK',
        startValue: '0',
        endValue: '0',
        flows: [],
        days: [],
        feesBooked: '0',
        taxBooked: null,
      }),
    ).toThrow(RangeError);
  });
});

describe('the aldersopsparing’s cap by its holder’s age', () => {
  it('is the higher cap in the years near the state pension age, as the server counts it', () => {
    const figures = (birthDate: string | null) =>
      pensionStatementFigures({
        accountType: 'ALDERSOPSPARING',
        year: 2026,
        currency: 'DKK',
        startValue: '0',
        endValue: '9000',
        flows: [{ type: 'DEPOSIT', amount: '9000' }],
        days: [],
        feesBooked: '0',
        taxBooked: null,
        holder: { birthDate },
      }).contributionCap;
    expect(figures(null)).toEqual({ cap: '9900.00', used: '9000.00', room: '900.00' });
    expect(figures('1962-04-01')).toEqual({ cap: '64200.00', used: '9000.00', room: '55200.00' });
  });
});

describe('fund costs and years', () => {
  it('estimates a fund’s ongoing charge on its value, to the öre', () => {
    expect(estimatedFundCost('12345.67', '0.20', 'SEK')).toBe('24.69');
    expect(estimatedFundCost('0', '1.50', 'EUR')).toBe('0.00');
  });

  it('takes a year from the one the account opened to this one', () => {
    expect(statementYearInRange(2024, 2024, 2026)).toBe(true);
    expect(statementYearInRange(2026, 2024, 2026)).toBe(true);
    expect(statementYearInRange(2023, 2024, 2026)).toBe(false);
    expect(statementYearInRange(2027, 2024, 2026)).toBe(false);
  });
});
