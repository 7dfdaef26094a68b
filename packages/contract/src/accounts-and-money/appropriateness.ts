import { LANGUAGES } from '@havn/domain';
import { PRODUCT_GROUPS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** MiFID II appropriateness (api.md, Customers and accounts): a knowledge test per product group. */
const isoTime = z.string().describe('ISO 8601, UTC');
const groupParams = z.object({ productGroup: z.enum(PRODUCT_GROUPS) });

export const appropriatenessRowSchema = z.object({
  productGroup: z.enum(PRODUCT_GROUPS),
  status: z.enum(['NOT_ASSESSED', 'PASSED', 'FAILED']),
  assessedAt: isoTime.optional(),
  /** After two failures in a row the next attempt waits until then. */
  nextAttemptAt: isoTime.optional(),
});
export type AppropriatenessRow = z.infer<typeof appropriatenessRowSchema>;

export const knowledgeTestSchema = z.object({
  productGroup: z.enum(PRODUCT_GROUPS),
  version: z.number().int(),
  required: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type KnowledgeTestView = z.infer<typeof knowledgeTestSchema>;

export const appropriatenessApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/appropriateness',
    summary: 'My appropriateness per product group',
    tags: ['appropriateness'],
    auth: 'session',
    success: { status: 200, body: z.array(appropriatenessRowSchema) },
    errors: [],
  }),
  test: endpoint({
    method: 'GET',
    path: '/api/appropriateness/:productGroup/test',
    summary: "A product group's knowledge test in a language",
    tags: ['appropriateness'],
    auth: 'session',
    params: groupParams,
    query: z.object({ language: z.enum(LANGUAGES).optional() }),
    success: { status: 200, body: knowledgeTestSchema },
    errors: [],
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/appropriateness/:productGroup/answers',
    summary: 'Answer a knowledge test: the result is stored with the version and time',
    tags: ['appropriateness'],
    auth: 'session',
    params: groupParams,
    body: z.object({
      version: z.number().int(),
      answers: z
        .array(z.strictObject({ questionId: z.string().max(40), optionId: z.string().max(40) }))
        .max(50),
    }),
    success: {
      status: 200,
      body: z.object({
        status: z.enum(['PASSED', 'FAILED']),
        correct: z.number().int(),
        required: z.number().int(),
        nextAttemptAt: isoTime.optional(),
      }),
    },
    errors: ['TEST_VERSION_CHANGED', 'RETAKE_TOO_SOON'],
  }),
} as const;
