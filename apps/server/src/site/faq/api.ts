import { api } from '@havn/contract';
import { faqMatches, type Language } from '@havn/domain';
import { route } from '../../platform/route.ts';
import { FAQ } from './faq-content.ts';

/** GET /api/faq: one language's entries, of a category or all, that answer the search. */
export const faqRoute = route(api.site.faq, async ({ query, reply }) => {
  const language: Language = query.language ?? 'en';
  reply.header('cache-control', 'public, max-age=300');
  return FAQ.filter((entry) => !query.category || entry.category === query.category)
    .map((entry) => ({
      category: entry.category,
      question: entry.question[language],
      answer: entry.answer[language],
    }))
    .filter((entry) => faqMatches(entry, query.q ?? '', language));
});
