import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { moneyStringSchema } from './accounts.ts';

const accid = z.string().regex(/^\d{1,18}$/);

/** An internal transfer between two of the customer's own accounts (api.md, Money in and out). */
export const internalTransferSchema = z.object({
  id: z.string(),
  status: z.enum(['COMPLETED']).describe('moved at once, in one ledger transaction'),
  fromAccid: z.string(),
  toAccid: z.string(),
  kind: z.enum(['CASH', 'SECURITIES']),
  /** Cash moved; for an AF→ISK move, the sale's value in the account currency; else null. */
  amount: moneyStringSchema.nullable(),
  currency: z.string().length(3),
  instrumentId: z.number().int().nullable(),
  volume: z.number().int().nullable(),
  /** AF→ISK: a taxable sale at this last price, counted as an ISK deposit. */
  taxableSale: z.boolean(),
  price: moneyStringSchema.nullable(),
});
export type InternalTransfer = z.infer<typeof internalTransferSchema>;

export const transfersApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/transfers',
    summary:
      'Move cash or securities between two of my accounts. Refusals are 422 TRANSFER_NOT_ALLOWED with a `reason`, or DEPOSIT_CAP_EXCEEDED (a pension: CONTRIBUTION_CAP_EXCEEDED, EMPLOYER_PAID_ONLY) with the `room`. Needs an Idempotency-Key header.',
    tags: ['accounts'],
    auth: 'session',
    idempotent: true,
    body: z.union([
      z.strictObject({
        fromAccid: accid,
        toAccid: accid,
        amount: z
          .string()
          .regex(/^\d{1,9}(\.\d{1,2})?$/)
          .describe('positive, at most 2 decimals'),
      }),
      z.strictObject({
        fromAccid: accid,
        toAccid: accid,
        instrumentId: z.number().int().positive(),
        volume: z.number().int().positive().max(100_000_000),
      }),
    ]),
    success: { status: 201, body: internalTransferSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'TRANSFER_NOT_ALLOWED',
      'DEPOSIT_CAP_EXCEEDED',
      'CONTRIBUTION_CAP_EXCEEDED',
      'EMPLOYER_PAID_ONLY',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
} as const;
