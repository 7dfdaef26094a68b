import {
  FUND_NOT_MOVABLE_REASONS,
  FUND_TRANSFER_REJECT_REASONS,
  FUND_TRANSFER_STATUSES,
  FUND_TRANSFER_STEPS,
  FUND_TRANSFER_WRAPPERS,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { fundUnitsSchema } from '../trading/fund-orders.ts';

/**
 * Moving fund holdings in from another fund company or bank (domain notes §3 "Moving funds in"; the
 * web route move-savings): the providers of the customer's country, the holdings a provider reports
 * once the customer has given Havn the transfer authority (each with whether it may move into the
 * chosen account and why not), and a transfer of some of them into one Havn account, signed with a
 * fresh eID and driven by the old provider's answers. The units move whole, with their acquisition
 * cost; they cannot be traded until they are booked here. The transfers themselves are under
 * `/transfers` (as the pension moves' are), so no literal segment shares a place with a transfer's id.
 */
const FUND_TRANSFERS = '/api/fund-transfers';

/** A provider's or a holding's id at the provider's holdings service: letters, digits and dashes. */
const externalId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export const fundTransferProviderSchema = z.object({
  id: externalId,
  name: z.string(),
  /** ISO alpha-2, upper case. */
  country: z.string().length(2),
  /** What the provider charges per fund moved, in `feeCurrency` (0: free). */
  feePerFund: moneyStringSchema,
  feeCurrency: z.string().length(3),
});
export type FundTransferProviderView = z.infer<typeof fundTransferProviderSchema>;

export const fundTransferHoldingSchema = z.object({
  id: externalId,
  providerId: externalId,
  /** The fund as the provider names it. */
  name: z.string(),
  isin: z.string().length(12),
  /** The fund at Havn, null when Havn does not offer it. */
  instrumentId: z.number().int().nullable(),
  /** The account it sits in at the provider. */
  wrapper: z.enum(FUND_TRANSFER_WRAPPERS),
  units: fundUnitsSchema,
  /** The holding's value at the provider's last NAV, and what the customer paid for it, in `currency`. */
  value: moneyStringSchema,
  acquisitionCost: moneyStringSchema,
  currency: z.string().length(3),
  /** The provider's fee for moving this fund. */
  fee: moneyStringSchema,
  /** Whether it may move into the account asked about (`toAccid`), or at all when none was. */
  movable: z.boolean(),
  /** Why it may not (absent when it may). */
  reason: z.enum(FUND_NOT_MOVABLE_REASONS).optional(),
  /** The Havn account types it may move into (none: it cannot move here). */
  receivingAccountTypes: z.array(z.string()),
  /** The transfer it is in now (not finished), if any. */
  movingIn: z.string().nullable(),
});
export type FundTransferHoldingView = z.infer<typeof fundTransferHoldingSchema>;

export const fundTransferStepSchema = z.object({
  step: z.enum(FUND_TRANSFER_STEPS),
  state: z.enum(['DONE', 'CURRENT', 'PENDING', 'FAILED']),
  at: z.string().nullable().describe('ISO 8601, UTC; when the step was reached'),
});

export const fundTransferItemSchema = z.object({
  holdingId: externalId,
  name: z.string(),
  isin: z.string().length(12),
  instrumentId: z.number().int(),
  status: z.enum(FUND_TRANSFER_STATUSES),
  units: fundUnitsSchema,
  acquisitionCost: moneyStringSchema,
  fee: moneyStringSchema,
  currency: z.string().length(3),
  rejectReason: z.enum(FUND_TRANSFER_REJECT_REASONS).nullable(),
  /** When its units were booked into the account. */
  completedAt: z.string().nullable().describe('ISO 8601, UTC'),
});

export const fundTransferSchema = z.object({
  id: z.string(),
  status: z.enum(FUND_TRANSFER_STATUSES),
  providerId: externalId,
  provider: z.string(),
  /** The receiving Havn account. */
  toAccid: z.string(),
  funds: z.array(fundTransferItemSchema),
  steps: z.array(fundTransferStepSchema),
  /** The provider's fees, summed by currency. */
  fees: z.record(z.string(), moneyStringSchema),
  signedAt: z.string().describe('ISO 8601, UTC'),
  /** The day it should be done by (YYYY-MM-DD): 10 bank days in the receiving account's country. */
  expectedBy: z.string(),
  updatedAt: z.string().describe('ISO 8601, UTC'),
});
export type FundTransferView = z.infer<typeof fundTransferSchema>;

const accidSchema = z.string().regex(/^\d{1,18}$/);

export const startFundTransferBody = z.object({
  provider: externalId,
  /** One of the customer's accounts, of a kind every holding may move into. */
  toAccid: accidSchema,
  /** The holdings to move (each whole), from `holdings`. */
  holdings: z.array(externalId).min(1).max(20),
});

export const fundTransfersApi = {
  providers: endpoint({
    method: 'GET',
    path: `${FUND_TRANSFERS}/providers`,
    summary: 'The fund companies and banks of the customer’s country whose fund holdings can move here',
    tags: ['fund-transfers'],
    auth: 'session',
    apiKey: 'READ',
    success: { status: 200, body: z.array(fundTransferProviderSchema) },
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  holdings: endpoint({
    method: 'GET',
    path: `${FUND_TRANSFERS}/holdings`,
    summary:
      'The customer’s fund holdings at a provider (the transfer authority given): units, value, acquisition cost, fee, and whether each may move into `toAccid` and why not',
    tags: ['fund-transfers'],
    auth: 'session',
    apiKey: 'READ',
    query: z.object({ provider: externalId, toAccid: accidSchema.optional() }),
    success: { status: 200, body: z.array(fundTransferHoldingSchema) },
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  }),
  start: endpoint({
    method: 'POST',
    path: `${FUND_TRANSFERS}/transfers`,
    summary:
      'Move fund holdings here from another provider, units whole with their acquisition cost, into one of the customer’s accounts; signed with a fresh eID. Needs an Idempotency-Key header.',
    tags: ['fund-transfers'],
    auth: 'session',
    idempotent: true,
    body: startFundTransferBody,
    success: { status: 201, body: fundTransferSchema },
    errors: [
      'NOT_FOUND',
      'FUND_NOT_MOVABLE',
      'FUND_WRONG_ACCOUNT_TYPE',
      'FUND_SALE_AND_DEPOSIT',
      'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
      'STEP_UP_REQUIRED',
      'SERVICE_UNAVAILABLE',
    ],
  }),
  list: endpoint({
    method: 'GET',
    path: `${FUND_TRANSFERS}/transfers`,
    summary: 'The customer’s fund transfers, newest first',
    tags: ['fund-transfers'],
    auth: 'session',
    apiKey: 'READ',
    success: { status: 200, body: z.array(fundTransferSchema) },
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: `${FUND_TRANSFERS}/transfers/:id`,
    summary: 'One fund transfer: where it stands, its steps and each fund’s outcome',
    tags: ['fund-transfers'],
    auth: 'session',
    apiKey: 'READ',
    params: z.object({ id: z.uuid() }),
    success: { status: 200, body: fundTransferSchema },
    errors: ['NOT_FOUND'],
  }),
};
