import {
  FUND_CATEGORIES,
  INSTRUMENT_TYPES,
  RISK_INDICATOR_MAX,
  RISK_INDICATOR_MIN,
  RISK_LEVELS,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * The fund portfolio guide (api.md "Funds and monthly savings"): a mix of funds for a risk level from
 * 1 to 7, in whole percentages a monthly savings plan takes as they are. Beside the spec's
 * `{riskLevel, allocations: [{instrumentId, percent}]}`, what a customer needs to judge the mix: the
 * split between interest and equity funds, each fund's name, kind, risk indicator and ongoing charge,
 * and the mix's ongoing charge.
 */
const riskLevelSchema = z
  .number()
  .int()
  .min(RISK_LEVELS[0])
  .max(RISK_LEVELS[RISK_LEVELS.length - 1]!);

/** Percent a year, two decimals: "0.20". */
const chargeSchema = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/)
  .describe('percent a year');

export const fundPortfolioGuideQuery = z.object({
  riskLevel: z.coerce
    .number()
    .int()
    .min(RISK_LEVELS[0])
    .max(RISK_LEVELS[RISK_LEVELS.length - 1]!)
    .describe('how much risk: 1 (lowest) to 7 (highest)'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .describe("the account currency to save in; the customer's first account's by default"),
});

export const guideAllocationSchema = z.object({
  instrumentId: z.number().int(),
  percent: z.number().int().min(1).max(100),
  name: z.string(),
  type: z.enum(INSTRUMENT_TYPES),
  currency: z.string().length(3),
  category: z.enum(FUND_CATEGORIES),
  /** The summary risk indicator of the fund's key information document, 1–7. */
  riskIndicator: z.number().int().min(RISK_INDICATOR_MIN).max(RISK_INDICATOR_MAX),
  ongoingCharge: chargeSchema,
});

export const fundPortfolioGuideSchema = z.object({
  riskLevel: riskLevelSchema,
  currency: z.string().length(3),
  fixedIncomePercent: z.number().int().min(0).max(100),
  equityPercent: z.number().int().min(0).max(100),
  /** Empty when no mix can be made of the funds on offer (then `ongoingCharge` is null). */
  allocations: z.array(guideAllocationSchema),
  /** The mix's ongoing charge: each fund's weighted by its share. */
  ongoingCharge: chargeSchema.nullable(),
});
export type FundPortfolioGuideView = z.infer<typeof fundPortfolioGuideSchema>;

export const fundPortfolioGuideApi = {
  fundPortfolioGuide: endpoint({
    method: 'GET',
    path: '/api/fund-portfolio-guide',
    summary:
      'A mix of funds for a risk level 1–7, in whole percentages to start a monthly savings plan with: interest funds for the lower levels, more equity funds for each level up',
    tags: ['savings'],
    auth: 'session',
    query: fundPortfolioGuideQuery,
    success: { status: 200, body: fundPortfolioGuideSchema },
    errors: ['UNKNOWN_CURRENCY'],
  }),
} as const;
