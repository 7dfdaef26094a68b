import {
  PAYOUT_YEARS_MAX,
  PAYOUT_YEARS_MIN,
  REALISATION_METHODS,
  RETIREMENT_AGE_MAX,
  RETIREMENT_AGE_MIN,
  TAX_FORMS,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema, unitCountSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { PERFORMANCE_RANGES } from './portfolio-values.ts';

/**
 * Portfolio analytics (issue 6, item 6): an account's value day by day, its time-weighted return, the
 * yearly report, its exposure by currency, and the purchase lots of its holdings. Values are in the
 * account currency unless a field says otherwise; days are UTC calendar days (YYYY-MM-DD), priced at
 * each day's close, today at the latest price.
 */
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD, UTC');
const percentSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('percent, two decimals');

export const performancePointSchema = z.object({
  date: dateSchema,
  value: moneyStringSchema,
  cash: moneyStringSchema,
  holdings: moneyStringSchema,
  /** Deposits minus withdrawals since the account opened. */
  netDeposits: moneyStringSchema,
  /** The time-weighted return from the range's first day to this one. */
  returnPercent: percentSchema,
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;

export const performanceSchema = z.object({
  accid: z.string(),
  currency: z.string().length(3),
  range: z.enum(PERFORMANCE_RANGES),
  /** Empty when the account has no history yet. */
  points: z.array(performancePointSchema),
  /** Over the range: the value's change less the net deposits, and the time-weighted return. */
  change: moneyStringSchema,
  returnPercent: percentSchema,
});
export type PerformanceView = z.infer<typeof performanceSchema>;

export const reportSchema = z.object({
  accid: z.string(),
  currency: z.string().length(3),
  year: z.number().int(),
  /** The period: the year's first day (or the account's first) to its last (or today). */
  from: dateSchema,
  to: dateSchema,
  startValue: moneyStringSchema,
  endValue: moneyStringSchema,
  deposits: moneyStringSchema,
  withdrawals: moneyStringSchema,
  /** Bought and sold in the period, traded value without fees (positive amounts). */
  bought: moneyStringSchema,
  sold: moneyStringSchema,
  fees: moneyStringSchema,
  /** Sale proceeds after fees less the average acquisition cost of the units sold in the period. */
  realizedReturn: moneyStringSchema,
  /** endValue − startValue − deposits + withdrawals. */
  change: moneyStringSchema,
  returnPercent: percentSchema,
  /** Holdings at the period's end, priced at its close. */
  holdings: z.array(
    z.object({
      instrumentId: z.number().int(),
      name: z.string(),
      symbol: z.string(),
      volume: unitCountSchema,
      price: moneyStringSchema.nullable(),
      currency: z.string().length(3),
      value: moneyStringSchema.nullable(),
    }),
  ),
});
export type PortfolioReport = z.infer<typeof reportSchema>;

export const currencyExposureSchema = z.object({
  currency: z.string().length(3),
  cash: moneyStringSchema,
  /** The market value of the holdings priced in this currency, in this currency. */
  holdings: moneyStringSchema,
  total: moneyStringSchema,
  /** Units of the account currency per one unit of this currency, now. */
  fxRate: z.string(),
  totalInAccountCurrency: moneyStringSchema,
  /** Percent of the account's value. */
  weight: percentSchema,
});
export type CurrencyExposure = z.infer<typeof currencyExposureSchema>;

export const purchaseLotsSchema = z.array(
  z.object({
    instrumentId: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    currency: z.string().length(3),
    accountCurrency: z.string().length(3),
    /** Oldest first; sells take from the oldest (first in, first out). */
    lots: z.array(
      z.object({
        executionId: z.string(),
        executedAt: z.string().describe('ISO 8601, UTC'),
        volume: unitCountSchema,
        remainingVolume: unitCountSchema,
        price: moneyStringSchema,
        cost: moneyStringSchema,
        fee: moneyStringSchema,
      }),
    ),
  }),
);
export type InstrumentLots = z.infer<typeof purchaseLotsSchema>[number];

export const realisedSchema = z.object({
  /** How a sale's cost is counted: the account country's tax rule (AVERAGE_COST in Sweden and Denmark, FIFO in Norway and Finland). */
  method: z.enum(REALISATION_METHODS),
  year: z.number().int(),
  accountCurrency: z.string().length(3),
  /** The year's sales, oldest first; amounts in the account currency, the price in the instrument's. */
  rows: z.array(
    z.object({
      executionId: z.string(),
      soldAt: z.string().describe('ISO 8601, UTC'),
      instrumentId: z.number().int(),
      name: z.string(),
      volume: unitCountSchema,
      price: moneyStringSchema,
      currency: z.string().length(3),
      proceeds: moneyStringSchema,
      cost: moneyStringSchema,
      result: moneyStringSchema,
    }),
  ),
  total: z.object({ proceeds: moneyStringSchema, cost: moneyStringSchema, result: moneyStringSchema }),
});
export type RealisedView = z.infer<typeof realisedSchema>;

export const taxReportSchema = z.object({
  form: z.enum(TAX_FORMS),
  year: z.number().int(),
  accountCurrency: z.string().length(3),
  /** The year is not over: figures so far (an ISK's later quarters at today's value). */
  preliminary: z.boolean(),
  /** How sales are costed; null for the ISK, taxed on its value instead. */
  method: z.enum(REALISATION_METHODS).nullable(),
  /** Every sale of the year (9A: with the deemed cost and the cost counted, the larger of the two). */
  sales: z.array(
    z.object({
      instrumentId: z.number().int(),
      name: z.string(),
      soldAt: z.string().describe('ISO 8601, UTC'),
      acquiredAt: z.string().nullable(),
      volume: unitCountSchema,
      proceeds: moneyStringSchema,
      cost: moneyStringSchema,
      deemedCost: moneyStringSchema.nullable(),
      result: moneyStringSchema,
    }),
  ),
  /** K4 section A and the Danish statement: the year's sales summed by instrument. */
  byInstrument: z.array(
    z.object({
      instrumentId: z.number().int(),
      name: z.string(),
      volume: unitCountSchema,
      proceeds: moneyStringSchema,
      cost: moneyStringSchema,
      gain: moneyStringSchema,
      loss: moneyStringSchema,
    }),
  ),
  totals: z.object({
    proceeds: moneyStringSchema,
    cost: moneyStringSchema,
    gain: moneyStringSchema,
    loss: moneyStringSchema,
  }),
  /** The ISK's standard income statement; null for the other forms. */
  isk: z
    .object({
      quarterValues: z.array(moneyStringSchema),
      deposits: moneyStringSchema,
      capitalBase: moneyStringSchema,
      ratePercent: z.string(),
      standardIncome: moneyStringSchema,
      taxBeforeBase: moneyStringSchema,
      taxFreeBase: moneyStringSchema,
    })
    .nullable(),
});
export type TaxReportView = z.infer<typeof taxReportSchema>;

const prognosisPaths = z.object({
  low: moneyStringSchema,
  expected: moneyStringSchema,
  high: moneyStringSchema,
});

export const pensionPrognosisSchema = z.object({
  /** What the figures rest on: real returns (after inflation) per path, the yield tax, today's age. */
  assumptions: z.object({
    realReturnPercent: z.object({ low: z.string(), expected: z.string(), high: z.string() }),
    yieldTaxPercent: z.string(),
    inflationPercent: z.string(),
    age: z.number().int(),
    capital: moneyStringSchema,
    currency: z.string().length(3),
  }),
  /** The capital at the start of each age, in today's money. */
  series: z.array(z.object({ age: z.number().int() }).extend(prognosisPaths.shape)),
  monthlyPayout: prognosisPaths,
});
export type PensionPrognosisView = z.infer<typeof pensionPrognosisSchema>;

export const portfolioApi = {
  pensionPrognosis: endpoint({
    method: 'GET',
    path: '/api/pension/prognosis',
    summary:
      'A pension prognosis in today’s money: the capital year by year and the monthly payout, on a low, an expected and a high real return',
    tags: ['pension'],
    auth: 'session',
    query: z.object({
      accid: z
        .string()
        .regex(/^\d{1,18}$/)
        .optional(),
      monthlyContribution: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/)
        .default('0'),
      retirementAge: z.coerce.number().int().min(RETIREMENT_AGE_MIN).max(RETIREMENT_AGE_MAX).default(65),
      payoutYears: z.coerce.number().int().min(PAYOUT_YEARS_MIN).max(PAYOUT_YEARS_MAX).default(20),
    }),
    success: { status: 200, body: pensionPrognosisSchema },
    errors: ['NOT_FOUND', 'BIRTH_DATE_UNKNOWN'],
  }),
  performance: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/performance`,
    summary: "The account's value at each day's close and its time-weighted return over a range",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    query: z.object({ range: z.enum(PERFORMANCE_RANGES).default('1Y') }),
    success: { status: 200, body: performanceSchema },
    errors: ['NOT_FOUND'],
  }),
  report: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/report`,
    summary: "The account's portfolio report for a calendar year (this year by default)",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
    success: { status: 200, body: reportSchema },
    errors: ['NOT_FOUND', 'REPORT_YEAR_OUT_OF_RANGE'],
  }),
  currencies: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/currencies`,
    summary: "The account's cash and holdings by currency, converted to the account currency",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    success: {
      status: 200,
      body: z.object({
        accountCurrency: z.string().length(3),
        total: moneyStringSchema,
        currencies: z.array(currencyExposureSchema),
      }),
    },
    errors: ['NOT_FOUND'],
  }),
  realised: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/realised`,
    summary:
      "The account's realised gains and losses of a calendar year (this year by default), sale by sale",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
    success: { status: 200, body: realisedSchema },
    errors: ['NOT_FOUND', 'REPORT_YEAR_OUT_OF_RANGE'],
  }),
  taxReport: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/tax-report`,
    summary:
      "The account's tax statement for a year on its country's form (K4, ISK, 9A, RF1088, DK); with Accept: application/pdf, a PDF",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
      form: z.enum(TAX_FORMS).optional(),
    }),
    success: { status: 200, body: taxReportSchema },
    errors: ['NOT_FOUND', 'REPORT_YEAR_OUT_OF_RANGE', 'FORM_NOT_FOR_ACCOUNT'],
  }),
  purchaseLots: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/purchase-lots`,
    summary: "The purchase lots of the account's holdings, oldest first",
    tags: ['portfolio'],
    auth: 'session',
    params: accidParams,
    success: { status: 200, body: purchaseLotsSchema },
    errors: ['NOT_FOUND'],
  }),
} as const;
