import { MANDATE_SCHEMES, MANDATE_STATUSES } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ACCOUNTS, accidParams, moneyStringSchema } from './accounts.ts';

/**
 * Direct debit (api.md "Money in and out", issue 16 item 5): the customer's mandates (autogiro,
 * AvtaleGiro, Betalingsservice, suoramaksu) on their payout accounts, and recurring deposits that pull
 * a monthly amount through one into an account.
 */
const isoTime = z.string().describe('ISO 8601, UTC');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amountInput = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);

export const RECURRING_DEPOSIT_STATUS_VALUES = ['ACTIVE', 'STOPPED'] as const;
export const RECURRING_RUN_STATUS_VALUES = ['EXPECTED', 'RECEIVED', 'FAILED'] as const;

export const mandateSchema = z.object({
  id: z.string(),
  payoutAccountId: z.string(),
  scheme: z.enum(MANDATE_SCHEMES),
  status: z.enum(MANDATE_STATUSES),
  /** AvtaleGiro's monthly maximum; null for the other schemes. */
  monthlyMax: moneyStringSchema.nullable(),
  currency: z.string().length(3),
  /** The bank day the bank is expected to have activated it (the scheme's lead time). */
  expectedActiveDate: isoDate,
  /** Why the bank did not accept it (REJECTED): MANDATE_REFUSED. */
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
  activatedAt: isoTime.nullable(),
  stoppedAt: isoTime.nullable(),
});
export type MandateView = z.infer<typeof mandateSchema>;

export const recurringRunSchema = z.object({
  id: z.string(),
  /** The month it ran for (`YYYY-MM`): one run per deposit and month, ever. */
  month: z.string(),
  runDate: isoDate,
  amount: moneyStringSchema,
  status: z.enum(RECURRING_RUN_STATUS_VALUES),
  /** FAILED: DEPOSIT_CAP_EXCEEDED, MANDATE_NOT_ACTIVE, MANDATE_MAX_EXCEEDED, or the bank's reason. */
  failReason: z.string().nullable(),
});
export type RecurringRunView = z.infer<typeof recurringRunSchema>;

export const recurringDepositSchema = z.object({
  id: z.string(),
  accid: z.string(),
  payoutAccountId: z.string(),
  amount: moneyStringSchema,
  currency: z.string().length(3),
  dayOfMonth: z.number().int(),
  status: z.enum(RECURRING_DEPOSIT_STATUS_VALUES),
  /** The next run (holiday → next bank day); once stopped, a run past its change cut-off, or null. */
  nextRunDate: isoDate.nullable(),
  createdAt: isoTime,
  /** The latest runs, newest first. */
  runs: z.array(recurringRunSchema),
});
export type RecurringDepositView = z.infer<typeof recurringDepositSchema>;

const MANDATES = '/api/direct-debit-mandates';
const RECURRING = `${ACCOUNTS}/:accid/recurring-deposits`;

export const directDebitApi = {
  mandates: endpoint({
    method: 'GET',
    path: MANDATES,
    summary: 'My direct-debit mandates, newest first',
    tags: ['accounts'],
    auth: 'session',
    success: { status: 200, body: z.array(mandateSchema) },
    errors: [],
  }),
  requestMandate: endpoint({
    method: 'POST',
    path: MANDATES,
    summary:
      "Sign a direct-debit mandate on an active payout account of my own (needs a fresh eID confirmation); my country's scheme, activated by the bank",
    tags: ['accounts'],
    auth: 'session',
    body: z.strictObject({ payoutAccountId: z.string().uuid(), monthlyMax: amountInput.optional() }),
    success: { status: 201, body: mandateSchema },
    errors: [
      'STEP_UP_REQUIRED',
      'PAYOUT_ACCOUNT_NOT_ACTIVE',
      'DIRECT_DEBIT_NOT_OFFERED',
      'INVALID_AMOUNT',
      'CONFLICT',
    ],
  }),
  stopMandate: endpoint({
    method: 'DELETE',
    path: `${MANDATES}/:id`,
    summary: 'Stop a mandate: no more debits through it',
    tags: ['accounts'],
    auth: 'session',
    params: z.object({ id: z.string().uuid() }),
    success: { status: 200, body: mandateSchema },
    errors: ['NOT_FOUND'],
  }),
  recurringDeposits: endpoint({
    method: 'GET',
    path: RECURRING,
    summary: "The account's recurring deposits with their latest runs, newest first",
    tags: ['accounts'],
    auth: 'session',
    params: accidParams,
    success: { status: 200, body: z.array(recurringDepositSchema) },
    errors: ['NOT_FOUND'],
  }),
  createRecurringDeposit: endpoint({
    method: 'POST',
    path: RECURRING,
    summary:
      'Deposit an amount every month on a day (1..28) by direct debit from a payout account with an active mandate. Needs an Idempotency-Key header.',
    tags: ['accounts'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: z.strictObject({
      amount: amountInput,
      dayOfMonth: z.number().int().min(1).max(28),
      payoutAccountId: z.string().uuid(),
    }),
    success: { status: 201, body: recurringDepositSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'CURRENCY_NOT_SUPPORTED',
      'MANDATE_NOT_ACTIVE',
      'MANDATE_MAX_EXCEEDED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  stopRecurringDeposit: endpoint({
    method: 'DELETE',
    path: `${RECURRING}/:id`,
    summary:
      'Stop a recurring deposit; a run past its change cut-off (16:30 the bank day before) still comes',
    tags: ['accounts'],
    auth: 'session',
    params: accidParams.extend({ id: z.string().uuid() }),
    success: { status: 200, body: recurringDepositSchema },
    errors: ['NOT_FOUND'],
  }),
} as const;
