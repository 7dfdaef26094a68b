import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import {
  answerRiskProfile,
  myRiskProfile,
  mySubscriptions,
  riskQuestions,
  saveSubscriptions,
} from '../customer-settings.ts';

const endpoints = api.accountsAndMoney.customer;

/** The questionnaire in the asked language (English unless told). */
export const riskQuestionsRoute = route(endpoints.riskQuestions, async ({ query }) =>
  riskQuestions(query.language ?? 'en'),
);
export const riskProfileRoute = route(endpoints.riskProfile, ({ ctx, user }) => myRiskProfile(ctx, user!.id));
export const saveRiskProfileRoute = route(endpoints.saveRiskProfile, ({ ctx, user, body }) =>
  answerRiskProfile(ctx, user!.id, body.answers),
);
export const subscriptionsRoute = route(endpoints.subscriptions, ({ ctx, user }) =>
  mySubscriptions(ctx, user!.id),
);
export const saveSubscriptionsRoute = route(endpoints.saveSubscriptions, ({ ctx, user, body }) =>
  saveSubscriptions(ctx, user!.id, body),
);
