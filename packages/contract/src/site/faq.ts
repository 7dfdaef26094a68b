import { FAQ_CATEGORIES } from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const faqEntrySchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
});

export const faq = endpoint({
  method: 'GET',
  path: '/api/faq',
  summary:
    'The FAQ in the language asked for, of one category or all, optionally searched (every word of q, case and accents aside)',
  tags: ['site'],
  auth: 'public',
  query: z.object({
    category: z.enum(FAQ_CATEGORIES).optional(),
    language: z.enum(['en', 'sv', 'nb', 'da', 'fi', 'de']).optional(),
    q: z.string().max(200).optional(),
  }),
  success: { status: 200, body: z.array(faqEntrySchema) },
  errors: [],
});
