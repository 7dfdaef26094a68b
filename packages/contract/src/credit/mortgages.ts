import {
  CREDIT_REFUSAL_REASONS,
  EMPLOYMENT_TYPES,
  MORTGAGE_APPLICATION_STATUSES,
  MORTGAGE_PROPERTY_TYPES,
} from '@havn/domain/credit/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Havn's mortgage (domain notes §6; the rules in packages/domain/src/credit/mortgage.ts): an
 * indication for a property's value and a loan (rate, LTV, amortisation, the month's cost, or the
 * refusal), then an application signed with a fresh eID, which an outside credit check decides.
 */
const MORTGAGE = '/api/mortgage';

/** A whole or two-decimal amount, positive, at most a billion. */
const amountInput = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount such as 2500000 or 2500000.00');
const percent = z.string().describe('percent a year, two decimals');

export const mortgageRateSchema = z.object({
  /** 3M STIBOR as Havn holds it (a configured figure until market data carries it). */
  reference: percent,
  margin: percent,
  assetDiscount: percent,
  ltvDiscount: percent,
  rate: percent,
});

export const mortgageIndicationSchema = z.object({
  currency: z.string().length(3),
  propertyValue: moneyStringSchema,
  loanAmount: moneyStringSchema,
  /** Loan-to-value, percent with two decimals. */
  ltv: z.string(),
  rate: mortgageRateSchema,
  /** The amortisation requirement: percent of the loan a year (0, 1 or 2) and that sum a year. */
  amortisationPercent: z.string(),
  amortisationPerYear: moneyStringSchema,
  monthly: z.object({
    interest: moneyStringSchema,
    amortisation: moneyStringSchema,
    total: moneyStringSchema,
  }),
  /** The capital at Havn the asset discount counted, in the loan's currency. */
  capitalAtHavn: moneyStringSchema,
  terms: z.object({ minLoan: moneyStringSchema, maxLoan: moneyStringSchema, maxLtv: z.string() }),
});
export type MortgageIndicationView = z.infer<typeof mortgageIndicationSchema>;

const personalNumber = z.string().regex(/^\d{12}$/, 'a personal number of 12 digits (YYYYMMDDNNNN)');

const applicantSchema = z
  .object({
    /** Gross income a month. */
    monthlyIncome: amountInput,
    employment: z.enum(EMPLOYMENT_TYPES),
    /** Other debts today: car loans, student loans, credit cards (0 for none). */
    otherDebts: amountInput,
  })
  .strict();

export const mortgageApplicationBody = z.object({
  property: z
    .object({
      type: z.enum(MORTGAGE_PROPERTY_TYPES),
      value: amountInput,
      address: z.string().trim().min(3).max(120),
      /** A Swedish postal code: five digits, a space after the third allowed. */
      postalCode: z.string().regex(/^\d{3} ?\d{2}$/, 'a postal code of five digits'),
    })
    .strict(),
  loanAmount: amountInput,
  applicant: applicantSchema,
  household: z
    .object({
      /** Children living at home. */
      children: z.number().int().min(0).max(12),
      coApplicant: applicantSchema
        .extend({ name: z.string().trim().min(2).max(100), personalNumber })
        .strict()
        .nullable(),
    })
    .strict(),
});
export type MortgageApplicationBody = z.infer<typeof mortgageApplicationBody>;

export const mortgageApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(MORTGAGE_APPLICATION_STATUSES),
  currency: z.string().length(3),
  property: z.object({
    type: z.enum(MORTGAGE_PROPERTY_TYPES),
    value: moneyStringSchema,
    address: z.string(),
    postalCode: z.string(),
  }),
  loanAmount: moneyStringSchema,
  hasCoApplicant: z.boolean(),
  /** The indication when signed: rate, LTV, amortisation and month's cost. */
  ltv: z.string(),
  rate: z.string(),
  amortisationPercent: z.string(),
  monthlyCost: moneyStringSchema,
  /** The credit check's decision once made: the amount granted (maybe lower than asked) or why not. */
  decision: z
    .object({
      outcome: z.enum(['APPROVED', 'APPROVED_LOWER', 'REFUSED']),
      approvedAmount: moneyStringSchema.nullable(),
      reason: z.enum(CREDIT_REFUSAL_REASONS).nullable(),
      decidedAt: z.iso.datetime(),
    })
    .nullable(),
  submittedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MortgageApplicationView = z.infer<typeof mortgageApplicationSchema>;

const MORTGAGE_REFUSAL_ERRORS = [
  'MORTGAGE_NOT_OFFERED',
  'MORTGAGE_LOAN_TOO_SMALL',
  'MORTGAGE_LOAN_TOO_LARGE',
  'MORTGAGE_LTV_TOO_HIGH',
] as const;

export const mortgagesApi = {
  indication: endpoint({
    method: 'GET',
    path: `${MORTGAGE}/indication`,
    summary:
      'What a mortgage would cost: rate (reference + margin − discounts for capital at Havn and LTV), LTV, the amortisation requirement and the first month’s cost; 422 with the rule that refuses it',
    tags: ['mortgage'],
    auth: 'session',
    query: z.object({ propertyValue: amountInput, loanAmount: amountInput }),
    success: { status: 200, body: mortgageIndicationSchema },
    errors: [...MORTGAGE_REFUSAL_ERRORS],
  }),
  apply: endpoint({
    method: 'POST',
    path: `${MORTGAGE}/applications`,
    summary:
      'Apply for a mortgage, signed with a fresh eID; an outside credit check decides. Needs an Idempotency-Key header.',
    tags: ['mortgage'],
    auth: 'session',
    idempotent: true,
    body: mortgageApplicationBody,
    success: { status: 201, body: mortgageApplicationSchema },
    errors: [
      ...MORTGAGE_REFUSAL_ERRORS,
      'MORTGAGE_APPLICATION_OPEN',
      'CO_APPLICANT_IS_APPLICANT',
      'STEP_UP_REQUIRED',
    ],
  }),
  applications: endpoint({
    method: 'GET',
    path: `${MORTGAGE}/applications`,
    summary: 'The customer’s mortgage applications, newest first',
    tags: ['mortgage'],
    auth: 'session',
    success: { status: 200, body: z.array(mortgageApplicationSchema) },
    errors: [],
  }),
  application: endpoint({
    method: 'GET',
    path: `${MORTGAGE}/applications/:id`,
    summary: 'One mortgage application: where it stands and the credit check’s decision',
    tags: ['mortgage'],
    auth: 'session',
    params: z.object({ id: z.uuid() }),
    success: { status: 200, body: mortgageApplicationSchema },
    errors: ['NOT_FOUND'],
  }),
};
