import {
  SAVINGS_PLAN_MAX_ALLOCATIONS,
  SAVINGS_PLAN_SOURCES,
  SAVINGS_PLAN_STATUSES,
  SAVINGS_RUN_STATUSES,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { int4Id } from '../input.ts';

/**
 * Monthly savings (api.md "Funds and monthly savings"): an amount a month split over funds and ETFs
 * by whole percentages, bought on the plan's day (the next bank day when closed) from the account's
 * cash, or from a monthly direct debit that brings the amount first. One run per plan and month, ever.
 */
const isoTime = z.string().describe('ISO 8601, UTC');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const allocationSchema = z.strictObject({
  instrumentId: int4Id,
  percent: z.number().int().min(1).max(100),
});

const planFields = {
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  dayOfMonth: z.number().int().min(1).max(28),
  allocations: z.array(allocationSchema).min(1).max(SAVINGS_PLAN_MAX_ALLOCATIONS),
};

export const createSavingsPlanBody = z.strictObject({
  accid: z.string().regex(/^\d{1,18}$/),
  ...planFields,
  source: z.enum(SAVINGS_PLAN_SOURCES),
  /** DIRECT_DEBIT: the bank account with an active direct-debit mandate the amount is collected from. */
  payoutAccountId: z.uuid().optional(),
});
export type CreateSavingsPlanBody = z.infer<typeof createSavingsPlanBody>;

export const changeSavingsPlanBody = z.strictObject(planFields);
export type ChangeSavingsPlanBody = z.infer<typeof changeSavingsPlanBody>;

export const savingsPlanSchema = z.object({
  id: z.string(),
  accid: z.string(),
  amount: moneyStringSchema,
  currency: z.string().length(3),
  dayOfMonth: z.number().int(),
  source: z.enum(SAVINGS_PLAN_SOURCES),
  payoutAccountId: z.string().nullable(),
  allocations: z.array(z.object({ instrumentId: z.number().int(), percent: z.number().int() })),
  status: z.enum(SAVINGS_PLAN_STATUSES),
  /** The next run's day (the plan's day or the next bank day); null while paused or cancelled. */
  nextRunDate: isoDate.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SavingsPlanView = z.infer<typeof savingsPlanSchema>;

export const savingsRunSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  runDate: isoDate,
  status: z.enum(SAVINGS_RUN_STATUSES),
  orders: z.array(
    z.object({
      instrumentId: z.number().int(),
      amount: moneyStringSchema,
      /** The fund order that buys a fund's part, or the order that bought an ETF's (null: not bought). */
      fundOrderId: z.string().nullable(),
      orderId: z.string().nullable(),
      /** Why a part was not bought: INSUFFICIENT_CASH, TOO_SMALL_FOR_ONE_UNIT, NOT_TRADABLE. */
      skipReason: z.string().nullable(),
    }),
  ),
});
export type SavingsRunView = z.infer<typeof savingsRunSchema>;

const PLANS = '/api/savings-plans';
const planParams = z.object({ id: z.uuid() });

const planRefusals = [
  'ALLOCATION_NOT_100',
  'AMOUNT_TOO_SMALL',
  'NOT_A_FUND_OR_ETF',
  'INVALID_SAVINGS_PLAN',
  'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
  'NOT_APPROPRIATE',
] as const;

export const savingsPlansApi = {
  savingsPlans: endpoint({
    method: 'GET',
    path: PLANS,
    summary: 'My monthly savings plans, newest first',
    tags: ['savings'],
    auth: 'session',
    success: { status: 200, body: z.array(savingsPlanSchema) },
    errors: [],
  }),
  createSavingsPlan: endpoint({
    method: 'POST',
    path: PLANS,
    summary:
      'Start a monthly savings plan over funds and ETFs, bought from cash or a monthly direct debit. Needs an Idempotency-Key header.',
    tags: ['savings'],
    auth: 'session',
    idempotent: true,
    body: createSavingsPlanBody,
    success: { status: 201, body: savingsPlanSchema },
    errors: [
      'NOT_FOUND',
      ...planRefusals,
      'MANDATE_NOT_ACTIVE',
      'CURRENCY_NOT_SUPPORTED',
      'MANDATE_MAX_EXCEEDED',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  changeSavingsPlan: endpoint({
    method: 'PUT',
    path: `${PLANS}/:id`,
    summary: "Change a plan's amount, day and allocations: from its next run made after the change",
    tags: ['savings'],
    auth: 'session',
    params: planParams,
    body: changeSavingsPlanBody,
    success: { status: 200, body: savingsPlanSchema },
    errors: ['NOT_FOUND', ...planRefusals, 'PLAN_CANCELLED'],
  }),
  pauseSavingsPlan: endpoint({
    method: 'POST',
    path: `${PLANS}/:id/pause`,
    summary: 'Pause a plan: no run until it is resumed',
    tags: ['savings'],
    auth: 'session',
    params: planParams,
    success: { status: 200, body: savingsPlanSchema },
    errors: ['NOT_FOUND', 'PLAN_CANCELLED'],
  }),
  resumeSavingsPlan: endpoint({
    method: 'POST',
    path: `${PLANS}/:id/resume`,
    summary: 'Resume a paused plan from its next run day',
    tags: ['savings'],
    auth: 'session',
    params: planParams,
    success: { status: 200, body: savingsPlanSchema },
    errors: ['NOT_FOUND', 'PLAN_CANCELLED'],
  }),
  cancelSavingsPlan: endpoint({
    method: 'DELETE',
    path: `${PLANS}/:id`,
    summary: 'End a plan (and its direct debit); the orders of runs made stay',
    tags: ['savings'],
    auth: 'session',
    params: planParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  savingsPlanRuns: endpoint({
    method: 'GET',
    path: `${PLANS}/:id/runs`,
    summary: "A plan's monthly runs, newest first: one per month, ever",
    tags: ['savings'],
    auth: 'session',
    params: planParams,
    success: { status: 200, body: z.array(savingsRunSchema) },
    errors: ['NOT_FOUND'],
  }),
} as const;
