import { roundMoney } from '../broker/currency.ts';
import { type BrokerDecimal, BrokerDecimal as Decimal, dec } from '../broker/decimal.ts';

/**
 * Havn's mortgage (domain notes §6, "Mortgages"), offered in Sweden only, in SEK:
 * - a loan of at least 1 MSEK (the notes' minimum) and at most 10 MSEK (Havn's own cap, after the
 *   market's 1–10 MSEK private-banking mortgages), for at most 60% of the property's value (LTV);
 * - Sweden's amortisation requirement (amorteringskrav, FFFS 2016:16): 2% of the loan a year while the
 *   loan is above 70% of the value, 1% above 50%, none at or below 50%. The stricter rule for debts
 *   above 4.5 times the gross income was abolished on 1 April 2026, so it is not applied;
 * - the rate: the reference rate (3M STIBOR) + Havn's margin − a discount by the capital the applicant
 *   and any co-applicant hold at Havn (every account, pensions included) − a discount by LTV, in the
 *   tiers below. It resets quarterly with STIBOR and is not negotiated case by case.
 */

export interface MortgageTerms {
  currency: string;
  minLoan: string;
  maxLoan: string;
  /** The highest loan-to-value, a fraction (0.60 = 60%). */
  maxLtv: string;
  /** Havn's margin over the reference rate, in percent a year. */
  margin: string;
}

export const MORTGAGE_TERMS: Readonly<Record<string, MortgageTerms>> = {
  SE: { currency: 'SEK', minLoan: '1000000', maxLoan: '10000000', maxLtv: '0.60', margin: '1.50' },
};

/** The countries where Havn lends against a home (ISO alpha-2). */
export const MORTGAGE_COUNTRIES = Object.keys(MORTGAGE_TERMS);

/** The terms in a country (any case), or null where Havn offers no mortgage. */
export function mortgageTerms(country: string): MortgageTerms | null {
  return MORTGAGE_TERMS[country.toUpperCase()] ?? null;
}

/**
 * The discount for capital held at Havn (applicant plus co-applicant, in SEK), percentage points a
 * year: the highest tier whose floor the capital reaches.
 */
export const ASSET_DISCOUNT_TIERS: readonly { from: string; discount: string }[] = [
  { from: '5000000', discount: '0.45' },
  { from: '2500000', discount: '0.30' },
  { from: '1000000', discount: '0.20' },
  { from: '250000', discount: '0.10' },
];

/** The discount for a low loan-to-value, percentage points a year: the first tier the LTV is within. */
export const LTV_DISCOUNT_TIERS: readonly { upTo: string; discount: string }[] = [
  { upTo: '0.40', discount: '0.15' },
  { upTo: '0.50', discount: '0.10' },
];

/** The amortisation requirement's tiers: above `above` of the value, `percent` of the loan a year. */
export const AMORTISATION_TIERS: readonly { above: string; percent: string }[] = [
  { above: '0.70', percent: '2' },
  { above: '0.50', percent: '1' },
];

export const MORTGAGE_PROPERTY_TYPES = ['HOUSE', 'TOWNHOUSE', 'APARTMENT', 'HOLIDAY_HOME'] as const;
export type MortgagePropertyType = (typeof MORTGAGE_PROPERTY_TYPES)[number];

export const MORTGAGE_REFUSALS = [
  'MORTGAGE_NOT_OFFERED',
  'MORTGAGE_LOAN_TOO_SMALL',
  'MORTGAGE_LOAN_TOO_LARGE',
  'MORTGAGE_LTV_TOO_HIGH',
] as const;
export type MortgageRefusal = (typeof MORTGAGE_REFUSALS)[number];

/** The loan-to-value as a fraction, exact. */
export function loanToValue(loanAmount: string, propertyValue: string): BrokerDecimal {
  return dec(loanAmount).div(dec(propertyValue));
}

/** The percent of the loan the amortisation requirement asks a year at this loan-to-value. */
export function amortisationPercent(ltv: BrokerDecimal): string {
  return AMORTISATION_TIERS.find((t) => ltv.gt(dec(t.above)))?.percent ?? '0';
}

export function assetDiscount(capitalSek: string | BrokerDecimal): string {
  const capital = typeof capitalSek === 'string' ? dec(capitalSek) : capitalSek;
  return ASSET_DISCOUNT_TIERS.find((t) => capital.gte(dec(t.from)))?.discount ?? '0';
}

export function ltvDiscount(ltv: BrokerDecimal): string {
  return LTV_DISCOUNT_TIERS.find((t) => ltv.lte(dec(t.upTo)))?.discount ?? '0';
}

export interface MortgageRate {
  /** Every figure in percent a year, two decimals. */
  reference: string;
  margin: string;
  assetDiscount: string;
  ltvDiscount: string;
  rate: string;
}

const pct = (d: BrokerDecimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);

export function mortgageRate(input: {
  referenceRate: string;
  terms: MortgageTerms;
  capitalSek: string | BrokerDecimal;
  ltv: BrokerDecimal;
}): MortgageRate {
  const asset = assetDiscount(input.capitalSek);
  const byLtv = ltvDiscount(input.ltv);
  const rate = dec(input.referenceRate).plus(dec(input.terms.margin)).minus(dec(asset)).minus(dec(byLtv));
  return {
    reference: pct(dec(input.referenceRate)),
    margin: pct(dec(input.terms.margin)),
    assetDiscount: pct(dec(asset)),
    ltvDiscount: pct(dec(byLtv)),
    rate: pct(rate),
  };
}

export interface MonthlyCost {
  interest: string;
  amortisation: string;
  total: string;
}

/**
 * The first month's cost of a loan: interest at `ratePercent` a year on the whole loan, and a twelfth
 * of the year's amortisation, each rounded to the currency's minor unit; the total is their sum.
 */
export function monthlyCost(
  loanAmount: string,
  ratePercent: string,
  amortisationPercentAYear: string,
  currency: string,
): MonthlyCost {
  const loan = dec(loanAmount);
  const interest = roundMoney(loan.times(dec(ratePercent)).div(1200), currency);
  const amortisation = roundMoney(loan.times(dec(amortisationPercentAYear)).div(1200), currency);
  return { interest, amortisation, total: roundMoney(dec(interest).plus(dec(amortisation)), currency) };
}

export interface MortgageIndication {
  currency: string;
  propertyValue: string;
  loanAmount: string;
  /** Percent, two decimals ("58.33"). */
  ltv: string;
  rate: MortgageRate;
  /** The amortisation requirement, percent of the loan a year, and what it is a year. */
  amortisationPercent: string;
  amortisationPerYear: string;
  monthly: MonthlyCost;
}

export type MortgageCheck =
  | { ok: true; indication: MortgageIndication }
  | { ok: false; refusal: MortgageRefusal; limit?: string };

/**
 * What Havn would lend on: the indication, or the first refusal in the order the customer can act on
 * them: not offered in the country, the loan under the minimum, over the cap, then the LTV (with the
 * largest loan the property carries as `limit`).
 */
export function mortgageIndication(input: {
  country: string;
  propertyValue: string;
  loanAmount: string;
  referenceRate: string;
  capitalSek: string | BrokerDecimal;
}): MortgageCheck {
  const terms = mortgageTerms(input.country);
  if (!terms) return { ok: false, refusal: 'MORTGAGE_NOT_OFFERED' };
  const C = terms.currency;
  const loan = dec(input.loanAmount);
  if (loan.lt(dec(terms.minLoan))) {
    return { ok: false, refusal: 'MORTGAGE_LOAN_TOO_SMALL', limit: roundMoney(terms.minLoan, C) };
  }
  if (loan.gt(dec(terms.maxLoan))) {
    return { ok: false, refusal: 'MORTGAGE_LOAN_TOO_LARGE', limit: roundMoney(terms.maxLoan, C) };
  }
  const ltv = loanToValue(input.loanAmount, input.propertyValue);
  if (ltv.gt(dec(terms.maxLtv))) {
    const largest = dec(input.propertyValue).times(dec(terms.maxLtv)).toDecimalPlaces(0, Decimal.ROUND_DOWN);
    return { ok: false, refusal: 'MORTGAGE_LTV_TOO_HIGH', limit: roundMoney(largest, C) };
  }
  const rate = mortgageRate({ referenceRate: input.referenceRate, terms, capitalSek: input.capitalSek, ltv });
  const amortisation = amortisationPercent(ltv);
  return {
    ok: true,
    indication: {
      currency: C,
      propertyValue: roundMoney(input.propertyValue, C),
      loanAmount: roundMoney(loan, C),
      ltv: pct(ltv.times(100)),
      rate,
      amortisationPercent: amortisation,
      amortisationPerYear: roundMoney(loan.times(dec(amortisation)).div(100), C),
      monthly: monthlyCost(input.loanAmount, rate.rate, amortisation, C),
    },
  };
}

/**
 * The credit check's rules (the outside credit bureau applies them; the simulator and the tests share
 * them): a payment remark refuses; a household whose debts, the new loan included, stay within 4.5
 * times its gross yearly income is approved; above that the largest loan within 4.5 times (rounded
 * down to 10,000) is offered if it still reaches the minimum loan, else the debt ratio refuses.
 */
export const MAX_DEBT_TO_INCOME = '4.5';

export const CREDIT_REFUSAL_REASONS = ['DEBT_RATIO', 'PAYMENT_REMARKS'] as const;
export type CreditRefusalReason = (typeof CREDIT_REFUSAL_REASONS)[number];

export type CreditDecision =
  | { outcome: 'APPROVED'; amount: string }
  | { outcome: 'APPROVED_LOWER'; amount: string }
  | { outcome: 'REFUSED'; reason: CreditRefusalReason };

export function creditDecision(input: {
  loanAmount: string;
  /** The household's other debts (car loans, student loans, credit cards). */
  otherDebts: string;
  /** The household's gross income a year. */
  yearlyIncome: string;
  paymentRemarks: boolean;
  minLoan: string;
  currency: string;
}): CreditDecision {
  if (input.paymentRemarks) return { outcome: 'REFUSED', reason: 'PAYMENT_REMARKS' };
  const room = dec(input.yearlyIncome).times(dec(MAX_DEBT_TO_INCOME)).minus(dec(input.otherDebts));
  const loan = dec(input.loanAmount);
  if (loan.lte(room)) return { outcome: 'APPROVED', amount: roundMoney(loan, input.currency) };
  const lower = room.div(10_000).floor().times(10_000);
  if (lower.gte(dec(input.minLoan))) {
    return { outcome: 'APPROVED_LOWER', amount: roundMoney(lower, input.currency) };
  }
  return { outcome: 'REFUSED', reason: 'DEBT_RATIO' };
}

/** An application's life: sent to the credit check, in review there, then decided. */
export const MORTGAGE_APPLICATION_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REFUSED'] as const;
export type MortgageApplicationStatus = (typeof MORTGAGE_APPLICATION_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['PERMANENT', 'TEMPORARY', 'SELF_EMPLOYED', 'RETIRED'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
