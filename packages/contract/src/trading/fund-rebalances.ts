import { REBALANCE_MAX_TARGETS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { int4Id } from '../input.ts';
import { fundOrderSchema, fundSwitchSchema, fundUnitsSchema } from './fund-orders.ts';

/**
 * Rebalancing an account's funds (product spec "rebalance funds"): a target mix in whole percentages
 * (a savings plan's allocation, the portfolio guide's, or the customer's own), and the server works
 * out from the account's holdings now the fund switches (and, with `useCash`, purchases from the free
 * cash) that bring the funds back to it. The preview shows the plan; placing it registers every
 * trade in one transaction, or none. The client never sends trades: the server computes them again.
 */
const isoTime = z.string().describe('ISO 8601, UTC');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const fundRebalanceBody = z.strictObject({
  targets: z
    .array(
      z.strictObject({
        instrumentId: int4Id,
        percent: z.number().int().min(0).max(100).describe('whole percent; 0 sells the fund out of the mix'),
      }),
    )
    .min(1)
    .max(REBALANCE_MAX_TARGETS)
    .describe('the target mix: whole percentages adding up to 100; a fund held but not named is 0 %'),
  useCash: z.boolean().optional().describe("also invest the account's free cash in the mix"),
});
export type FundRebalanceBody = z.infer<typeof fundRebalanceBody>;

export const FUND_REBALANCE_TRADE_KINDS = ['SWITCH', 'BUY'] as const;

export const fundRebalanceTradeSchema = z.object({
  /** SWITCH: units of one fund sold, the proceeds buying another once priced; BUY: from cash. */
  kind: z.enum(FUND_REBALANCE_TRADE_KINDS),
  /** The fund sold (a switch); null for a purchase. */
  fromInstrumentId: z.number().int().nullable(),
  /** The fund bought. */
  toInstrumentId: z.number().int(),
  /** The units sold (a switch); null for a purchase. */
  units: fundUnitsSchema.nullable(),
  /** What moves, account currency: a switch's estimate at the last NAV, a purchase's amount. */
  amount: moneyStringSchema,
  /** The cut-off the first leg makes. */
  cutOff: isoTime,
  /** The bank day whose NAV prices the first leg (a switch's sale). */
  estimatedTradeDate: isoDate,
  /** The bank day the purchase is priced, estimated: a switch's is after its sale's. */
  purchaseTradeDate: isoDate,
});
export type FundRebalanceTradeView = z.infer<typeof fundRebalanceTradeSchema>;

export const fundRebalanceRowSchema = z.object({
  instrumentId: z.number().int(),
  name: z.string(),
  units: fundUnitsSchema,
  /** What the holding is worth now, account currency. */
  value: moneyStringSchema,
  /** Its share of the funds now, percent to two decimals. */
  percent: z.string(),
  targetPercent: z.number().int(),
  targetValue: moneyStringSchema,
  /** percent less targetPercent, percentage points: above zero overweight. */
  drift: z.string(),
});
export type FundRebalanceRowView = z.infer<typeof fundRebalanceRowSchema>;

export const fundRebalancePreviewSchema = z.object({
  accid: z.string(),
  currency: z.string().length(3),
  /** The funds' value now, account currency. */
  fundsValue: moneyStringSchema,
  /** The account's free cash now. */
  cash: moneyStringSchema,
  /** What the purchases take of it (zero without useCash). */
  cashUsed: moneyStringSchema,
  /** The smallest trade placed: smaller differences are left as they are. */
  minimum: moneyStringSchema,
  rows: z.array(fundRebalanceRowSchema),
  /** Empty when the mix is already within the minimum. */
  trades: z.array(fundRebalanceTradeSchema),
});
export type FundRebalancePreviewView = z.infer<typeof fundRebalancePreviewSchema>;

export const fundRebalanceSchema = z.object({
  /** The switches placed, each its sale registered. */
  switches: z.array(fundSwitchSchema),
  /** The purchases from cash placed. */
  orders: z.array(fundOrderSchema),
});
export type FundRebalanceView = z.infer<typeof fundRebalanceSchema>;

const REFUSALS = [
  'NOT_FOUND',
  'NOT_A_FUND',
  'ALLOCATION_NOT_100',
  'FUND_ORDERS_OPEN',
  'NAV_UNAVAILABLE',
  'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
  'NOT_APPROPRIATE',
] as const;

export const fundRebalancesApi = {
  previewFundRebalance: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/fund-rebalances/preview`,
    summary:
      "What rebalancing the account's funds to a target mix would do: the mix now against the target, and the switches and purchases with their cut-offs and trade dates. Places nothing.",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    body: fundRebalanceBody,
    success: { status: 200, body: fundRebalancePreviewSchema },
    errors: [...REFUSALS],
  }),
  placeFundRebalance: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/fund-rebalances`,
    summary:
      "Rebalance the account's funds to a target mix in one go: the trades are worked out again from the holdings now and placed together, or none is. Needs an Idempotency-Key header.",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    idempotent: true,
    params: accidParams,
    body: fundRebalanceBody,
    success: { status: 201, body: fundRebalanceSchema },
    errors: [
      ...REFUSALS,
      'NOTHING_TO_REBALANCE',
      'INSUFFICIENT_BUYING_POWER',
      'INSUFFICIENT_HOLDINGS',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
    ],
  }),
} as const;
