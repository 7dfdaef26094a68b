import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ACCOUNTS, accidParams, moneyStringSchema } from './accounts.ts';

/**
 * Money out (api.md "Money in and out"): the customer's pre-registered payout accounts, verified by
 * the (simulated) bank, and withdrawals to them from an account's settled cash.
 */
const isoTime = z.string().describe('ISO 8601, UTC');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PAYOUT_ACCOUNT_STATUS_VALUES = ['PENDING_VERIFICATION', 'ACTIVE', 'REJECTED'] as const;
export const WITHDRAWAL_STATUS_VALUES = ['REQUESTED', 'SENT', 'SETTLED', 'REJECTED', 'CANCELLED'] as const;

export const payoutAccountSchema = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_ACCOUNT_STATUS_VALUES),
  iban: z.string().nullable(),
  clearingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  /** The number as people write it: an IBAN in groups of four, or "clearing, account". */
  display: z.string(),
  /** Why the bank did not approve it (REJECTED): NOT_OWN_ACCOUNT. */
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
});
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  accid: z.string(),
  payoutAccountId: z.string(),
  amount: moneyStringSchema,
  currency: z.string().length(3),
  status: z.enum(WITHDRAWAL_STATUS_VALUES),
  /** The bank day the money arrives: today before 13:00 local on a bank day, else the next bank day. */
  expectedArrival: isoDate,
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

const payoutAccountBody = z.union([
  z.strictObject({ iban: z.string().trim().min(1).max(42) }),
  z.strictObject({
    clearingNumber: z.string().trim().min(4).max(6),
    accountNumber: z.string().trim().min(1).max(20),
  }),
]);

export const moneyOutApi = {
  payoutAccounts: endpoint({
    method: 'GET',
    path: '/api/payout-accounts',
    summary: 'My pre-registered payout accounts, newest first',
    tags: ['accounts'],
    auth: 'session',
    success: { status: 200, body: z.array(payoutAccountSchema) },
    errors: [],
  }),
  addPayoutAccount: endpoint({
    method: 'POST',
    path: '/api/payout-accounts',
    summary:
      'Pre-register a bank account of my own for withdrawals (needs a fresh eID confirmation); the bank verifies it',
    tags: ['accounts'],
    auth: 'session',
    body: payoutAccountBody,
    success: { status: 201, body: payoutAccountSchema },
    errors: ['INVALID_BANK_ACCOUNT', 'STEP_UP_REQUIRED', 'CONFLICT'],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/withdrawals`,
    summary: 'Withdraw settled cash to an active payout account. Needs an Idempotency-Key header.',
    tags: ['accounts'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: z.strictObject({
      amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
      payoutAccountId: z.string().uuid(),
    }),
    success: { status: 201, body: withdrawalSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'INSUFFICIENT_WITHDRAWABLE_CASH',
      'PAYOUT_ACCOUNT_NOT_ACTIVE',
      'PENSION_LOCKED',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/withdrawals`,
    summary: "The account's withdrawals, newest first",
    tags: ['accounts'],
    auth: 'session',
    // A key may read where money went; nothing that moves money takes a key (step-up is a person's).
    apiKey: 'READ',
    params: accidParams,
    success: { status: 200, body: z.array(withdrawalSchema) },
    errors: ['NOT_FOUND'],
  }),
  cancelWithdrawal: endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/:accid/withdrawals/:id`,
    summary: 'Cancel a withdrawal while it is REQUESTED; the cash is free again',
    tags: ['accounts'],
    auth: 'session',
    params: accidParams.extend({ id: z.string().uuid() }),
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'WITHDRAWAL_NOT_CANCELLABLE'],
  }),
} as const;
