import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { answerKnowledgeTest, knowledgeTest, myAppropriateness } from '../appropriateness-service.ts';

const endpoints = api.accountsAndMoney.appropriateness;

/** My status per product group. */
export const listAppropriatenessRoute = route(endpoints.list, ({ ctx, user }) =>
  myAppropriateness(ctx, user!.id),
);

/** A group's knowledge test in the asked language (English unless told). */
export const knowledgeTestRoute = route(endpoints.test, async ({ params, query }) =>
  knowledgeTest(params.productGroup, query.language ?? 'en'),
);

/** Answers a knowledge test. */
export const answerKnowledgeTestRoute = route(endpoints.answer, ({ ctx, user, params, body }) =>
  answerKnowledgeTest(ctx, user!.id, params.productGroup, body),
);
