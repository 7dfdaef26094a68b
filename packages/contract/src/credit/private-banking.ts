import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Private banking (domain notes §6, "PB thresholds"; packages/domain/src/credit/private-banking.ts):
 * where the customer stands against their country's threshold, and asking to be contacted (a support
 * thread in the FAQ's CREDIT category, which the support staff answer).
 */
const PRIVATE_BANKING = '/api/private-banking';

export const privateBankingSchema = z.object({
  /** Whether Havn offers private banking in the customer's country. */
  offered: z.boolean(),
  /** The threshold (null where not offered); `assumed` where the figure is Havn's own assumption. */
  threshold: z
    .object({ amount: moneyStringSchema, currency: z.string().length(3), assumed: z.boolean() })
    .nullable(),
  /** Every account's value under the customer's ID, pensions included, in the threshold's currency. */
  capital: moneyStringSchema.nullable(),
  eligible: z.boolean(),
  /** What is still missing to the threshold ("0.00" once eligible; null where not offered). */
  missing: moneyStringSchema.nullable(),
  /** The open contact request's support thread, if the customer has asked to be contacted. */
  contactThreadId: z.uuid().nullable(),
});
export type PrivateBankingView = z.infer<typeof privateBankingSchema>;

export const privateBankingContactBody = z.object({
  /** How the customer would like to be reached. */
  channel: z.enum(['PHONE', 'MESSAGE']),
  /** A phone number when `channel` is PHONE. */
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'a phone number')
    .optional(),
  /** What the customer would like to talk about (optional). */
  note: z.string().trim().max(1000).optional(),
});

export const privateBankingApi = {
  standing: endpoint({
    method: 'GET',
    path: PRIVATE_BANKING,
    summary:
      'Private banking: the country’s threshold, the capital the customer holds at Havn (pensions included), whether it qualifies and what is missing',
    tags: ['private-banking'],
    auth: 'session',
    success: { status: 200, body: privateBankingSchema },
    errors: [],
  }),
  contact: endpoint({
    method: 'POST',
    path: `${PRIVATE_BANKING}/contact-requests`,
    summary:
      'Ask a private banker to get in touch: opens a support thread in the CREDIT category (the open one again if asked twice)',
    tags: ['private-banking'],
    auth: 'session',
    body: privateBankingContactBody,
    success: { status: 201, body: z.object({ threadId: z.uuid() }) },
    errors: ['PRIVATE_BANKING_NOT_OFFERED', 'PHONE_REQUIRED', 'RATE_LIMITED'],
  }),
};
