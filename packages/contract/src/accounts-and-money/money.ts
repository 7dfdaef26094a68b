import { ACCOUNT_TRANSACTION_TYPES, type AccountTransactionType } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ACCOUNTS, accidParams, accountPageQuery, moneyStringSchema } from './accounts.ts';

/**
 * Money in and out of an account (api.md, Accounts and trading): deposits from the (simulated) bank and
 * the account's transactions. A deposit needs an `Idempotency-Key` header: a repeat with the same key
 * and body returns the first response and moves no money twice.
 */
const isoTime = z.string().describe('ISO 8601, UTC');

export const depositSchema = z.object({
  requestId: z.string(),
  status: z.enum(['COMPLETED']).describe('the simulated bank settles at once'),
  amount: moneyStringSchema,
  currency: z.string().length(3),
});

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
  volume: z.number().int().nullable(),
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
    summary: 'Deposit cash from the (simulated) bank. Needs an Idempotency-Key header.',
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
    }),
    success: { status: 201, body: depositSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'CURRENCY_NOT_SUPPORTED',
      'DEPOSIT_CAP_EXCEEDED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'RATE_LIMITED',
    ],
  }),
  transactions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/transactions`,
    summary:
      "The account's transactions of every kind with their fees, newest first; filtered by kind and period",
    tags: ['trading'],
    auth: 'session',
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
