import {
  CORPORATE_ACTION_LISTS,
  CORPORATE_ACTION_STATES,
  CORPORATE_ACTION_TYPES,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { ACCOUNTS, accidParams, moneyStringSchema, unitCountSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Corporate actions in an account (api.md "Corporate actions, gains and tax"): the events on what it
 * holds, still to happen (OPEN) or done (HISTORY). Dividends are booked today; an elective event's
 * `options` and `answer` come with its booking rules.
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
  /** Units held: entitled ones once the holders are fixed, the holding now before that. */
  units: unitCountSchema,
  /** A dividend's amount per share and its currency. */
  amountPerShare: moneyStringSchema.nullable(),
  currency: z.string().length(3).nullable(),
  /** A dividend: paid (BOOKED) or expected at today's FX rate, in the account's currency. */
  amount: moneyStringSchema.nullable(),
  accountCurrency: z.string().length(3),
  bookedAt: z.string().nullable().describe('ISO 8601, UTC'),
});
export type CorporateActionView = z.infer<typeof corporateActionSchema>;

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
};
