import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * A pension account's yearly statement (domain notes §4: "Annual statements list actual costs") and
 * the risk profile read in the pension context: what the customer's risk level and each pension
 * account's years to its payout age suggest holding in equities, beside what it holds.
 */
const PENSION = '/api/pension';

const accid = z.string().regex(/^\d{1,18}$/);
const percentSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('percent, two decimals');

export const pensionStatementSchema = z.object({
  accid,
  /** The API's account type code (PRIVATE_PENSION, IPS, …). */
  accountType: z.string(),
  accountNumber: z.string(),
  year: z.number().int(),
  /** The first year a statement may be asked for: the year the account opened. */
  firstYear: z.number().int(),
  currency: z.string().length(3),
  /** The year is still running: the end is today's value. */
  preliminary: z.boolean(),
  /** The days the figures run between (YYYY-MM-DD, UTC): the close of the day before the first, and of the last. */
  from: z.string(),
  to: z.string(),
  startValue: moneyStringSchema,
  endValue: moneyStringSchema,
  /** Deposits and transfers in from the customer's own accounts, by who pays into the type. */
  paidIn: z.object({
    customer: moneyStringSchema,
    employer: moneyStringSchema,
    total: moneyStringSchema,
  }),
  /** Pensions moved in from other companies (not contributions: no cap counts them). */
  movedIn: moneyStringSchema,
  /** Withdrawals and transfers out. */
  payouts: moneyStringSchema,
  /** The change in value less the money in, plus the money out. */
  returnAmount: moneyStringSchema,
  /** The time-weighted return of the year (so far). */
  returnPercent: percentSchema,
  /** The costs booked in the ledger: Havn's fees on the account's trades of the year. */
  fees: moneyStringSchema,
  /**
   * Each fund held at the end with its ongoing charge (taken inside the fund's price, never booked) and
   * what it costs a year on the fund's value then: an estimate.
   */
  fundCosts: z.array(
    z.object({
      instrumentId: z.number().int(),
      name: z.string(),
      ongoingChargePercent: z.string(),
      value: moneyStringSchema,
      estimatedCost: moneyStringSchema,
    }),
  ),
  /** Tax booked on the account in the year; null: Havn books none on it (a yield tax is the customer's to declare). */
  tax: moneyStringSchema.nullable(),
  /** The yearly cap on the customer's own contributions (`depositCap`) and the year's use of it; null where none. */
  contributionCap: z
    .object({ cap: moneyStringSchema, used: moneyStringSchema, room: moneyStringSchema })
    .nullable(),
  payoutAge: z.number().int(),
});
export type PensionStatementView = z.infer<typeof pensionStatementSchema>;

export const pensionRiskAccountSchema = z.object({
  accid,
  accountType: z.string(),
  accountNumber: z.string(),
  alias: z.string().nullable(),
  currency: z.string().length(3),
  payoutAge: z.number().int(),
  /** Negative once past the payout age; null without a known birth date. */
  yearsToPayout: z.number().int().nullable(),
  /** The age profile's equity share at those years, whole percent; null without a known birth date. */
  ageProfileEquityPercent: z.number().int().nullable(),
  /** The age profile within the risk level (no level: the age profile alone). */
  suggestedEquityPercent: z.number().int().nullable(),
  /** What it holds in equities now, whole percent of its value; null when it is worth nothing. */
  currentEquityPercent: z.number().int().nullable(),
  value: moneyStringSchema,
});

export const pensionRiskProfileSchema = z.object({
  riskLevel: z.number().int().min(1).max(7).nullable(),
  /** The customer's age by their eID's birth date; null when none is known. */
  age: z.number().int().nullable(),
  accounts: z.array(pensionRiskAccountSchema),
});
export type PensionRiskProfileView = z.infer<typeof pensionRiskProfileSchema>;

export const pensionStatementsApi = {
  statement: endpoint({
    method: 'GET',
    path: `${PENSION}/statements`,
    summary:
      'A pension account’s yearly statement: values at the start and end, money paid in by the customer and the employer, moves in, payouts, the return, costs, tax and the contribution cap’s use',
    tags: ['pension'],
    auth: 'session',
    query: z.object({
      accid,
      year: z.coerce.number().int().min(1900).max(9999),
    }),
    success: { status: 200, body: pensionStatementSchema },
    errors: ['NOT_FOUND', 'NOT_A_PENSION_ACCOUNT', 'STATEMENT_YEAR_OUT_OF_RANGE'],
  }),
  riskProfile: endpoint({
    method: 'GET',
    path: `${PENSION}/risk-profile`,
    summary:
      'The risk level in the pension context: per pension account the years to its payout age, the suggested equity share by the age profile within the risk level, and the share held now',
    tags: ['pension'],
    auth: 'session',
    success: { status: 200, body: pensionRiskProfileSchema },
    errors: [],
  }),
};
