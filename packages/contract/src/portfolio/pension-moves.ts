import {
  MOVE_REJECT_REASONS,
  NOT_MOVABLE_REASONS,
  PENSION_INSURANCE_KINDS,
  PENSION_MANAGEMENT,
  PENSION_MOVE_STATUSES,
  PENSION_MOVE_STEPS,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Moving a pension here (api.md "Pension"; domain notes §4 "Moving a pension"): the customer's pension
 * insurances at other companies, as the pension information service (minPension-type) reports them
 * once the customer has consented to the fetch, and a move of some of them into one of the customer's
 * pension accounts, signed with a fresh eID and driven by the old companies' answers.
 *
 * The journey's pages: choose-company (`companies`), collect-information (consent, then
 * `insurances`), your-insurances (`insurances`: movable, fee, covers), make-choices (the receiving
 * account: one of `receivingAccountTypes`), compilation (a summary, then eID and `startMove`); after
 * that the move's page (`move`) and the list of moves (`moves`).
 */
const PENSION = '/api/pension';

/** A company's or an insurance's id at the information service: letters, digits and dashes. */
const externalId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export const pensionCompanySchema = z.object({
  id: externalId,
  name: z.string(),
  /** ISO alpha-2, upper case. */
  country: z.string().length(2),
});
export type PensionCompanyView = z.infer<typeof pensionCompanySchema>;

export const pensionInsuranceSchema = z.object({
  id: externalId,
  /** The company's name (`companyId` is its id). */
  company: z.string(),
  companyId: externalId,
  kind: z.enum(PENSION_INSURANCE_KINDS),
  management: z.enum(PENSION_MANAGEMENT),
  /** The capital today, in `currency` (the insurance's country's). */
  value: moneyStringSchema,
  currency: z.string().length(3),
  movable: z.boolean(),
  /** Why it may not move (absent when it may). */
  reason: z.enum(NOT_MOVABLE_REASONS).optional(),
  /** What the old company charges for the move, capped where the law caps it (650 SEK in Sweden). */
  fee: moneyStringSchema,
  /** The cover the insurance carries; a repayment cover is kept through the move. */
  repaymentCover: z.boolean(),
  /** The employer signs the move too (an individual tjänstepension). */
  employerSignatureNeeded: z.boolean(),
  /** Havn's pension account types that may receive it. */
  receivingAccountTypes: z.array(z.string()),
  /** The longest the move should take, in days. */
  expectedDays: z.number().int(),
  /** The move it is in now (not finished), if any: it cannot be moved twice at once. */
  movingIn: z.string().nullable(),
});
export type PensionInsuranceView = z.infer<typeof pensionInsuranceSchema>;

export const pensionMoveStepSchema = z.object({
  step: z.enum(PENSION_MOVE_STEPS),
  state: z.enum(['DONE', 'CURRENT', 'PENDING', 'FAILED']),
  at: z.string().nullable().describe('ISO 8601, UTC; when the step was reached'),
});

export const pensionMoveItemSchema = z.object({
  insuranceId: externalId,
  company: z.string(),
  kind: z.enum(PENSION_INSURANCE_KINDS),
  status: z.enum(['SIGNED', 'SENT', 'IN_TRANSFER', 'COMPLETED', 'REJECTED']),
  /** The capital when the move was signed, the fee, and what reaches the account (value less fee). */
  value: moneyStringSchema,
  fee: moneyStringSchema,
  /** What was paid in (COMPLETED), else what is expected. */
  amount: moneyStringSchema,
  currency: z.string().length(3),
  rejectReason: z.enum(MOVE_REJECT_REASONS).nullable(),
  completedAt: z.string().nullable().describe('ISO 8601, UTC'),
});

export const pensionMoveSchema = z.object({
  id: z.string(),
  status: z.enum(PENSION_MOVE_STATUSES),
  /** The receiving pension account. */
  toAccid: z.string(),
  currency: z.string().length(3),
  insurances: z.array(pensionMoveItemSchema),
  steps: z.array(pensionMoveStepSchema),
  /** What was paid in so far, in `currency`. */
  paidIn: moneyStringSchema,
  signedAt: z.string().describe('ISO 8601, UTC'),
  /** The latest day the move should be done by (YYYY-MM-DD), from the slowest insurance's kind. */
  expectedBy: z.string(),
  updatedAt: z.string().describe('ISO 8601, UTC'),
});
export type PensionMoveView = z.infer<typeof pensionMoveSchema>;

export const startPensionMoveBody = z.object({
  /** The insurances to move (each whole: no splitting), from `insurances`; all to one account. */
  insuranceIds: z.array(externalId).min(1).max(10),
  /** One of the customer's pension accounts of a type that may receive every one of them. */
  toAccid: z.string().regex(/^\d{1,18}$/),
});

const moveParams = z.object({ id: z.uuid() });

export const pensionMovesApi = {
  companies: endpoint({
    method: 'GET',
    path: `${PENSION}/companies`,
    summary:
      'The pension companies of the customer’s country whose insurances the information service reports',
    tags: ['pension'],
    auth: 'session',
    apiKey: 'READ',
    success: { status: 200, body: z.array(pensionCompanySchema) },
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  insurances: endpoint({
    method: 'GET',
    path: `${PENSION}/insurances`,
    summary:
      'The customer’s pension insurances at other companies (the information mandate given): value, whether each may move and why not, the fee, covers',
    tags: ['pension'],
    auth: 'session',
    apiKey: 'READ',
    query: z.object({ company: externalId.optional() }),
    success: { status: 200, body: z.array(pensionInsuranceSchema) },
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  startMove: endpoint({
    method: 'POST',
    path: `${PENSION}/transfers`,
    summary:
      'Move insurances here, whole, into one of the customer’s pension accounts; signed with a fresh eID. Needs an Idempotency-Key header.',
    tags: ['pension'],
    auth: 'session',
    idempotent: true,
    body: startPensionMoveBody,
    success: { status: 201, body: pensionMoveSchema },
    errors: [
      'NOT_MOVABLE',
      'NOT_A_PENSION_ACCOUNT',
      'WRONG_PENSION_ACCOUNT',
      'STEP_UP_REQUIRED',
      'SERVICE_UNAVAILABLE',
    ],
  }),
  moves: endpoint({
    method: 'GET',
    path: `${PENSION}/transfers`,
    summary: 'The customer’s pension moves, newest first',
    tags: ['pension'],
    auth: 'session',
    apiKey: 'READ',
    success: { status: 200, body: z.array(pensionMoveSchema) },
    errors: [],
  }),
  move: endpoint({
    method: 'GET',
    path: `${PENSION}/transfers/:id`,
    summary: 'One pension move: where it stands, its steps and each insurance’s outcome',
    tags: ['pension'],
    auth: 'session',
    apiKey: 'READ',
    params: moveParams,
    success: { status: 200, body: pensionMoveSchema },
    errors: ['NOT_FOUND'],
  }),
};
