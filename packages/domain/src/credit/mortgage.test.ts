import { describe, expect, it } from 'vitest';
import { dec } from '../broker/decimal.ts';
import {
  amortisationPercent,
  assetDiscount,
  creditDecision,
  monthlyCost,
  mortgageIndication,
  mortgageTerms,
} from './mortgage.ts';

const STIBOR = '1.95';
const indication = (propertyValue: string, loanAmount: string, capitalSek = '0', country = 'se') =>
  mortgageIndication({ country, propertyValue, loanAmount, referenceRate: STIBOR, capitalSek });

describe('the amortisation requirement (amorteringskrav)', () => {
  it.each([
    ['0.80', '2'],
    ['0.7001', '2'],
    ['0.70', '1'],
    ['0.5001', '1'],
    ['0.50', '0'],
    ['0.30', '0'],
  ])('at an LTV of %s asks %s%% of the loan a year', (ltv, percent) => {
    expect(amortisationPercent(dec(ltv))).toBe(percent);
  });
});

describe('the discount by capital at Havn', () => {
  it.each([
    ['0', '0'],
    ['249999.99', '0'],
    ['250000', '0.10'],
    ['1000000', '0.20'],
    ['2500000', '0.30'],
    ['4999999', '0.30'],
    ['5000000', '0.45'],
  ])('for %s SEK is %s percentage points', (capital, discount) => {
    expect(assetDiscount(capital)).toBe(discount);
  });
});

describe('a mortgage indication', () => {
  it('is offered in Sweden only', () => {
    expect(mortgageTerms('SE')?.currency).toBe('SEK');
    expect(indication('5000000', '2000000', '0', 'no')).toEqual({
      ok: false,
      refusal: 'MORTGAGE_NOT_OFFERED',
    });
    expect(indication('5000000', '2000000', '0', 'fi').ok).toBe(false);
  });

  it('refuses a loan under 1 MSEK, over 10 MSEK, and over 60% of the value, with the limit', () => {
    expect(indication('5000000', '999999.99')).toEqual({
      ok: false,
      refusal: 'MORTGAGE_LOAN_TOO_SMALL',
      limit: '1000000.00',
    });
    expect(indication('30000000', '10000000.01')).toEqual({
      ok: false,
      refusal: 'MORTGAGE_LOAN_TOO_LARGE',
      limit: '10000000.00',
    });
    expect(indication('4000000', '2400000.01')).toEqual({
      ok: false,
      refusal: 'MORTGAGE_LTV_TOO_HIGH',
      limit: '2400000.00',
    });
    expect(indication('4000000', '2400000').ok).toBe(true);
  });

  it('a 3 MSEK loan on a 5 MSEK house, no capital at Havn: STIBOR + 1.50, 1% amortisation', () => {
    const check = indication('5000000', '3000000');
    expect(check).toEqual({
      ok: true,
      indication: {
        currency: 'SEK',
        propertyValue: '5000000.00',
        loanAmount: '3000000.00',
        ltv: '60.00',
        rate: { reference: '1.95', margin: '1.50', assetDiscount: '0.00', ltvDiscount: '0.00', rate: '3.45' },
        amortisationPercent: '1',
        amortisationPerYear: '30000.00',
        // 3,000,000 × 3.45% / 12 = 8,625; 30,000 / 12 = 2,500.
        monthly: { interest: '8625.00', amortisation: '2500.00', total: '11125.00' },
      },
    });
  });

  it('a 2 MSEK loan on a 6 MSEK flat with 3 MSEK at Havn: both discounts, no amortisation', () => {
    const check = indication('6000000', '2000000', '3000000');
    if (!check.ok) throw new Error('refused');
    expect(check.indication.ltv).toBe('33.33');
    expect(check.indication.rate).toMatchObject({ assetDiscount: '0.30', ltvDiscount: '0.15', rate: '3.00' });
    expect(check.indication.amortisationPercent).toBe('0');
    expect(check.indication.monthly).toEqual({ interest: '5000.00', amortisation: '0.00', total: '5000.00' });
  });

  it('at exactly 50% LTV gets the 0.10 discount and no amortisation', () => {
    const check = indication('4000000', '2000000', '250000');
    if (!check.ok) throw new Error('refused');
    expect(check.indication.rate).toMatchObject({ assetDiscount: '0.10', ltvDiscount: '0.10', rate: '3.25' });
    expect(check.indication.amortisationPercent).toBe('0');
  });
});

describe('the monthly cost', () => {
  it('rounds interest and amortisation each to the öre and adds them', () => {
    // 1,234,567 × 3.17% / 12 = 3,261.314...; × 1% / 12 = 1,028.805833...
    expect(monthlyCost('1234567', '3.17', '1', 'SEK')).toEqual({
      interest: '3261.31',
      amortisation: '1028.81',
      total: '4290.12',
    });
  });
});

describe('the credit check’s decision', () => {
  const base = { otherDebts: '0', paymentRemarks: false, minLoan: '1000000', currency: 'SEK' };
  it('approves a loan within 4.5 times the household’s yearly income', () => {
    expect(creditDecision({ ...base, loanAmount: '3000000', yearlyIncome: '720000' })).toEqual({
      outcome: 'APPROVED',
      amount: '3000000.00',
    });
  });
  it('offers a lower amount above it, rounded down to 10,000, net of other debts', () => {
    // 4.5 × 600,000 − 155,000 = 2,545,000 → 2,540,000.
    expect(
      creditDecision({ ...base, loanAmount: '3000000', yearlyIncome: '600000', otherDebts: '155000' }),
    ).toEqual({ outcome: 'APPROVED_LOWER', amount: '2540000.00' });
  });
  it('refuses for the debt ratio when even the lower amount is under the minimum loan', () => {
    expect(creditDecision({ ...base, loanAmount: '2000000', yearlyIncome: '200000' })).toEqual({
      outcome: 'REFUSED',
      reason: 'DEBT_RATIO',
    });
  });
  it('refuses for payment remarks whatever the income', () => {
    expect(
      creditDecision({ ...base, loanAmount: '1000000', yearlyIncome: '2000000', paymentRemarks: true }),
    ).toEqual({ outcome: 'REFUSED', reason: 'PAYMENT_REMARKS' });
  });
});
