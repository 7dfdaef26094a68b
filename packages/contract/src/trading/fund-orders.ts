import { FUND_ORDER_SIDES, FUND_ORDER_STATES } from '@havn/domain/broker/index';
import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { int4Id } from '../input.ts';

/**
 * Fund orders (api.md "Funds and monthly savings"): funds are bought and sold at the next NAV, not on
 * the exchange. A buy names an amount in the account's currency, a sell units (to four decimals) or
 * all of them. Before the fund's daily cut-off on a bank day the order trades that day, else the next
 * bank day; until the cut-off it may be cancelled.
 */
const isoTime = z.string().describe('ISO 8601, UTC');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Fund units: a positive decimal string with at most four decimals. */
export const fundUnitsSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/)
  .describe('decimal string, at most 4 decimals');

export const fundOrderSchema = z.object({
  id: z.string(),
  accid: z.string(),
  instrumentId: z.number().int(),
  side: z.enum(FUND_ORDER_SIDES),
  state: z.enum(FUND_ORDER_STATES),
  /** A buy's amount, account currency; null for a sale. */
  amount: moneyStringSchema.nullable(),
  /** A sale's units, or a buy's once priced (null before). */
  units: fundUnitsSchema.nullable(),
  /** True when the customer asked to sell every unit. */
  all: z.boolean(),
  currency: z.string().length(3).describe('the account currency'),
  /** The cut-off the order makes: cancellable until then. */
  cutOff: isoTime,
  /** The bank day whose NAV prices it. */
  estimatedTradeDate: isoDate,
  /** The NAV that priced it, the fund's currency; null until priced. */
  nav: moneyStringSchema.nullable(),
  /** The cash that changed hands once priced, account currency; null until priced. */
  settledAmount: moneyStringSchema.nullable(),
  settleDate: isoDate,
  /** A switch's two legs share its id (null for an order of its own). */
  switchId: z.string().nullable(),
  /** On a switch's sale: the fund its proceeds buy once it is priced. */
  switchToInstrumentId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type FundOrderView = z.infer<typeof fundOrderSchema>;

export const placeFundOrderBody = z.strictObject({
  instrumentId: int4Id,
  side: z.enum(FUND_ORDER_SIDES),
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  units: fundUnitsSchema.optional(),
  all: z.boolean().optional(),
});
export type PlaceFundOrderBody = z.infer<typeof placeFundOrderBody>;

export const placeFundSwitchBody = z.strictObject({
  fromInstrumentId: int4Id,
  toInstrumentId: int4Id,
  units: fundUnitsSchema.optional(),
  all: z.boolean().optional(),
});
export type PlaceFundSwitchBody = z.infer<typeof placeFundSwitchBody>;

export const fundSwitchSchema = z.object({
  /** The switch's id, on both its legs (`switchId`). */
  id: z.string(),
  /** Its sale's state: the purchase is placed once the sale is PRICED. */
  state: z.enum(FUND_ORDER_STATES),
  fromInstrumentId: z.number().int(),
  toInstrumentId: z.number().int(),
  /** The sale leg, as the fund orders list shows it. */
  sell: fundOrderSchema,
});
export type FundSwitchView = z.infer<typeof fundSwitchSchema>;

export const fundOrdersApi = {
  placeFundOrder: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/fund-orders`,
    summary:
      'Buy a fund for an amount, or sell units (or all): priced at the next NAV. Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    idempotent: true,
    params: accidParams,
    body: placeFundOrderBody,
    success: { status: 201, body: fundOrderSchema },
    errors: [
      'NOT_FOUND',
      'NOT_A_FUND',
      'INVALID_FUND_ORDER',
      'AMOUNT_TOO_SMALL',
      'INSUFFICIENT_BUYING_POWER',
      'INSUFFICIENT_HOLDINGS',
      'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
      'NOT_APPROPRIATE',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
    ],
  }),
  listFundOrders: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/fund-orders`,
    summary: "The account's fund orders, newest first",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    success: { status: 200, body: z.array(fundOrderSchema) },
    errors: ['NOT_FOUND'],
  }),
  cancelFundOrder: endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/:accid/fund-orders/:id`,
    summary:
      'Cancel a fund order while it is REGISTERED (before its cut-off); what it held back is free again',
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    params: accidParams.extend({ id: z.uuid() }),
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'FUND_ORDER_NOT_CANCELLABLE'],
  }),
  placeFundSwitch: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/fund-switches`,
    summary:
      'Switch units (or all) of one fund to another: sold at the next NAV, the proceeds buy the other fund once priced. Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    idempotent: true,
    params: accidParams,
    body: placeFundSwitchBody,
    success: { status: 201, body: fundSwitchSchema },
    errors: [
      'NOT_FOUND',
      'NOT_A_FUND',
      'INVALID_FUND_ORDER',
      'INSUFFICIENT_HOLDINGS',
      'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
      'NOT_APPROPRIATE',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
    ],
  }),
} as const;
