import type { Language } from './site.ts';

/** The FAQ's categories, which the support messages are filed under too (domain notes: support). */
export const FAQ_CATEGORIES = [
  'PAYMENTS',
  'TRADING',
  'TAX',
  'PENSION',
  'CORPORATE_ACTIONS',
  'CREDIT',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Lower case without accents, so "ISK" finds "isk" and "skatt" finds "Skätt" alike. */
function folded(text: string, language: Language): string {
  return text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Whether an entry answers a search: every word of the query appears in its question or answer,
 * case and accents aside. An empty query matches everything. The web filters as the customer types
 * and the server answers `?q=` with the same rule.
 */
export function faqMatches(entry: FaqEntry, query: string, language: Language): boolean {
  const words = folded(query, language).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(`${entry.question} ${entry.answer}`, language);
  return words.every((word) => text.includes(word));
}
