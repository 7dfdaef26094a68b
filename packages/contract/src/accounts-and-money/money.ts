import { SITES } from '@havn/domain';
import {
  ACCOUNT_TRANSACTION_TYPES,
  type AccountTransactionType,
  OPEN_BANKING_STATUSES,
  REFERENCE_SCHEMES,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ACCOUNTS, accidParams, accountPageQuery, moneyStringSchema, unitCountSchema } from './accounts.ts';

/**
 * Money in and out of an account (api.md, Accounts and trading): deposits from the (simulated) bank and
 * the account's transactions. A deposit needs an `Idempotency-Key` header: a repeat with the same key
 * and body returns the first response and moves no money twice.
 */
const isoTime = z.string().describe('ISO 8601, UTC');

export const depositSchema = z.object({
  requestId: z.string(),
  status: z
    .enum(['COMPLETED', 'INITIATED'])
    .describe(
      'COMPLETED: the simulated bank settles at once; INITIATED: an open-banking payment waits for the bank',
    ),
  amount: moneyStringSchema,
  currency: z.string().length(3),
  /** OPEN_BANKING: the provider's page the customer is sent to. */
  redirectUrl: z.string().optional(),
});

/** An open-banking deposit and where it stands (the provider's notifications move it on). */
export const openBankingDepositSchema = z.object({
  requestId: z.string(),
  status: z.enum(OPEN_BANKING_STATUSES),
  amount: moneyStringSchema,
  currency: z.string().length(3),
  /** While INITIATED: the provider's page, for the trustly-loading page to send the customer to. */
  redirectUrl: z.string().nullable(),
  createdAt: isoTime,
});
export type OpenBankingDeposit = z.infer<typeof openBankingDepositSchema>;

/** How to pay into an account by bank transfer; all null where the account has no reference scheme. */
export const bankTransferDetailsSchema = z.object({
  scheme: z.enum(REFERENCE_SCHEMES).nullable().describe('OCR (SE), KID (NO), VIITE (FI), FIK (DK)'),
  /** The reference number, digits only. */
  reference: z.string().nullable(),
  /** As the customer types it at their bank (a viite in groups of five, a FIK as its +71 line). */
  formatted: z.string().nullable(),
  recipient: z
    .object({
      name: z.string(),
      accounts: z.array(
        z.object({
          label: z.enum(['bankgiro', 'accountNumber', 'iban', 'creditorNumber']),
          value: z.string(),
        }),
      ),
    })
    .nullable(),
  currency: z.string().length(3),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

export const accountTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(ACCOUNT_TRANSACTION_TYPES),
  time: isoTime,
  /** The deposit or the traded value, signed as it moved the account's cash (a buy is negative). */
  amount: moneyStringSchema,
  /** The commission charged with it (positive), account currency. */
  fee: moneyStringSchema,
  /** amount − fee: the change of the account's cash. */
  total: moneyStringSchema,
  currency: z.string().length(3),
  instrumentId: z.number().int().nullable(),
  /** The traded instrument's name ("Buy – 9 Apple Inc. at US$225.28"); null for a deposit. */
  instrumentName: z.string().nullable(),
  volume: unitCountSchema.nullable(),
  price: moneyStringSchema.nullable(),
  priceCurrency: z.string().nullable(),
  orderId: z.string().nullable(),
  /** A trade in another currency: the rate it was exchanged at (account currency per unit); else null. */
  fxRate: z.string().nullable(),
});
export type AccountTransactionView = z.infer<typeof accountTransactionSchema>;

export const moneyApi = {
  deposit: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/deposits`,
    summary:
      'Deposit cash: from the simulated bank at once, or by open banking (the customer approves at the provider). Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: z.strictObject({
      amount: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/)
        .describe('positive, at most 2 decimals, at most 1000000.00'),
      currency: z.string().regex(/^[A-Z]{3}$/),
      method: z.enum(['SIMULATED', 'OPEN_BANKING']).default('SIMULATED'),
      /** OPEN_BANKING: the site whose deposit-finalize page the provider sends the customer back to. */
      site: z.enum(SITES).default('en'),
    }),
    success: { status: 201, body: depositSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'CURRENCY_NOT_SUPPORTED',
      'DEPOSIT_CAP_EXCEEDED',
      'CONTRIBUTION_CAP_EXCEEDED',
      'EMPLOYER_PAID_ONLY',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'RATE_LIMITED',
      'SERVICE_UNAVAILABLE',
    ],
  }),
  depositStatus: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/deposits/:requestId`,
    summary: 'An open-banking deposit and where it stands',
    tags: ['trading'],
    auth: 'session',
    params: accidParams.extend({ requestId: z.uuid() }),
    success: { status: 200, body: openBankingDepositSchema },
    errors: ['NOT_FOUND'],
  }),
  bankTransfer: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/bank-transfer`,
    summary: "The account's reference number for bank transfers and where to send them",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    success: { status: 200, body: bankTransferDetailsSchema },
    errors: ['NOT_FOUND'],
  }),
  transactions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/transactions`,
    summary:
      "The account's transactions of every kind with their fees, newest first; filtered by kind and period",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    query: z.object({
      ...accountPageQuery,
      /** Only these kinds, comma-separated (DEPOSIT,WITHDRAWAL…); all when absent. */
      types: z
        .string()
        .max(200)
        .transform((text, ctx) => {
          const kinds = text.split(',').filter(Boolean);
          for (const kind of kinds) {
            if (!(ACCOUNT_TRANSACTION_TYPES as readonly string[]).includes(kind)) {
              ctx.addIssue({ code: 'custom', message: `unknown transaction type ${kind}` });
              return z.NEVER;
            }
          }
          return kinds as AccountTransactionType[];
        })
        .optional(),
      /** The period, inclusive, as UTC calendar days. */
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    }),
    success: {
      status: 200,
      body: z.object({ transactions: z.array(accountTransactionSchema), nextCursor: z.string().nullable() }),
    },
    errors: ['NOT_FOUND'],
  }),
} as const;
