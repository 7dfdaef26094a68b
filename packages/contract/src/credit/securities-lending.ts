import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Securities lending (domain notes §6; packages/domain/src/credit/securities-lending.ts): an account's
 * holdings and what each lends, the credit limit Havn granted against them, and where the account
 * stands: the loan (its negative cash), the room left, the buying power, and whether prices fell so
 * far that the loan passed the lending value. A limit is asked for with a fresh eID and decided by the
 * credit check, changed the same way (never below what is borrowed), and ended when nothing is borrowed.
 */
const isoTime = z.string().describe('ISO 8601, UTC');

export const creditHoldingSchema = z.object({
  instrumentId: z.number().int(),
  name: z.string(),
  /** Its market value now, in the account's currency (null without a price). */
  marketValue: moneyStringSchema.nullable(),
  /** What Havn lends against it, in percent of its value. */
  percent: z.number(),
  lendingValue: moneyStringSchema,
});

export const creditTermsSchema = z.object({
  currency: z.string().length(3),
  minLimit: moneyStringSchema,
  maxLimit: moneyStringSchema,
  /** The yearly rate by the loan's size: the first tier whose `upTo` holds the loan (null: any size). */
  rates: z.array(z.object({ upTo: moneyStringSchema.nullable(), percent: z.string() })),
});

export const creditLineSchema = z.object({
  id: z.uuid(),
  status: z.literal('ACTIVE'),
  creditLimit: moneyStringSchema,
  currency: z.string().length(3),
  createdAt: isoTime,
});
export type CreditLineView = z.infer<typeof creditLineSchema>;

export const creditViewSchema = z.object({
  accid: z.string(),
  currency: z.string().length(3),
  /** Whether Havn lends against this kind of account (never a pension or a wrapper whose law forbids it). */
  offered: z.boolean(),
  terms: creditTermsSchema.nullable(),
  line: creditLineSchema.nullable(),
  holdings: z.array(creditHoldingSchema),
  lendingValue: moneyStringSchema,
  /** More than five holdings that lend, none above 20 %: shares lend more. */
  diversified: z.boolean(),
  standing: z.object({
    loan: moneyStringSchema,
    borrowingCap: moneyStringSchema,
    room: moneyStringSchema,
    buyingPower: moneyStringSchema,
    state: z.enum(['NO_LOAN', 'IN_USE', 'OVER_LEVERAGED']),
    shortfall: moneyStringSchema,
  }),
  /** The yearly rate on the loan now, in percent (null where not offered). */
  ratePercent: z.string().nullable(),
  /** The interest charged this calendar month so far. */
  interestThisMonth: moneyStringSchema,
  /** An open margin call: the shortfall when it was made, and when Havn sells if it is not covered. */
  marginCall: z.object({ shortfall: moneyStringSchema, deadline: isoTime }).nullable(),
});
export type CreditView = z.infer<typeof creditViewSchema>;

export const creditLineBody = z.strictObject({
  /** The credit limit asked for, in the account's currency. */
  creditLimit: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount with at most two decimals'),
});
export type CreditLineBody = z.infer<typeof creditLineBody>;

export const securitiesLendingApi = {
  credit: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/credit`,
    summary:
      "Securities lending on an account: each holding's lending value, the credit limit, the loan, the room left and the buying power with it",
    tags: ['credit'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    success: { status: 200, body: creditViewSchema },
    errors: ['NOT_FOUND'],
  }),
  openCreditLine: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/credit`,
    summary:
      'Ask for a credit limit against the account’s holdings, signed with a fresh eID; the credit check decides at once. Needs an Idempotency-Key header.',
    tags: ['credit'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: creditLineBody,
    success: { status: 201, body: creditLineSchema },
    errors: [
      'NOT_FOUND',
      'CREDIT_NOT_OFFERED',
      'CREDIT_LIMIT_OUT_OF_RANGE',
      'CREDIT_REFUSED',
      'CREDIT_LINE_OPEN',
      'STEP_UP_REQUIRED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  changeCreditLimit: endpoint({
    method: 'PUT',
    path: `${ACCOUNTS}/:accid/credit`,
    summary:
      'Change the account’s credit limit, signed with a fresh eID: a higher limit asks the credit check again; a lower one may not go below what is borrowed. Needs an Idempotency-Key header.',
    tags: ['credit'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: creditLineBody,
    success: { status: 200, body: creditLineSchema },
    errors: [
      'NOT_FOUND',
      'CREDIT_NOT_OFFERED',
      'CREDIT_LIMIT_OUT_OF_RANGE',
      'CREDIT_LIMIT_BELOW_LOAN',
      'CREDIT_REFUSED',
      'STEP_UP_REQUIRED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  closeCreditLine: endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/:accid/credit`,
    summary: 'End the account’s credit limit: only when nothing is borrowed or held back for an open buy',
    tags: ['credit'],
    auth: 'session',
    params: accidParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'CREDIT_IN_USE'],
  }),
};
