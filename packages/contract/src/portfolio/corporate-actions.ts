import {
  CORPORATE_ACTION_LISTS,
  CORPORATE_ACTION_OPTIONS,
  CORPORATE_ACTION_STATES,
  CORPORATE_ACTION_TYPES,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema, unitCountSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Corporate actions in an account (api.md "Corporate actions, gains and tax"): the events on what it
 * holds, still to happen (OPEN) or done (HISTORY). A dividend needs no answer; a tender offer takes
 * one (ACCEPT with a number of units) until its deadline, and the units answered are held back.
 */
export const corporateActionSchema = z.object({
  /** Havn's number for the event (its page's address). */
  eventId: z.number().int(),
  type: z.enum(CORPORATE_ACTION_TYPES),
  state: z.enum(CORPORATE_ACTION_STATES),
  instrumentId: z.number().int(),
  instrumentName: z.string(),
  exDate: z.string().nullable().describe('YYYY-MM-DD, the market’s calendar'),
  recordDate: z.string(),
  payDate: z.string().nullable(),
  deadline: z.string().nullable().describe('ISO 8601, UTC; elective events'),
  /**
   * Units the event counts: entitled ones once the holders are fixed (the answered ones once answered),
   * the holding now before that.
   */
  units: unitCountSchema,
  /** Units of the instrument the account holds now: free and held back (by an open order or an answer). */
  unitsHeld: unitCountSchema,
  /**
   * Of those, the units free now (held back by nothing): an answer may take these and the ones its
   * answer before holds back.
   */
  unitsFree: unitCountSchema,
  /** Cash per share and its currency: a dividend's amount, a tender offer's price. */
  amountPerShare: moneyStringSchema.nullable(),
  currency: z.string().length(3).nullable(),
  /**
   * Cash to the account, in its currency: paid (BOOKED), else expected at today's FX rate (a dividend
   * on the units, a tender offer on the units answered; null before an answer).
   */
  amount: moneyStringSchema.nullable(),
  /** What may be answered; empty when the event takes no answer. */
  options: z.array(z.enum(CORPORATE_ACTION_OPTIONS)),
  answer: z
    .object({
      option: z.enum(CORPORATE_ACTION_OPTIONS),
      volume: z.number().int(),
      answeredAt: z.string().describe('ISO 8601, UTC'),
    })
    .nullable(),
  accountCurrency: z.string().length(3),
  bookedAt: z.string().nullable().describe('ISO 8601, UTC'),
});
export type CorporateActionView = z.infer<typeof corporateActionSchema>;

const eventParams = accidParams.extend({ eventId: z.coerce.number().int().positive() });

export const corporateActionAnswerBody = z.object({
  option: z.enum(CORPORATE_ACTION_OPTIONS),
  /** Whole units, 1 to the units held. */
  volume: z.number().int().positive(),
});

export const corporateActionsApi = {
  corporateActions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/corporate-actions`,
    summary:
      "Corporate actions on the account's holdings: OPEN (announced or being paid, soonest first) or HISTORY (booked, newest first)",
    tags: ['portfolio'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    query: z.object({ status: z.enum(CORPORATE_ACTION_LISTS).default('OPEN') }),
    success: { status: 200, body: z.array(corporateActionSchema) },
    errors: ['NOT_FOUND'],
  }),
  corporateAction: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/corporate-actions/:eventId`,
    summary: 'One corporate action as it stands for the account, with what it may answer',
    tags: ['portfolio'],
    auth: 'session',
    apiKey: 'READ',
    params: eventParams,
    success: { status: 200, body: corporateActionSchema },
    errors: ['NOT_FOUND'],
  }),
  corporateActionGroup: endpoint({
    method: 'GET',
    path: '/api/corporate-actions/:eventId',
    summary:
      "One corporate action in every one of the customer's accounts it concerns, in the accounts' order (empty when none, as for an event that does not exist)",
    tags: ['portfolio'],
    auth: 'session',
    apiKey: 'READ',
    params: z.object({ eventId: z.coerce.number().int().positive() }),
    success: {
      status: 200,
      body: z.array(z.object({ accid: z.string(), event: corporateActionSchema })),
    },
    errors: [],
  }),
  answerCorporateAction: endpoint({
    method: 'PUT',
    path: `${ACCOUNTS}/:accid/corporate-actions/:eventId/answer`,
    summary:
      'Answer (or change the answer to) an elective corporate action before its deadline; the units answered are held back from selling',
    tags: ['portfolio'],
    auth: 'session',
    apiKey: 'TRADE',
    params: eventParams,
    body: corporateActionAnswerBody,
    success: { status: 200, body: corporateActionSchema },
    errors: ['NOT_FOUND', 'DEADLINE_PASSED', 'NO_ANSWER_NEEDED', 'INVALID_ANSWER', 'INSUFFICIENT_HOLDINGS'],
  }),
  withdrawCorporateActionAnswer: endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/:accid/corporate-actions/:eventId/answer`,
    summary: 'Withdraw the answer before the deadline; the units are free again',
    tags: ['portfolio'],
    auth: 'session',
    apiKey: 'TRADE',
    params: eventParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'DEADLINE_PASSED', 'NO_ANSWER_NEEDED'],
  }),
};
