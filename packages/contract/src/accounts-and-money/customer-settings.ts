import { LANGUAGES } from '@havn/domain';
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

export const riskQuestionsSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type RiskQuestionsView = z.infer<typeof riskQuestionsSchema>;

/** The answers as a list of `{questionId, optionId}` (api.md), or as a map from question to option. */
const riskAnswersSchema = z
  .union([
    z.array(z.strictObject({ questionId: z.string().max(40), optionId: z.string().max(40) })).max(40),
    z.record(z.string().max(40), z.string().max(40)),
  ])
  .transform((answers) =>
    Array.isArray(answers)
      ? Object.fromEntries(answers.map((answer) => [answer.questionId, answer.optionId]))
      : answers,
  );

export const customerSettingsApi = {
  riskQuestions: endpoint({
    method: 'GET',
    path: '/api/customer/risk-profile/questions',
    summary: 'The suitability questionnaire in a language: each question and its options',
    tags: ['customer'],
    auth: 'public',
    query: z.object({ language: z.enum(LANGUAGES).optional() }),
    success: { status: 200, body: riskQuestionsSchema },
    errors: [],
  }),
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
    body: z.object({ answers: riskAnswersSchema }),
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
