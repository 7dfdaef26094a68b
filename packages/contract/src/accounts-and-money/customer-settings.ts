import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** The risk profile (suitability) and the customer's subscriptions. */
const isoTime = z.string().describe('ISO 8601, UTC');

export const riskProfileSchema = z.object({
  riskLevel: z.number().int().min(1).max(7).nullable(),
  answers: z.record(z.string(), z.string()),
  assessedAt: isoTime.nullable(),
});
export type RiskProfileView = z.infer<typeof riskProfileSchema>;

import { SUBSCRIPTION_KEYS, type SubscriptionKey } from './customer-settings-values.ts';

export { SUBSCRIPTION_KEYS, type SubscriptionKey } from './customer-settings-values.ts';
export const subscriptionsSchema = z.object(
  Object.fromEntries(SUBSCRIPTION_KEYS.map((key) => [key, z.boolean()])) as Record<
    SubscriptionKey,
    z.ZodBoolean
  >,
);
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

export const customerSettingsApi = {
  riskProfile: endpoint({
    method: 'GET',
    path: '/api/customer/risk-profile',
    summary: 'My risk profile: the questionnaire answers and the risk level 1–7 (null before answering)',
    tags: ['customer'],
    auth: 'session',
    success: { status: 200, body: riskProfileSchema },
    errors: [],
  }),
  saveRiskProfile: endpoint({
    method: 'PUT',
    path: '/api/customer/risk-profile',
    summary: 'Answer the suitability questionnaire; the answer gives a risk level 1–7',
    tags: ['customer'],
    auth: 'session',
    body: z.object({ answers: z.record(z.string().max(40), z.string().max(40)) }),
    success: { status: 200, body: riskProfileSchema },
    errors: ['INCOMPLETE_ANSWERS'],
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/api/customer/subscriptions',
    summary: 'Which e-mails and notifications I get',
    tags: ['customer'],
    auth: 'session',
    success: { status: 200, body: subscriptionsSchema },
    errors: [],
  }),
  saveSubscriptions: endpoint({
    method: 'PUT',
    path: '/api/customer/subscriptions',
    summary: 'Choose which e-mails and notifications I get',
    tags: ['customer'],
    auth: 'session',
    body: subscriptionsSchema,
    success: { status: 200, body: subscriptionsSchema },
    errors: [],
  }),
} as const;
